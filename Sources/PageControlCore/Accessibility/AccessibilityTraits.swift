/// The accessibility traits a host should report for the control.
public struct AccessibilityTraits: OptionSet, Sendable, Hashable {
    /// The raw bits.
    public let rawValue: Int

    /// Creates traits from raw bits.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// The value can be changed by swiping up and down (VoiceOver) or with increment and decrement.
    public static let adjustable = AccessibilityTraits(rawValue: 1 << 0)
    /// The value changes often; assistive technology should poll it rather than expect notifications.
    public static let updatesFrequently = AccessibilityTraits(rawValue: 1 << 1)
    /// A button: a step button (``PageControl/accessibilityElement(forStepButton:)``).
    public static let button = AccessibilityTraits(rawValue: 1 << 2)
    /// Dimmed: a step button at the end it steps towards.
    public static let notEnabled = AccessibilityTraits(rawValue: 1 << 3)
}
