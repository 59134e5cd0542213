// As UIAccessibilityConstants.h declares them: a typed integer enum whose constants Swift sees as members.
// https://developer.apple.com/documentation/uikit/uiaccessibilitytraits
typedef unsigned long long UIAccessibilityTraits __attribute__((swift_wrapper(enum)));
extern const UIAccessibilityTraits UIAccessibilityTraitNone __attribute__((swift_name("UIAccessibilityTraits.none")));
extern const UIAccessibilityTraits UIAccessibilityTraitButton
    __attribute__((swift_name("UIAccessibilityTraits.button")));
extern const UIAccessibilityTraits UIAccessibilityTraitUpdatesFrequently
    __attribute__((swift_name("UIAccessibilityTraits.updatesFrequently")));
extern const UIAccessibilityTraits UIAccessibilityTraitAdjustable
    __attribute__((swift_name("UIAccessibilityTraits.adjustable")));
extern const UIAccessibilityTraits UIAccessibilityTraitNotEnabled
    __attribute__((swift_name("UIAccessibilityTraits.notEnabled")));
