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

    /// `effect`: the effect its name spells (`worm`, `thin-worm`, `scale:1.2`…; the page reads the name, so the
    /// module links no parser of names: ``effect(code:scale:)``).
    func setEffect(_ effect: IndicatorEffect) {
        control.indicatorEffect = effect
        fitBounds()
    }

    /// `presentation`: `dots`, `lines`, `segments` or `numeric`.
    func setPresentation(_ presentation: IndicatorPresentation) {
        control.presentation.kind = presentation
        applyMetrics()
    }

    /// The effect the page names by its place in ``IndicatorEffect/all`` (`code`) and, for `scale:S`, its scale
    /// (NaN for the bare `scale`: the core's 1.5), or nil for a code outside the list. The core clamps the scale
    /// when it draws (``IndicatorEffect/scaleFactor``).
    static func effect(code: Int, scale: Double) -> IndicatorEffect? {
        guard IndicatorEffect.all.indices.contains(code) else { return nil }
        let effect = IndicatorEffect.all[code]
        if case .scale = effect, !scale.isNaN { return .scale(scale) }
        return effect
    }

    /// The presentation the page names by its place in ``IndicatorPresentation/allCases``, or nil for a code outside
    /// the list.
    static func presentation(code: Int) -> IndicatorPresentation? {
        let all = IndicatorPresentation.allCases
        return all.indices.contains(code) ? all[code] : nil
    }

    /// `--page-control-dot-size` and `--page-control-spacing`: the dots' diameter and the gap between them in
    /// points, over the presentation's default metrics; a length below 0 (the property is not set) keeps the
    /// default's.
    func setMetrics(diameter: Double, spacing: Double) {
        metricsOverride = (diameter >= 0 ? diameter : nil, spacing >= 0 ? spacing : nil)
        applyMetrics()
    }

    /// The presentation's default metrics with the page's diameter and spacing, or nil (the defaults) without.
    func applyMetrics() {
        if metricsOverride.diameter == nil, metricsOverride.spacing == nil {
            if control.metrics.hasValue { control.metrics = nil }
        } else {
            var metrics = (control.presentation.kind ?? .default).defaultMetrics
            if let diameter = metricsOverride.diameter { metrics.diameter = diameter }
            if let spacing = metricsOverride.spacing { metrics.spacing = spacing }
            control.metrics = metrics
        }
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

    /// `more-pages`: more pages may follow the ones counted (an endless feed): the row's end stays open, the value
    /// says "Page 7 of at least 20" and a person's step past the last page asks for more instead of stopping.
    func setHasMorePages(_ hasMorePages: Bool) {
        control.hasMorePages = hasMorePages
        fitBounds()
    }

    /// `announce`: what the live region says. 0 `person` (the default: a person's change), 1 `any` (the page's
    /// own changes of `current` too), 2 `never`; other codes are the default. The slide show is never announced.
    func setAnnouncementPolicy(_ code: Int) {
        switch code {
        case 1: control.announcementPolicy = .afterAnyChange
        case 2: control.announcementPolicy = .never
        default: control.announcementPolicy = .afterPersonChanges
        }
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

    /// A colour the browser computed: `which` 0 is `--page-control-color` (the other dots), 1
    /// `--page-control-current-color`, 2 the element's text colour (`color`), 3 the background behind it; 0…255
    /// channels and an alpha 0…1. A negative alpha means the property is not set (or, for the background, that
    /// none was found).
    func setColor(_ which: Int, red: Double, green: Double, blue: Double, alpha: Double) {
        let color = alpha < 0 ? nil : Color(red: red / 255, green: green / 255, blue: blue / 255, alpha: alpha)
        switch which {
        case 0: pageColors.other = color
        case 1: pageColors.current = color
        case 2: textColor = color
        case 3: backgroundColor = color
        default: return
        }
        applyColors()
    }

    /// The control's colours: the page's, else, with no current colour set, the text colour for the current dot
    /// and, with no other colour set either, the text colour made translucent (``otherAlpha(text:background:)``)
    /// for the others. So a bare element is drawn in the page's text colour, visible on light and dark pages.
    func applyColors() {
        lastPaint = nil
        let text = textColor.map { $0.withAlphaComponent(1) }
        followsText = pageColors.current == nil && text != nil
        control.currentPageIndicatorTintColor = pageColors.current ?? text
        if let other = pageColors.other {
            control.pageIndicatorTintColor = other
        } else if followsText, let text {
            let background = backgroundColor.map { $0.withAlphaComponent(1) } ?? .white
            control.pageIndicatorTintColor = text.withAlphaComponent(
                Self.otherAlpha(text: text, background: background))
        } else {
            control.pageIndicatorTintColor = nil
        }
    }

    /// The opacity of the other dots drawn in the text colour: the least of 0.35, 0.4 … 0.85 at which they stand
    /// 3:1 against the background (WCAG 1.4.11), so that they stay well apart from the opaque current dot; 0.5 where
    /// no opacity reaches 3:1 (the text itself is faint against the background).
    static func otherAlpha(text: Color, background: Color) -> Double {
        for step in 7...17 {
            let alpha = Double(step) * 0.05
            let other = text.withAlphaComponent(alpha).composited(over: background)
            if Color.contrastRatio(other, background) >= 3 { return alpha }
        }
        return 0.5
    }

    /// A paint's colour as the frame's numbers carry it: `0xRRGGBB`, or -1 for the text colour while the element
    /// follows it (the page draws `currentColor`). The last answer is kept: a frame's primitives share a few paints.
    func colorCode(_ paint: Color) -> Double {
        if let last = lastPaint, paint.red == last.color.red, paint.green == last.color.green,
            paint.blue == last.color.blue
        {
            return last.code
        }
        let code: Double
        if followsText, let text = textColor, paint.red == text.red, paint.green == text.green, paint.blue == text.blue
        {
            code = -1
        } else {
            // Each channel rounded to the nearest of 0…255 (a colour's channels are within 0…1), by truncation.
            func channel(_ value: Double) -> Int { Int(value * 255 + 0.5) }
            code = Double(channel(paint.red) << 16 | channel(paint.green) << 8 | channel(paint.blue))
        }
        lastPaint = (paint, code)
        return code
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
