#if !hasFeature(Embedded)
    /// A check of a control's configuration against WCAG 2.2 and Apple's Human Interface Guidelines, for one
    /// platform: what `PageControlAudit` in PageControlTesting and `pagecontrol audit` report.
    ///
    /// It reads the control as it is now (one frame, its options, its hit testing) and the screen around it, which
    /// the control cannot know (``Screen``), and changes nothing. Each check is in an extension named after the
    /// success criterion's concern: contrast (1.4.11), colour alone (1.4.1), autoplay (2.2.2), targets (2.5.8) and
    /// names (4.1.2).
    ///
    /// - Complexity: O(visible dots + pages with a state, content or a shape of their own), whatever the page count.
    @MainActor
    package struct AccessibilityAudit {
        /// Where the control is used: what decides its targets and what a person can stop autoplay with.
        package enum Platform: Sendable, Hashable {
            /// UIKit and SwiftUI on iPhone and iPad: a finger steps (UIKit's touch rule), 44 × 44 pt targets.
            case iOS
            /// The `<page-control>` element: tabs of at least 24 × 24 CSS px, a person's change stops autoplay.
            case web
        }

        /// What the audit cannot read from the control: the screen around it.
        package struct Screen: Sendable, Hashable {
            /// What the control is drawn on, or nil for the backdrop its current dot is made for.
            package var background: Color?
            /// How many page controls the screen shows, this one included; at least 1.
            package var pageControlCount: Int
            /// Whether the screen has a visible Play/Pause button of the app's own for the slide show.
            package var hasPlayPauseButton: Bool

            /// A screen; `pageControlCount` below 1 becomes 1.
            package init(background: Color? = nil, pageControlCount: Int = 1, hasPlayPauseButton: Bool = false) {
                self.background = background
                self.pageControlCount = Swift.max(pageControlCount, 1)
                self.hasPlayPauseButton = hasPlayPauseButton
            }
        }

        /// One thing to change: the success criterion, the page (0-based) or nil for the whole control, and a
        /// sentence saying what to change.
        package struct Finding: Sendable, Hashable {
            /// The WCAG 2.2 success criterion's number, such as "2.5.8".
            package let criterion: String
            /// The page the finding is about, 0-based, or nil for the whole control.
            package let page: Int?
            /// One sentence saying what to change.
            package let message: String

            /// A finding; `page` is 0-based, nil for the whole control.
            package init(criterion: String, page: Int?, message: String) {
                self.criterion = criterion
                self.page = page
                self.message = message
            }

            /// The criterion's name, "Non-text Contrast" for "1.4.11", or "" for a number the audit does not check.
            package var criterionName: String {
                AccessibilityAudit.criteria.first { $0.number == criterion }?.name ?? ""
            }

            /// One line for people: the criterion's number and name, the page counted from 1, then the message:
            /// `2.5.8 Target Size (Minimum), page 3: Give page 3's dot a target …`.
            package var description: String {
                let name = criterionName.isEmpty ? "" : " \(criterionName)"
                return "\(criterion)\(name)\(page.map { ", " + AccessibilityAudit.pageName($0) } ?? ""): \(message)"
            }
        }

        /// The success criteria the audit checks, in WCAG's order, with their names.
        nonisolated package static let criteria: [(number: String, name: String)] = [
            ("1.4.1", "Use of Color"), ("1.4.11", "Non-text Contrast"), ("2.2.2", "Pause, Stop, Hide"),
            ("2.5.8", "Target Size (Minimum)"), ("4.1.2", "Name, Role, Value"),
        ]

        /// The smallest contrast of a dot against what is next to it: 3:1, WCAG 1.4.11 Non-text Contrast (and the
        /// difference in lightness that counts as more than colour under 1.4.1 Use of Color).
        nonisolated package static let minimumContrast = 3.0

        /// The audited control.
        let control: PageControl
        /// The platform its targets are judged for.
        let platform: Platform
        /// The screen around it.
        let screen: Screen
        /// The control's frame as it is now: its layout, look and pages.
        let frame: PageControlFrame
        /// What the dots are seen on, opaque: the screen's background (else the backdrop the current dot is made
        /// for: black or white, whichever it stands out against more), under the platter when it always shows.
        let background: Color

        /// An audit of `control` on `platform`, on `screen`.
        package init(_ control: PageControl, platform: Platform, screen: Screen = Screen()) {
            self.control = control
            self.platform = platform
            self.screen = screen
            let frame = control.frame()
            self.frame = frame
            let look = frame.look
            let backdrop = (screen.background ?? look.currentColor.blackOrWhiteStandingOut).withAlphaComponent(1)
            background = look.backgroundStyle == .prominent ? look.platterColor.composited(over: backdrop) : backdrop
        }

        /// Everything to change, ordered by success criterion, then by page (the whole control first).
        package var findings: [Finding] {
            let all = contrastFindings + colorAloneFindings + autoplayFindings + targetFindings + nameFindings
            let order = Self.criteria.map(\.number)
            return all.enumerated().sorted { a, b in
                let (x, y) = (a.element, b.element)
                let (cx, cy) = (order.firstIndex(of: x.criterion) ?? 0, order.firstIndex(of: y.criterion) ?? 0)
                if cx != cy { return cx < cy }
                if x.page != y.page { return (x.page ?? -1) < (y.page ?? -1) }
                return a.offset < b.offset
            }.map(\.element)
        }

        /// Whether the control draws anything a person sees or hears: at least one page, not hidden.
        var isShown: Bool { control.numberOfPages > 0 && !control.isHidden }

        /// A colour as seen on ``background``.
        func seen(_ color: Color) -> Color { color.composited(over: background) }
    }
#endif
