import PageControlCore

extension PointerKind {
    /// The pointer kind of a UIKit touch, by `UITouch.TouchType`'s raw value: 2 (`.pencil`) is `.pen`, 3
    /// (`.indirectPointer`, an iPad mouse or trackpad) is `.mouse`, and every other value (0 `.direct`, 1
    /// `.indirect`, future types) is `.touch`.
    package init(touchType rawValue: Int) {
        switch rawValue {
        case Self.pencilTouchType: self = .pen
        case Self.indirectPointerTouchType: self = .mouse
        default: self = .touch
        }
    }

    /// `UITouch.TouchType.pencil`'s raw value (`UITouchTypePencil`): 2.
    package static let pencilTouchType = 2
    /// `UITouch.TouchType.indirectPointer`'s raw value (`UITouchTypeIndirectPointer`, iOS 13.4): 3.
    package static let indirectPointerTouchType = 3
}
