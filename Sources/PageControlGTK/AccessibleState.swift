#if GTK
    /// The accessible values a ``PageControlWidget`` last gave GTK: the slider's range and value text, and the
    /// label.
    struct AccessibleState: Equatable {
        /// The current page, 1-based (0 with no pages).
        var now: Int
        /// The first page, 1 (0 with no pages).
        var minimum: Int
        /// The last page, the page count.
        var maximum: Int
        /// The spoken value, such as "Page 3 of 5".
        var text: String
        /// The spoken name, such as "Page control".
        var label: String
    }
#endif
