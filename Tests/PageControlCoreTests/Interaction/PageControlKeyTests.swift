import PageControlCore
import Testing

@Suite struct PageControlKeyHIDTests {
    @Test(
        "Hardware keyboard usages map to keys",
        arguments: [
            (0x50, PageControlKey?.some(.left)), (0x4F, .right), (0x52, .up), (0x51, .down), (0x4A, .home),
            (0x4D, .end), (0x4B, .pageUp), (0x4E, .pageDown), (0x2C, .space), (0x28, nil), (0, nil), (-1, nil),
            (Int.max, nil),
        ])
    func hid(usage: Int, key: PageControlKey?) {
        #expect(PageControlKey(hidUsage: usage) == key)
    }
}
