#if GTK
    /// A bad command line: one line for standard error, exit status 2.
    struct DemoError: Error, CustomStringConvertible {
        /// What is wrong, naming the option and value.
        var description: String

        /// Creates an error with its message.
        init(_ description: String) {
            self.description = description
        }
    }
#endif
