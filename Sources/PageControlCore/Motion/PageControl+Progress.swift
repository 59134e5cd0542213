extension PageControl {
    /// The progress of the current page, or nil (the default) for none, as `UIPageControl.progress`
    /// (iOS 17): a ``PageControlTimerProgress`` that advances pages on its own, or a
    /// ``PageControlProgress`` the app drives (video playback, downloads).
    ///
    /// Setting a progress detaches it from any other control. While one is set, the current dot is drawn
    /// as a pill (its own length plus a gap plus a dot) that fills from its leading edge, hidden while a
    /// person scrubs, and the accessibility value adds the percentage ("Page 3 of 5, 40%").
    public var progress: PageControlProgress? {
        get { storedProgress }
        set {
            if let old = storedProgress, old !== newValue { old.control = nil }
            if let progress = newValue, let other = progress.control, other !== self { other.storedProgress = nil }
            newValue?.control = self
            storedProgress = newValue
        }
    }

}
