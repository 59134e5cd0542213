extension PageControlStrings {
    /// "Page 7 of 20", or with `atLeast` "Page 7 of at least 20": the value while more pages may come
    /// (``PageControl/hasMorePages``), `count` being the pages known so far.
    ///
    /// Each language says it its own way ("Страница 7 из 20 или более", "الصفحة ٧ من ٢٠ على الأقل").
    ///
    /// - Parameters:
    ///   - page: The 0-based page.
    ///   - count: The pages known so far.
    ///   - atLeast: Whether more pages may come; false gives ``value(page:of:)``.
    #if hasFeature(Embedded)
        @inline(never)  // one copy for its callers in the web module only (Guides/Web.md)
    #endif
    public func value(page: Int, of count: Int, atLeast: Bool) -> String {
        guard atLeast else { return value(page: page, of: count) }
        return fill(words[.openPage], with: TemplateArguments(page: page + 1, count: count))
    }

    /// "Welcome, page 1 of 4", or with `atLeast` "Welcome, page 1 of at least 20": a page title with the value,
    /// in this language's order.
    public func value(title: String, page: Int, of count: Int, atLeast: Bool) -> String {
        value(title: title, value: value(page: page, of: count, atLeast: atLeast))
    }

    /// "Pages 3 to 4 of 8", or with `atLeast` "Pages 3 to 4 of at least 20": the pages on screen together, in
    /// either order; one page when `first == last`.
    public func value(pages first: Int, through last: Int, of count: Int, atLeast: Bool) -> String {
        guard atLeast else { return value(pages: first, through: last, of: count) }
        let (low, high) = (min(first, last), max(first, last))
        guard low != high else { return value(page: low, of: count, atLeast: true) }
        return fill(words[.openSpan], with: TemplateArguments(count: count, first: low + 1, last: high + 1))
    }
}
