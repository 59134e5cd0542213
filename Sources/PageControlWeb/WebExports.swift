import PageControlCore

// The module's exports, called by `page-control.js`. Each one finds the control by its handle, forwards its
// arguments and returns a plain number; frames and strings come back through `WebRegistry`'s buffers, whose
// addresses (linear-memory offsets in WebAssembly) `pc_frame`, `pc_set_position`, `pc_scrolled`, `pc_text` and
// `pc_input` return. Unknown handles do nothing and return 0.

/// Runs `body` on the main actor: the page's one thread (Embedded Swift has no actors).
#if hasFeature(Embedded)
    @inline(__always) func onPage<T>(_ body: () -> T) -> T { body() }
#else
    func onPage<T: Sendable>(_ body: @MainActor () -> T) -> T { MainActor.assumeIsolated(body) }
#endif

/// Runs `body` with the control behind `handle`; returns `fallback` for an unknown handle. Unless the export
/// changes nothing of the control but its position (`changesAtMostPosition`: `pc_set_position`, `pc_scrolled`, and
/// those that only read, such as `pc_text`), the control's next frame is made whole
/// (``WebControl/changedBesidesPosition``).
#if hasFeature(Embedded)
    @inline(__always) func with<T>(
        _ handle: Int32, _ fallback: T, changesAtMostPosition: Bool = false, _ body: (WebControl) -> T
    ) -> T {
        guard let web = WebRegistry.control(Int(handle)) else { return fallback }
        if !changesAtMostPosition { web.changedBesidesPosition = true }
        return body(web)
    }
#else
    func with<T: Sendable>(
        _ handle: Int32, _ fallback: T, changesAtMostPosition: Bool = false, _ body: @MainActor (WebControl) -> T
    ) -> T {
        MainActor.assumeIsolated {
            guard let web = WebRegistry.control(Int(handle)) else { return fallback }
            if !changesAtMostPosition { web.changedBesidesPosition = true }
            return body(web)
        }
    }
#endif

/// Makes a control; returns its handle.
@_cdecl("pc_create") func pcCreate() -> Int32 { onPage { Int32(WebRegistry.create()) } }

/// Forgets a control; its handle is not reused.
@_cdecl("pc_destroy") func pcDestroy(_ handle: Int32) {
    onPage {
        guard WebRegistry.control(Int(handle)) != nil else { return }
        WebRegistry.controls[Int(handle)] = nil
    }
}

/// The address of a buffer of at least `capacity` bytes for a string argument.
@_cdecl("pc_input") func pcInput(_ capacity: Int32) -> Int {
    onPage {
        let needed = max(Int(capacity), 1)
        if WebRegistry.input.count < needed { WebRegistry.input = [UInt8](repeating: 0, count: needed) }
        return WebRegistry.address(of: WebRegistry.input)
    }
}

/// The language file the page needs for the language tag it wrote into the input buffer (`length` bytes), written
/// over the input buffer: the language's index in the catalog (one byte), then the catalog tag its file is named
/// after (`locales/<tag>.txt`). Returns the bytes written; 0 when the tag needs no file (English, a language the
/// catalog has not, or one already loaded). The module keeps English's phrases alone
/// (``PageControlStrings/missingLanguage(for:)``, Guides/Web.md).
@_cdecl("pc_language_file") func pcLanguageFile(_ length: Int32) -> Int32 {
    onPage {
        guard let missing = PageControlStrings.missingLanguage(for: WebRegistry.inputString(Int(length))) else {
            return 0
        }
        let count = missing.tag.utf8CodeUnitCount + 1
        if WebRegistry.input.count < count { WebRegistry.input = [UInt8](repeating: 0, count: count) }
        WebRegistry.input[0] = UInt8(missing.index)
        for offset in 1..<count { WebRegistry.input[offset] = missing.tag.utf8Start[offset - 1] }
        return Int32(count)
    }
}

/// Loads a language file: the input buffer holds its text (`length` bytes) for the language at `index` of the
/// catalog, as `pc_language_file` named it. Every control speaking that language speaks it from now on (the page
/// draws them again). Returns 1, or 0 when that language needs no file or the text is not its lines
/// (``PageControlStrings/load(_:forLanguageAt:)``).
@_cdecl("pc_load_language") func pcLoadLanguage(_ index: Int32, _ length: Int32) -> Int32 {
    onPage {
        let count = min(max(Int(length), 0), WebRegistry.input.count)
        let loaded = WebRegistry.input.withUnsafeBufferPointer {
            PageControlStrings.load(UnsafeBufferPointer(rebasing: $0[0..<count]), forLanguageAt: Int(index))
        }
        guard loaded else { return 0 }
        for case let web? in WebRegistry.controls {
            web.control.languageDidChange()
            web.changedBesidesPosition = true
        }
        return 1
    }
}

@_cdecl("pc_set_pages") func pcSetPages(_ handle: Int32, _ count: Double) {
    with(handle, ()) { $0.setPages(WebExportsMath.integer(count)) }
}

@_cdecl("pc_set_current") func pcSetCurrent(_ handle: Int32, _ page: Double) {
    with(handle, ()) { $0.setCurrentPage(WebExportsMath.integer(page)) }
}

/// Sets the position the dots follow (a scroll view's, in pages), then writes the control's frame as `pc_frame`
/// does and returns its numbers' address: a page draws a position update with one call into the module.
@_cdecl("pc_set_position") func pcSetPosition(_ handle: Int32, _ position: Double) -> Int {
    with(handle, 0, changesAtMostPosition: true) { web in
        web.setPosition(position)
        return web.writeFrame()
    }
}

/// Sets the effect by its place in ``IndicatorEffect/all`` and, for `scale:S`, its scale (NaN for the bare `scale`).
/// The page reads the attribute's name (`page-control.js`, `EFFECTS`). Returns 1 when the core took the value, 0
/// for a code outside the list (nothing changed).
@_cdecl("pc_set_effect") func pcSetEffect(_ handle: Int32, _ code: Int32, _ scale: Double) -> Int32 {
    with(handle, 0) { web in
        guard let effect = WebControl.effect(code: Int(code), scale: scale) else { return 0 }
        web.setEffect(effect)
        return 1
    }
}

/// Sets the presentation by its place in ``IndicatorPresentation/allCases`` (`PRESENTATIONS` in the page). Returns 1
/// when the core took the value, 0 for a code outside the list (nothing changed).
@_cdecl("pc_set_presentation") func pcSetPresentation(_ handle: Int32, _ code: Int32) -> Int32 {
    with(handle, 0) { web in
        guard let presentation = WebControl.presentation(code: Int(code)) else { return 0 }
        web.setPresentation(presentation)
        return 1
    }
}

/// Sets the language from the BCP 47 tag in the input buffer's first `length` bytes (empty for the page's default).
@_cdecl("pc_set_language") func pcSetLanguage(_ handle: Int32, _ length: Int32) {
    with(handle, ()) { $0.setLanguage(WebRegistry.inputString(Int(length))) }
}

@_cdecl("pc_set_direction") func pcSetDirection(_ handle: Int32, _ rightToLeft: Int32, _ vertical: Int32) {
    with(handle, ()) { $0.setDirection(rightToLeft: rightToLeft != 0, vertical: vertical != 0) }
}

@_cdecl("pc_set_max_visible") func pcSetMaxVisible(_ handle: Int32, _ count: Int32) {
    with(handle, ()) { $0.setMaximumVisible(Int(count)) }
}

@_cdecl("pc_set_loop") func pcSetLoop(_ handle: Int32, _ loops: Int32) {
    with(handle, ()) { $0.setLoops(loops != 0) }
}

@_cdecl("pc_set_more_pages") func pcSetMorePages(_ handle: Int32, _ hasMorePages: Int32) {
    with(handle, ()) { $0.setHasMorePages(hasMorePages != 0) }
}

/// `announce`: 0 person, 1 any, 2 never.
@_cdecl("pc_set_announce") func pcSetAnnounce(_ handle: Int32, _ policy: Int32) {
    with(handle, ()) { $0.setAnnouncementPolicy(Int(policy)) }
}

@_cdecl("pc_set_autoplay") func pcSetAutoplay(_ handle: Int32, _ seconds: Double) {
    with(handle, ()) { $0.setAutoplay(seconds: seconds) }
}

@_cdecl("pc_set_color") func pcSetColor(
    _ handle: Int32, _ which: Int32, _ red: Double, _ green: Double, _ blue: Double, _ alpha: Double
) {
    with(handle, ()) { $0.setColor(Int(which), red: red, green: green, blue: blue, alpha: alpha) }
}

/// `--page-control-dot-size` and `--page-control-spacing` in points; below 0 for the default.
@_cdecl("pc_set_metrics") func pcSetMetrics(_ handle: Int32, _ diameter: Double, _ spacing: Double) {
    with(handle, ()) { $0.setMetrics(diameter: diameter, spacing: spacing) }
}

@_cdecl("pc_set_environment") func pcSetEnvironment(_ handle: Int32, _ flags: Int32) {
    with(handle, ()) { $0.setEnvironment(WebEnvironment(rawValue: Int(flags))) }
}

@_cdecl("pc_pointer") func pcPointer(
    _ handle: Int32, _ phase: Int32, _ x: Double, _ y: Double, _ time: Double, _ kind: Int32
) -> Int32 {
    with(handle, 0) { Int32($0.pointer(phase: Int(phase), x: x, y: y, time: time, kind: Int(kind))) }
}

@_cdecl("pc_key") func pcKey(_ handle: Int32, _ code: Int32, _ modifiers: Int32, _ time: Double) -> Int32 {
    with(handle, 0) { $0.key(code: Int(code), modifiers: Int(modifiers), time: time) ? 1 : 0 }
}

@_cdecl("pc_wheel") func pcWheel(_ handle: Int32, _ dx: Double, _ dy: Double, _ continuous: Int32, _ time: Double)
    -> Int32
{
    with(handle, 0) { $0.wheel(dx: dx, dy: dy, continuous: continuous != 0, time: time) ? 1 : 0 }
}

/// Lets the clock run to `time` seconds; returns whether the control still animates.
@_cdecl("pc_advance") func pcAdvance(_ handle: Int32, _ time: Double) -> Int32 {
    with(handle, 0) { web in
        web.advance(to: time)
        return web.control.isAnimating ? 1 : 0
    }
}

/// Writes the control's frame (see `WebFrame`) over its last and returns the numbers' address; `pc_text` has the
/// text.
@_cdecl("pc_frame") func pcFrame(_ handle: Int32) -> Int {
    with(handle, 0, changesAtMostPosition: true) { $0.writeFrame() }
}

/// A person chose `page` through one of the element's links (`semantics="links"`): as a mouse click on its dot, so
/// the core goes to that page as a person's change. A page whose dot is not in the window changes nothing.
@_cdecl("pc_choose") func pcChoose(_ handle: Int32, _ page: Double) {
    with(handle, ()) { web in
        guard let dot = web.control.hitTesting.frame(forPage: WebExportsMath.integer(page)) else { return }
        web.control.handleTap(at: Point(x: dot.midX, y: dot.midY), pointerKind: .mouse)
    }
}

/// A person pressed a step button the element draws (`step-buttons`): 0 previous, 1 next. The core steps, or does
/// nothing at the end the button steps towards.
@_cdecl("pc_step") func pcStep(_ handle: Int32, _ which: Int32) {
    with(handle, ()) { $0.control.activateStepButton(which == 0 ? .previous : .next) }
}

/// Writes the core's name of `page` ("Page 3 of 8") into the text buffer, for -1 its words for a slide and a
/// carousel, for -2 its names of the previous and next buttons (separated by U+001F); returns the length in bytes.
@_cdecl("pc_words") func pcWords(_ handle: Int32, _ page: Double) -> Int32 {
    with(handle, 0, changesAtMostPosition: true) { web in
        let element = web.control.frame().accessibilityElement
        let strings = element.strings
        var text = web.frame.text
        text.removeAll(keepingCapacity: true)
        if page < 0 {
            let (first, second) =
                page <= -2
                ? (strings.previousPageAction, strings.nextPageAction)
                : (strings.slideRoleDescription, strings.carouselRoleDescription)
            PlainText.append(first, to: &text)
            text.append(WebFrame.separator)
            PlainText.append(second, to: &text)
        } else {
            PlainText.append(element.name(ofPage: WebExportsMath.integer(page)), to: &text)
        }
        web.frame.text = text
        return Int32(text.count)
    }
}

/// The address of the text the control's last `pc_frame` or `pc_words` wrote.
@_cdecl("pc_text") func pcText(_ handle: Int32) -> Int {
    with(handle, 0, changesAtMostPosition: true) { WebRegistry.address(of: $0.frame.text) }
}

/// Binds the control to a scroll-snap container the page measured (see ``WebPager``): the page count becomes the
/// slides' count. Lengths in CSS pixels; `centered` and `rightToLeft` 1/0.
@_cdecl("pc_bind") func pcBind(
    _ handle: Int32, _ pages: Double, _ pageLength: Double, _ spacing: Double, _ leadingInset: Double,
    _ trailingInset: Double, _ viewportLength: Double, _ centered: Int32, _ maximumOffset: Double,
    _ rightToLeft: Int32
) {
    with(handle, ()) { web in
        let count = WebExportsMath.integer(pages)
        web.pager = WebPager(
            pages: count, pageLength: pageLength, spacing: spacing, leadingInset: leadingInset,
            trailingInset: trailingInset, viewportLength: viewportLength, centered: centered != 0,
            maximumOffset: maximumOffset, rightToLeft: rightToLeft != 0)
        if web.control.numberOfPages != count { web.setPages(count) }
    }
}

/// Unbinds the control from its container.
@_cdecl("pc_unbind") func pcUnbind(_ handle: Int32) {
    with(handle, ()) { $0.pager = nil }
}

/// The bound container scrolled to `offset` (`scrollLeft` or `scrollTop`); `userScrolling` 1 while a finger is on
/// it. The dots follow (``PageControl/followScroll(to:isUserScrolling:)``); nothing is sent. Then writes the
/// control's frame as `pc_frame` does and returns its numbers' address, as `pc_set_position`.
@_cdecl("pc_scrolled") func pcScrolled(_ handle: Int32, _ offset: Double, _ userScrolling: Int32) -> Int {
    with(handle, 0, changesAtMostPosition: true) { web in
        if let pager = web.pager {
            web.control.followScroll(to: pager.position(forScrollOffset: offset), isUserScrolling: userScrolling != 0)
        }
        return web.writeFrame()
    }
}

/// The scroll offset of the bound container that shows `page`, or NaN without a container.
@_cdecl("pc_scroll_offset") func pcScrollOffset(_ handle: Int32, _ page: Double) -> Double {
    with(handle, Double.nan, changesAtMostPosition: true) { web in
        web.pager?.scrollOffset(forPage: WebExportsMath.integer(page)) ?? .nan
    }
}

/// Number conversions at the boundary.
enum WebExportsMath {
    /// A JavaScript number as a page or count: truncated, NaN as 0, beyond `Int` clamped.
    static func integer(_ value: Double) -> Int {
        guard value.isFinite else { return value.isNaN ? 0 : (value > 0 ? Int.max : Int.min) }
        if value >= Double(Int.max) { return Int.max }
        if value <= Double(Int.min) { return Int.min }
        return Int(value)
    }
}
