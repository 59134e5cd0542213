extension PageControl {
    /// Everything the control draws now, as one value: its layout, resolved look, what each visible dot
    /// carries, the label, the scrub preview, the idle fade, the focus ring and the platter. A display list is
    /// built from it alone (`DisplayList(control.frame())`), and so is every renderer's and host's drawing.
    ///
    /// The parts that change rarely (the look, the states' and the content's drawings, the number's text) are
    /// kept by the control until what they are made from changes, so a frame shares them by reference.
    ///
    /// - Parameters:
    ///   - showsFocusRing: Whether the frame ends with the keyboard focus ring (the host knows when focus is
    ///     visible). The default is false.
    ///   - platter: How the host shows the platter: the default, ``PlatterMaterial/drawn``, draws its
    ///     primitive; ``PlatterMaterial/opaque`` draws it opaque; a system material leaves it out (the host puts
    ///     the material behind the dots).
    /// - Complexity: O(1), with no allocation once the control has drawn since its look last changed;
    ///   O(visible dots) with the focus ring, O(log k + visible dots) with content on k pages.
    public func frame(showsFocusRing: Bool = false, platter: PlatterMaterial = .drawn) -> PageControlFrame {
        PageControlFrame(self, showsFocusRing: showsFocusRing, platter: platter)
    }

    /// The scrub preview over `layout`, boxed, or nil when it has none to draw (out of line: a frame rarely
    /// has one).
    @inline(never)
    func previewBox(in layout: IndicatorLayout) -> PageControlFrame.PreviewBox? {
        scrubPreview(in: layout).map(PageControlFrame.PreviewBox.init)
    }
}
