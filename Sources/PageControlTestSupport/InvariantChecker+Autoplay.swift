import PageControlCore

/// Autoplay and the idle fade: a person's stop sticks, the row never fades while someone may be using it,
/// and a timer's progress lies in 0…1.
extension InvariantChecker {
    /// Checks that once a person stops the slide show, nothing but a person starts it again.
    ///
    /// - Parameters:
    ///   - stoppedTimer: The timer before the operation, when a person had stopped it; else nil.
    ///   - operation: The operation just performed.
    func checkPersonsStop(
        _ stoppedTimer: PageControlTimerProgress?, after operation: RandomOperation, into violations: inout [String]
    ) {
        if let timer = stoppedTimer, !timer.isStoppedByPerson, !operation.isPersonsStart {
            violations.append("after \(operation): a person's stop was undone by something else")
        }
    }

    /// Checks that the idle opacity lies in 0…1 and stays 1 under assistive technology, keyboard focus or
    /// hover.
    func checkIdleFade(into violations: inout [String]) {
        let c = control
        if !(c.currentOpacity >= 0 && c.currentOpacity <= 1) { violations.append("idleOpacity \(c.currentOpacity)") }
        if c.currentOpacity < 1,
            c.environment.isAssistiveTechnologyRunning || c.environment.hasKeyboardFocus
                || c.environment.isPointerHovering
        {
            violations.append("the row fades (\(c.currentOpacity)) under assistive technology, focus or hover")
        }
    }

    /// Checks that an attached progress (a timer's or another) lies in 0…1.
    func checkTimerProgress(into violations: inout [String]) {
        if let timer = control.progress, !(timer.currentProgress >= 0 && timer.currentProgress <= 1) {
            violations.append("timer progress \(timer.currentProgress) outside 0...1")
        }
    }
}
