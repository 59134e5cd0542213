extension TerminalInputDecoder {
    // MARK: - Mouse

    /// Decodes `ESC [ M Cb Cx Cy`, where each of the three bytes is its value plus 32.
    func legacyMouseStep(at start: Int, atEnd: Bool) -> Step? {
        let length = 6
        guard start + length <= pending.count else {
            return truncatedStep(at: start, atEnd: atEnd)
        }
        let bytes = Array(pending[start..<start + length])
        let code = Int(bytes[3]) - 32
        let column = Int(bytes[4]) - 32
        let row = Int(bytes[5]) - 32
        guard code >= 0, column >= 1, row >= 1 else {
            return Step(length: length, event: .unknown(bytes))
        }
        let event = Self.mouseEvent(code: code, column: column, row: row, released: nil)
        return Step(length: length, event: event ?? .unknown(bytes))
    }

    /// Builds an event from an SGR parameter list `Cb ; Cx ; Cy`, or returns `nil` if it is malformed.
    static func sgrMouseEvent(parameters: ArraySlice<UInt8>, released: Bool) -> TerminalInputEvent? {
        guard let numbers = numericParameters(parameters), numbers.count == 3,
            let code = numbers[0], let column = numbers[1], let row = numbers[2],
            code <= 255, column >= 1, row >= 1
        else {
            return nil
        }
        return mouseEvent(code: code, column: column, row: row, released: released)
    }

    /// Interprets an xterm button code. `released` is `nil` for legacy reports, which signal a release with
    /// button bits 3 instead of a final byte.
    static func mouseEvent(code: Int, column: Int, row: Int, released: Bool?) -> TerminalInputEvent? {
        let buttonBits = code & 3
        let modifiers = TerminalMouseEvent.Modifiers(rawValue: UInt8((code >> 2) & 7))
        let isMotion = code & 32 != 0
        let isWheel = code & 64 != 0
        guard code & 128 == 0 else {
            // Buttons 8 to 11 (extra mouse buttons) are not supported.
            return nil
        }
        let kind: TerminalMouseEvent.Kind
        var button = buttonBits
        if isWheel {
            guard released != true, !isMotion else {
                return nil
            }
            switch buttonBits {
            case 0: kind = .wheelUp
            case 1: kind = .wheelDown
            default: return nil  // Horizontal scrolling.
            }
            button = 0
        } else if released == true || (released == nil && buttonBits == 3 && !isMotion) {
            kind = .release
        } else if buttonBits == 3 {
            guard isMotion else { return nil }  // A press with no button means nothing.
            kind = .move  // Any-motion mode (1003): the pointer hovers.
        } else {
            kind = isMotion ? .drag : .press
        }
        let event = TerminalMouseEvent(kind: kind, button: button, column: column, row: row, modifiers: modifiers)
        return .mouse(event)
    }

    // MARK: - Numbers

    /// The most digits accepted in one numeric parameter; longer numbers make the sequence malformed.
    private static let maximumDigits = 5

    /// Splits `bytes` on semicolons into decimal numbers (`nil` for an empty field).
    ///
    /// Returns `nil` when a byte other than a digit or semicolon appears, or when a number has more than
    /// ``maximumDigits`` digits, so no arithmetic can overflow.
    static func numericParameters(_ bytes: ArraySlice<UInt8>) -> [Int?]? {
        var result: [Int?] = []
        var current: Int?
        var digits = 0
        for byte in bytes {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                digits += 1
                guard digits <= maximumDigits else {
                    return nil
                }
                current = (current ?? 0) * 10 + Int(byte - UInt8(ascii: "0"))
            case UInt8(ascii: ";"):
                result.append(current)
                current = nil
                digits = 0
            default:
                return nil
            }
        }
        if !bytes.isEmpty {
            result.append(current)
        }
        return result
    }
}
