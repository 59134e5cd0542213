extension PageControl {
    /// Everything the control draws and says now, as one value: its layout, look, what each visible dot
    /// carries, the label, the scrub preview, the idle fade, the focus ring and the platter, and the accessible
    /// label and value, whether it animates and its visible pages. Renderers and hosts draw and speak from it
    /// alone (`DisplayList(control.frame())`).
    ///
    /// Making a frame changes nothing: it reads what the control keeps up to date as it changes.
    ///
    /// - Parameters:
    ///   - showsFocusRing: Whether the frame ends with the keyboard focus ring (the host knows when focus is
    ///     visible). The default is false.
    ///   - platter: How the host shows the platter: the default, ``PlatterMaterial/drawn``, draws its
    ///     primitive; ``PlatterMaterial/opaque`` draws it opaque; a system material leaves it out (the host puts
    ///     the material behind the dots).
    /// - Complexity: O(1) and allocation-free whatever the page count; O(visible dots) with the focus ring.
    public func frame(showsFocusRing: Bool = false, platter: PlatterMaterial = .drawn) -> PageControlFrame {
        frame(showsFocusRing: showsFocusRing, platter: platter, bounds: nil)
    }

    /// The frame the control would draw in `bounds` (nil: its own), as ``frame(showsFocusRing:platter:)``: the
    /// accessibility audit reads the web element's frame, whose bounds the element chooses.
    @inline(__always)  // into frame(showsFocusRing:platter:), which then makes the frame in its result, not a copy
    package func frame(showsFocusRing: Bool = false, platter: PlatterMaterial = .drawn, bounds: Rect?)
        -> PageControlFrame
    {
        let (interaction, progress, states) = (self.interaction, storedProgress, storedIndicatorStates)
        let layout = makeLayout(position: pages.position, bounds: bounds)
        let showsLabel: Bool
        if case .dots = window.overflowStyle { showsLabel = layout.presentation == .numeric } else { showsLabel = true }
        #if hasFeature(Embedded)
            let preview: ScrubPreview? = nil  // the web element shows no scrub preview (Guides/Web.md)
        #else
            let preview = hasScrubPreviewCause ? scrubPreview(in: layout) : nil
        #endif
        return PageControlFrame(
            layout: layout, size: (bounds ?? self.bounds).size, look: look, currentPage: pages.displayedPage,
            progress: shownProgress, opacity: attention.idleOpacity,
            showsPlatter: look.showsPlatter(in: interactionState), platter: platter,
            label: showsLabel ? compactLabel(in: layout) : nil, focusRing: showsFocusRing ? layout.focusRing : nil,
            focusRingColor: showsFocusRing ? interaction.focusRingColor : nil,
            preview: preview, drawsPreview: interaction.showsScrubPreview,
            states: states, contents: layout.presentation == .dots ? contentDrawing : nil,
            accessibilityElement: accessibilityElement(pages: pages, progress: progress, states: states),
            isAnimating: isAnimating, minimumHitTargetSize: interaction.minimumHitTargetSize,
            stepButtons: stepButtonSettings, stepSize: personStep)
    }
}
