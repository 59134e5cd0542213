import PageControlCore

/// The element's attributes and properties, each forwarded to the control as it is; the core clamps.
extension WebControl {
    /// `pages` / `numberOfPages`. Negative counts become 0, as the core clamps them.
    func setPages(_ count: Int) {
        control.numberOfPages = count
        if maximumVisible == nil { control.window.preferredNumberOfVisibleIndicators = max(count, 1) }
        fitBounds()
    }

    /// `current` / `currentPage`: set in code, so no change is sent.
    func setCurrentPage(_ page: Int) { control.currentPage = page }

    /// `position`: a fractional page from a scrolling carousel (the core follows the scroll; nothing is sent).
    func setPosition(_ position: Double) { control.followScroll(to: position) }

    /// `effect`: a name the core knows (`worm`, `thin-worm`, `scale:1.2`…); an unknown name is the default.
    func setEffect(_ name: String) {
        control.indicatorEffect = IndicatorEffect(name: name) ?? .default
        fitBounds()
    }

    /// `presentation`: `dots`, `lines`, `segments` or `numeric`; an unknown name is the default.
    func setPresentation(_ name: String) {
        control.presentation.kind = IndicatorPresentation(name: name)
        fitBounds()
    }

    /// `dir` (resolved by the page: `auto` follows the document) and `orientation`.
    func setDirection(rightToLeft: Bool, vertical: Bool) {
        control.environment.layoutDirection = rightToLeft ? .rightToLeft : .leftToRight
        control.direction = vertical ? .topToBottom : .natural
        fitBounds()
    }

    /// `lang`: the language of the core's label, titles and value; an empty tag is the default (English).
    func setLanguage(_ tag: String) {
        control.environment.language = tag.isEmpty ? nil : tag
    }

    /// `max-visible`: the most dots at once; 0 means no cap, a negative count (no attribute) the default, 10.
    func setMaximumVisible(_ count: Int) {
        maximumVisible = count > 0 ? count : count == 0 ? nil : WebControl.defaultMaximumVisible
        control.window.maximumVisibleIndicators = maximumVisible
        control.window.preferredNumberOfVisibleIndicators = maximumVisible ?? max(control.numberOfPages, 1)
        fitBounds()
    }

    /// `loop`: a looping row.
    func setLoops(_ loops: Bool) {
        control.paging.wrapsAround = loops
        fitBounds()
    }

    /// `autoplay`: seconds per page, through the core's timer; 0 or less (or NaN) removes the timer.
    func setAutoplay(seconds: Double) {
        guard seconds > 0, seconds.isFinite else {
            control.progress = nil
            return
        }
        if let timer = control.progress as? PageControlTimerProgress {
            timer.preferredDuration = seconds
            return
        }
        let timer = PageControlTimerProgress(preferredDuration: seconds)
        timer.delegate = self
        control.progress = timer
        timer.resumeTimer()
    }

    /// `--page-control-color` (`which` 0) or `--page-control-current-color` (1) as the browser computed it:
    /// 0…255 channels and an alpha 0…1; a negative alpha (the property is not set) restores the default.
    func setColor(_ which: Int, red: Double, green: Double, blue: Double, alpha: Double) {
        let color =
            alpha < 0 ? nil : Color(red: red / 255, green: green / 255, blue: blue / 255, alpha: alpha)
        if which == 0 { control.pageIndicatorTintColor = color } else { control.currentPageIndicatorTintColor = color }
    }

    /// What the page observes: hover, keyboard focus (inside the element), `prefers-reduced-motion` and
    /// `prefers-contrast: more`, as bits of ``WebEnvironment``.
    func setEnvironment(_ flags: WebEnvironment) {
        var environment = control.environment
        environment.isPointerHovering = flags.contains(.hovering)
        environment.hasKeyboardFocus = flags.contains(.keyboardFocus)
        environment.reducesMotion = flags.contains(.reducesMotion)
        environment.prefersIncreasedContrast = flags.contains(.increasedContrast)
        control.environment = environment
    }
}

/// The page's observations, as one integer from JavaScript.
struct WebEnvironment: OptionSet {
    let rawValue: Int
    /// The pointer is over the element.
    static let hovering = WebEnvironment(rawValue: 1 << 0)
    /// Keyboard focus is inside the element.
    static let keyboardFocus = WebEnvironment(rawValue: 1 << 1)
    /// `prefers-reduced-motion: reduce`.
    static let reducesMotion = WebEnvironment(rawValue: 1 << 2)
    /// `prefers-contrast: more`.
    static let increasedContrast = WebEnvironment(rawValue: 1 << 3)
}
