#if canImport(SwiftUI)
    import Combine
    import PageControlCore
    import SwiftUI
    #if canImport(Accessibility)
        import Accessibility
    #endif
    #if canImport(UIKit) && !os(watchOS)
        import UIKit
    #endif

    /// The state behind one ``PageIndicator``: its core control, its frame clock and the bookkeeping that
    /// tells a new binding value from the echo of a change the indicator made itself.
    @available(iOS 16.0, macOS 13.0, watchOS 9.0, *)
    @available(tvOS, unavailable)
    @MainActor
    final class PageIndicatorModel: ObservableObject {
        /// The core control, made on first use on the main actor.
        private(set) lazy var control: PageControl = makeControl()
        /// The `currentPage` binding's value last applied to the control.
        private var appliedPage: Int?
        /// The `position` binding's value last applied to the control.
        private var appliedPosition: Double?
        private var personChangedPage = false
        /// The frame clock: the sum of frame intervals of every run of the timeline, so that idle time never
        /// reaches the core (which would count it as elapsed and jump a resumed timer or a new jog).
        private var frameClock = FrameClock()
        private var velocity = PointerVelocityTracker()
        private var isTrackingScrub = false
        private var suppressesAnnouncements = false

        /// Creates the model; nonisolated, so that `@StateObject` can make it while SwiftUI builds the view.
        nonisolated init() {}

        private func makeControl() -> PageControl {
            let control = PageControl()
            control.addAction(for: .valueChanged) { [weak self] _ in self?.personChangedPage = true }
            control.announcementHandler = { [weak self] text in
                guard self?.suppressesAnnouncements == false else { return }
                announce(text)
            }
            return control
        }

        /// Applies the bindings: a new page animates the dots to it (at once the first time), a new
        /// position moves them there at once. Values the indicator wrote itself change nothing.
        func apply(page: Int, position: Double?) {
            if page != appliedPage {
                let isFirst = appliedPage == nil
                appliedPage = page
                if page != control.currentPage { control.setCurrentPage(page, animated: !isFirst) }
            }
            if let position, position != appliedPosition {
                appliedPosition = position
                control.followScroll(to: position)
            }
        }

        /// Whether a person changed the page since the last call; if so, the new page counts as applied.
        func takePersonChange() -> Bool {
            guard personChangedPage else { return false }
            personChangedPage = false
            appliedPage = control.currentPage
            appliedPosition = Double(control.currentPage)
            return true
        }

        /// Advances the control to a frame's timestamp, in seconds.
        func tick(at timestamp: Double) {
            control.advanceAnimation(to: frameClock.tick(timestamp))
        }

        /// Publishes a change, and pauses the frame clock when nothing animates.
        func didChange() {
            if !control.isAnimating { frameClock.pause() }
            objectWillChange.send()
        }

        /// Follows a scrub: the first call of a gesture begins it at `start`.
        func scrub(from start: Point, to point: Point, at time: Double) {
            if !isTrackingScrub {
                isTrackingScrub = true
                control.endScrub()
                velocity.reset()
                control.beginScrub(at: start)
            }
            velocity.addSample(point, at: time)
            control.moveScrub(to: point)
        }

        /// Ends a scrub with the velocity of the last samples.
        func endScrub(at point: Point?, time: Double) {
            if let point { velocity.addSample(point, at: time) }
            control.endScrub(velocity: velocity.velocity(at: time))
            isTrackingScrub = false
        }

        /// Runs a VoiceOver adjustment without an announcement: VoiceOver reads the new value itself.
        /// Ends a scrub whose gesture was cancelled (SwiftUI calls no `onEnded` then), as UIKit ends one.
        func cancelScrub() {
            guard isTrackingScrub else { return }
            isTrackingScrub = false
            control.endScrub()
        }

        func withoutAnnouncements(_ action: () -> Void) {
            suppressesAnnouncements = true
            action()
            suppressesAnnouncements = false
        }
    }

    /// Speaks a page change with VoiceOver.
    @MainActor
    private func announce(_ text: String) {
        if #available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *) {
            AccessibilityNotification.Announcement(text).post()
        } else {
            #if canImport(UIKit) && !os(watchOS)
                UIAccessibility.post(notification: .announcement, argument: text)
            #endif
        }
    }
#endif
