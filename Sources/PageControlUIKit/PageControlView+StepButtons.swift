#if canImport(UIKit) && !os(watchOS)
    import PageControlCore
    import PageControlRendering
    import UIKit

    extension PageControlView {
        /// With step buttons (`PageControl.showsStepButtons`) the view is an accessibility container rather than an
        /// element: the dots first, as one adjustable element that says and does what the view says and does
        /// without buttons, then each shown button, in reading order.
        var stepButtonAccessibilityElements: [Any] {
            var elements: [Any] = [dotsAccessibilityElement]
            let frame = control.frame()
            for button in PageControlStepButton.allCases
            where frame.accessibilityElement(forStepButton: button) != nil {
                elements.append(button == .previous ? previousAccessibilityElement : nextAccessibilityElement)
            }
            return elements
        }

        /// VoiceOver activated a step button: the core steps as for a tap on it (or does nothing at an end).
        func activateStepButton(_ button: PageControlStepButton) -> Bool {
            guard control.hitTesting.frame(forStepButton: button) != nil else { return false }
            control.activateStepButton(button)
            refresh()
            return true
        }

        /// The dots' element while the view is a container: everything it reads and does is the view's own.
        final class DotsAccessibilityElement: UIAccessibilityElement {
            unowned let view: PageControlView

            init(view: PageControlView) {
                self.view = view
                super.init(accessibilityContainer: view)
            }

            override var isAccessibilityElement: Bool {
                get { true }
                set {}
            }
            override var accessibilityFrameInContainerSpace: CGRect {
                get { view.bounds }
                set {}
            }
            override var accessibilityLabel: String? {
                get { view.accessibilityLabel }
                set {}
            }
            override var accessibilityValue: String? {
                get { view.accessibilityValue }
                set {}
            }
            override var accessibilityLanguage: String? {
                get { view.accessibilityLanguage }
                set {}
            }
            override var accessibilityTraits: UIAccessibilityTraits {
                get { view.accessibilityTraits }
                set {}
            }
            override var accessibilityCustomActions: [UIAccessibilityCustomAction]? {
                get { view.accessibilityCustomActions }
                set {}
            }
            override func accessibilityIncrement() { view.accessibilityIncrement() }
            override func accessibilityDecrement() { view.accessibilityDecrement() }
            override func accessibilityActivate() -> Bool { view.accessibilityActivate() }
            override func accessibilityElementDidBecomeFocused() { view.accessibilityElementDidBecomeFocused() }
            override func accessibilityElementDidLoseFocus() { view.accessibilityElementDidLoseFocus() }
        }

        /// A step button's element: "Previous page" or "Next page" in the control's language, a button, dimmed at
        /// the end it steps towards; activating it taps the button.
        final class StepButtonAccessibilityElement: UIAccessibilityElement {
            unowned let view: PageControlView
            let button: PageControlStepButton

            init(view: PageControlView, button: PageControlStepButton) {
                self.view = view
                self.button = button
                super.init(accessibilityContainer: view)
            }

            /// The frame's element for the button, or nil while it is not shown.
            var element: PageControlAccessibilityElement? {
                view.control.frame().accessibilityElement(forStepButton: button)
            }

            override var isAccessibilityElement: Bool {
                get { element != nil }
                set {}
            }
            override var accessibilityFrameInContainerSpace: CGRect {
                get { view.control.frame().stepButton(button).map { CGRect($0.hitFrame) } ?? .zero }
                set {}
            }
            override var accessibilityLabel: String? {
                get { element?.label }
                set {}
            }
            override var accessibilityLanguage: String? {
                get { view.accessibilityLanguage }
                set {}
            }
            override var accessibilityTraits: UIAccessibilityTraits {
                get { element?.isEnabled == false ? [.button, .notEnabled] : .button }
                set {}
            }
            override func accessibilityActivate() -> Bool { view.activateStepButton(button) }
        }
    }
#endif
