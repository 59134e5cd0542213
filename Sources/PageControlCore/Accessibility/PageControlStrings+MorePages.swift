extension PageControlStrings {
    /// "Page 3 of 5", or with `atLeast` "Page 7 of at least 20", for a count that is still growing.
    public func value(page: Int, of count: Int, atLeast: Bool) -> String {
        guard atLeast else { return value(page: page, of: count) }
        return "Page \(format(page + 1)) of at least \(format(count))"
    }

    /// "Welcome, page 1 of 4", or with `atLeast` "Welcome, page 1 of at least 20".
    public func value(title: String, page: Int, of count: Int, atLeast: Bool) -> String {
        guard atLeast else { return value(title: title, page: page, of: count) }
        return "\(title), page \(format(page + 1)) of at least \(format(count))"
    }

    /// "Pages 3 to 4 of 8", or with `atLeast` "Pages 3 to 4 of at least 20".
    public func value(pages first: Int, through last: Int, of count: Int, atLeast: Bool) -> String {
        guard atLeast else { return value(pages: first, through: last, of: count) }
        return "Pages \(format(first + 1)) to \(format(last + 1)) of at least \(format(count))"
    }
}
