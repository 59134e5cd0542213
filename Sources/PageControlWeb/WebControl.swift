import PageControlCore
import PageControlRendering

/// One `<page-control>` element's control, as the WebAssembly exports see it: it forwards what the page
/// sets and what a person does to a ``PageControl`` and keeps what the element must hand to JavaScript (a
/// person's change, an announcement). It decides nothing the core decides.
#if !hasFeature(Embedded)
    @MainActor
#endif
final class WebControl {
    /// The control every export drives.
    let control = PageControl()
    /// The page a person changed to since the last frame was read, or -1.
    var pendingChange = -1
    /// The page count at which a person asked for more pages since the last frame was read, or -1.
    var pendingMoreRequest = -1
    /// What to announce since the last frame was read (the core's text), or nil.
    var pendingAnnouncement: String?
    /// Whether the attached timer is advancing the page now: its change is not a person's.
    var timerIsAdvancing = false
    /// The most dots shown at once (nil for no cap); the default is 10, as UIKit's row.
    var maximumVisible: Int? = WebControl.defaultMaximumVisible
    /// The row's cap without a `max-visible` attribute, as UIKit's.
    static let defaultMaximumVisible = 10

    /// What the last texts the page received were written from: the accessible element and the tabs' first page
    /// and count (``WebFrame/writeTexts(_:element:layout:firstTab:tabCount:drawnTextsChanged:)``); nil before the first.
    var spokenElement: PageControlAccessibilityElement?
    var spokenTabs = (first: -1, count: -1)
    /// The text primitives' strings of the last texts, each followed by the separator.
    var drawnTexts: [UInt8] = []
    /// Whether anything but the control's position may have changed since its last frame was written: every
    /// export sets it but those that change at most the position (`pc_set_position`, `pc_scrolled`), those that
    /// only read (`pc_text`, `pc_words`, `pc_scroll_offset`) and `pc_frame`, which clears it. Until it is set, the
    /// next frame may be the last one with its mark moved (``WebFrame/write(_:)``); nothing else changes a control,
    /// as the page runs nothing but the exports.
    var changedBesidesPosition = true
    /// The control's last frame as the page reads it, written by each `pc_frame` over the frame before it, and the
    /// texts `pc_frame` and `pc_words` write.
    var frame = WebFrame()

    /// The colours the page set (`--page-control-color`, `--page-control-current-color`), or nil.
    var pageColors: (other: Color?, current: Color?) = (nil, nil)
    /// The element's text colour and the background behind it, as the browser computed them, or nil before the
    /// page reports them.
    var textColor: Color?
    var backgroundColor: Color?
    /// Whether the current dot is drawn in the text colour (no colour set): primitives in its colour are then
    /// written as `currentColor`, so they follow the page as it changes.
    var followsText = false
    /// The last paint ``colorCode(_:)`` wrote and its code (reset when the colours change).
    var lastPaint: (color: Color, code: Double)?
    /// The diameter and spacing the page set (`--page-control-dot-size`, `--page-control-spacing`), or nil.
    var metricsOverride: (diameter: Double?, spacing: Double?) = (nil, nil)
    /// The scroll-snap container the element is bound to, as the page measured it, or nil.
    var pager: WebPager?

    init() {
        control.window.maximumVisibleIndicators = maximumVisible
        control.window.preferredNumberOfVisibleIndicators = WebControl.defaultMaximumVisible
        // The APG carousel: keyboard focus and the pointer pause rotation (the core's default), and a
        // person's change stops it for good (below): only a person starts it again.
        control.addAction(for: .valueChanged) { [unowned(unsafe) self] control in
            guard !self.timerIsAdvancing else { return }
            self.pendingChange = control.currentPage
            (control.progress as? PageControlTimerProgress)?.stopForPerson()
        }
        control.addAction(for: .morePagesRequested) { [unowned(unsafe) self] control in
            self.pendingMoreRequest = control.numberOfPages
        }
        control.announcementHandler = { [unowned(unsafe) self] text in
            if !self.timerIsAdvancing { self.pendingAnnouncement = text }
        }
        fitBounds()
    }

    /// The bounds the element draws: the control's own size for its window of dots, as the CLI renders it, with
    /// half a gap more beyond each end of a row of dots or lines (see `WebTargetSizing.bounds(_:size:)`).
    func fitBounds() {
        let size =
            control.numberOfPages == 0 ? control.size(forNumberOfPages: 0) : control.intrinsicContentSize
        control.bounds = Rect(origin: .zero, size: size)
        control.bounds = WebTargetSizing.bounds(control.layout, size: size)
    }

    /// CSS pixels per point for the control's layout now; see ``scale(_:)``.
    var scale: Double { WebControl.scale(control.layout) }

    /// CSS pixels per point: 1, or more when the pitch of dots or lines is under 24 points; the core's rule,
    /// which the accessibility audit judges the element's tabs by (see `WebTargetSizing.scale(_:)`).
    static func scale(_ layout: IndicatorLayout) -> Double { WebTargetSizing.scale(layout) }

    /// Whether each visible page gets a tab rather than one slider for the row (see `WebTargetSizing.hasTabs`).
    static func hasTabs(_ layout: IndicatorLayout, scale: Double) -> Bool {
        WebTargetSizing.hasTabs(layout, scale: scale)
    }

    /// The CSS pixels added on each side of a thin row so that it and its tabs are at least 24 CSS pixels across
    /// (see `WebTargetSizing.inset(_:size:scale:)`).
    static func inset(_ layout: IndicatorLayout, size: Size, scale: Double) -> Double {
        WebTargetSizing.inset(layout, size: size, scale: scale)
    }

    /// Writes the control's frame over its last (``WebFrame/write(_:)``) and returns the address of its numbers: what
    /// `pc_frame`, `pc_set_position` and `pc_scrolled` return to the page.
    func writeFrame() -> Int {
        frame.write(self)
        return WebRegistry.address(of: frame.numbers)
    }

    /// Lets the clock run to `time` (seconds, the page's `performance.now()` / 1000).
    func advance(to time: Double) {
        control.advanceAnimation(to: time)
        timerIsAdvancing = false
    }
}

extension WebControl: PageControlTimerProgressDelegate {
    /// The timer is about to advance: the change that follows is not a person's.
    func pageControlTimerProgress(_ progress: PageControlTimerProgress, shouldAdvanceToPage page: Int) -> Bool {
        timerIsAdvancing = true
        return true
    }
}
