import Foundation
import PageControlCore

/// The entry point to the design system: the current theme, appearance and styles.
///
/// ```swift
/// let pageControl = PageControl()
/// pageControl.numberOfPages = 5
/// DesignSystem.shared.styles.primaryPageControl(pageControl)
/// ```
///
/// Use ``shared`` in an app; create separate instances (``init(theme:colorScheme:)``) in tests
/// or previews so they do not affect each other.
@MainActor
public final class DesignSystem {
    /// The design system the app uses. It starts with ``Theme/default`` in light appearance.
    public static let shared = DesignSystem()

    /// The current theme. The default is ``Theme/default``.
    public var theme: Theme
    /// The current appearance. The default is ``Theme/Appearance/light``.
    public var colorScheme: Theme.Appearance

    /// Creates a design system.
    ///
    /// - Parameters:
    ///   - theme: The starting theme. The default is ``Theme/default``.
    ///   - colorScheme: The starting appearance. The default is ``Theme/Appearance/light``.
    public init(theme: Theme = .default, colorScheme: Theme.Appearance = .light) {
        self.theme = theme
        self.colorScheme = colorScheme
    }

    /// The semantic colours of ``theme`` for ``colorScheme``.
    ///
    /// ```swift
    /// DesignSystem.shared.colors.onBackground.brand
    /// ```
    public var colors: Theme.Colors {
        theme.colors(for: colorScheme)
    }

    /// The page-control styles for the current ``theme`` and ``colorScheme``.
    ///
    /// Each access builds a fresh ``PageControlStyles`` value from the current state.
    public var styles: PageControlStyles {
        PageControlStyles(theme: theme, scheme: colorScheme)
    }

    /// Replaces ``theme`` with one read from a design-token file.
    ///
    /// The whole file is checked first; on error the current theme is left exactly as it was. Use
    /// ``Theme/LoadReport`` to learn which semantic colours the file leaves at their defaults.
    ///
    /// - Parameter url: A `file:` URL of a DTCG JSON file; see ``Theme/load(contentsOf:)``.
    /// - Throws: ``TokenError`` naming the file or token and the problem, or
    ///   ``TokenError/invalidTokens(_:)`` listing every problem in the file.
    public func loadTheme(contentsOf url: URL) throws(TokenError) {
        theme = try Theme.load(contentsOf: url)
    }
}
