#if canImport(SwiftUI)
    import Combine
    import PageControlCore
    import PageControlDesignSystem
    import SwiftUI
    #if canImport(Accessibility)
        import Accessibility
    #endif
    #if canImport(UIKit) && !os(watchOS)
        import UIKit
    #endif

    /// The state behind one ``PageIndicator``: its core control, its frame clock and the bookkeeping that
    /// tells a new binding value from the echo of a change the indicator made itself.
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
        /// Whether the current gesture's first change has been forwarded as a down.
        private var isForwardingPress = false
        /// The indicator's top-left corner in the global (window) coordinate space, once the scrub preview's
        /// overlay has reported it.
        private var globalOrigin: CGPoint?
        /// Applies the indicator's look only when its inputs change (see ``PageIndicatorDresser``).
        private var dresser = PageIndicatorDresser()

        /// Creates the model; nonisolated, so that `@StateObject` can make it while SwiftUI builds the view.
        nonisolated init() {}

        private func makeControl() -> PageControl {
            let control = PageControl()
            control.addAction(for: .valueChanged) { [weak self] _ in self?.personChangedPage = true }
            control.announcementHandler = { text in announce(text) }
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

        /// Dresses the control in `look` unless it already wears it.
        func dress(in look: PageIndicatorLook, configure: Style<PageControl>?) {
            dresser.dress(control, in: look, configure: configure)
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

        /// Records where the indicator is in its window and updates the scrub preview's room.
        func setGlobalOrigin(_ origin: CGPoint) {
            globalOrigin = origin
            updateScrubPreviewBounds()
        }

        /// Gives the control the room its scrub preview may use: from the window's left and top edges (as far as
        /// the indicator's global origin tells) to the indicator's right and bottom edges, in the control's
        /// coordinates. So the callout stands above the dots over the content instead of covering them, and
        /// never past the window's left or top edge; SwiftUI does not tell a view how far the window reaches
        /// to its right or below, so the callout stays within the indicator's own right and bottom edges. Nil
        /// (the control's bounds) until the origin is known. Changes nothing when the room is the same.
        func updateScrubPreviewBounds() {
            guard let globalOrigin, globalOrigin.x.isFinite, globalOrigin.y.isFinite else { return }
            let left = max(Double(globalOrigin.x), 0)
            let top = max(Double(globalOrigin.y), 0)
            let size = control.bounds.size
            let room = Rect(x: -left, y: -top, width: left + size.width, height: top + size.height)
            if control.scrubPreviewBounds != room { control.scrubPreviewBounds = room }
        }

        /// What presses this indicator: a mouse or trackpad on the Mac, a finger elsewhere.
        static var pointerKind: PointerKind {
            #if os(macOS)
                .mouse
            #else
                .touch
            #endif
        }

        /// Forwards a change of the press gesture: its first change is the down (at the gesture's start), every
        /// change a move. The core decides taps, scrubs and flicks.
        func pressChanged(from start: Point, to point: Point, at time: Double) {
            if !isForwardingPress {
                isForwardingPress = true
                control.handlePointer(PointerEvent(.down, at: start, time: time, kind: Self.pointerKind))
            }
            control.handlePointer(PointerEvent(.move, at: point, time: time, kind: Self.pointerKind))
        }

        /// Forwards the end of the press gesture as the up.
        func pressEnded(at point: Point, time: Double) {
            isForwardingPress = false
            control.handlePointer(PointerEvent(.up, at: point, time: time, kind: Self.pointerKind))
        }

        /// Ends a press whose gesture was cancelled (SwiftUI calls no `onEnded` then), as UIKit cancels one.
        func cancelPress() {
            guard isForwardingPress else { return }
            isForwardingPress = false
            control.handlePointer(PointerEvent(.cancel, at: .zero, time: 0, kind: Self.pointerKind))
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
