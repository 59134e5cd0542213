/// What a step button does at the end of the row it steps towards (``PageControl/stepButtonsAtEnds``): on the first
/// page the previous button, on the last the next one. A looping row has no ends, so its buttons always step.
public enum StepButtonsAtEnds: Sendable, Hashable, CaseIterable {
    /// Drawn dimmed, in the other dots' colour, and inert: a tap on it does nothing and falls through to nothing,
    /// and assistive technology hears it as dimmed. The default.
    case disabled
    /// Not drawn and not a target, with its space kept, so the dots never move as a person reaches an end.
    case hidden
}
