import PageControlCore
import Testing

@testable import PageControlHostSupport

@Suite struct PageControlKeyModifierFlagsTests {
    @Test(
        "UIKeyModifierFlags' raw values (shift 1 << 17 … command 1 << 20) map to the modifiers",
        arguments: [
            (0x2_0000, .shift), (0x4_0000, .control), (0x8_0000, .option), (0x10_0000, .command),
            (0x12_0000, [.shift, .command]), (0, []),
        ] as [(Int, PageControlKey.Modifiers)])
    func flags(rawValue: Int, modifiers: PageControlKey.Modifiers) {
        #expect(PageControlKey.Modifiers(keyModifierFlags: rawValue) == modifiers)
    }

    @Test("Caps Lock (1 << 16) and the numeric pad (1 << 21) are ignored")
    func ignored() {
        #expect(PageControlKey.Modifiers(keyModifierFlags: 0x21_0000).isEmpty)
        #expect(PageControlKey.Modifiers(keyModifierFlags: 0x3_0000) == .shift)
    }
}
