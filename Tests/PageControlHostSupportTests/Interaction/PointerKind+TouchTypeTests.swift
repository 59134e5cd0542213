import PageControlCore
import Testing

@testable import PageControlHostSupport

@Suite struct PointerKindTouchTypeTests {
    @Test(
        "UITouch.TouchType's raw values: direct and indirect touches, the pencil, the iPad pointer, future types",
        arguments: [(0, PointerKind.touch), (1, .touch), (2, .pen), (3, .mouse), (4, .touch), (-1, .touch)])
    func touchType(rawValue: Int, kind: PointerKind) {
        #expect(PointerKind(touchType: rawValue) == kind)
    }
}
