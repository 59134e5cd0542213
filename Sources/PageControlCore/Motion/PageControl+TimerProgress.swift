extension PageControl {
    /// The timer that advances pages on its own, or nil (the default) for none; see ``TimerProgress``.
    ///
    /// Setting a timer detaches it from any other control. While one is set, the current dot is drawn as a
    /// pill (its own length plus a gap plus a dot) that fills as the time passes.
    public var timerProgress: TimerProgress? {
        get { storedTimerProgress }
        set {
            if let old = storedTimerProgress, old !== newValue { old.control = nil }
            if let timer = newValue, let other = timer.control, other !== self { other.storedTimerProgress = nil }
            newValue?.control = self
            storedTimerProgress = newValue
        }
    }

    /// Whether animations are replaced by instant changes (Reduce Motion). The default is false.
    ///
    /// Turning it on finishes any running animation at once.
    public var reducesMotion: Bool {
        get { storedReducesMotion }
        set {
            storedReducesMotion = newValue
            if newValue { finishAnimations() }
        }
    }
}
