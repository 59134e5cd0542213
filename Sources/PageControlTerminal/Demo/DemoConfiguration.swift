import PageControlCore

/// How the terminal demo is set up.
public struct DemoConfiguration: Sendable {
    /// The pages to show. An empty list shows one empty page.
    public var pages: [DemoPage]
    /// What a click on the dots does. The default is `.step`, as UIKit.
    public var tapBehavior: TapBehavior = .step
    /// Seconds per page for auto-advance, or nil (the default) for none.
    public var autoplay: Double?
    /// Whether page changes are instant instead of sliding. The default is false.
    public var reducesMotion = false
    /// Whether to write colour escapes. The default is true; false for `NO_COLOR`.
    public var usesColor = true
    /// The current dot's colour, or nil for white.
    public var currentColor: Color?
    /// The other dots' colour, or nil for translucent gray.
    public var color: Color?
    /// The language of the status line's "Page 3 of 12", or nil for English.
    public var language: String?

    /// Creates a configuration.
    public init(pages: [DemoPage]) {
        self.pages = pages
    }

    /// The seconds per page when `a` turns auto-advance on and no `--autoplay` was given.
    public static let defaultAutoplay = 3.0
}
