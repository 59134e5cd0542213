import PageControlCore

/// The controls the page has made, by handle, and the buffer every string argument shares (the page is
/// single-threaded).
#if !hasFeature(Embedded)
    @MainActor
#endif
enum WebRegistry {
    /// The controls; a destroyed one leaves nil so that handles stay stable.
    static var controls: [WebControl?] = []
    /// Where the page writes a string argument (UTF-8) before a call that reads one.
    static var input: [UInt8] = []

    /// The address of an array's storage, valid until the array next changes.
    static func address<Element>(of array: [Element]) -> Int {
        array.withUnsafeBufferPointer { Int(bitPattern: $0.baseAddress) }
    }

    /// Makes a control and returns its handle.
    static func create() -> Int {
        controls.append(WebControl())
        return controls.count - 1
    }

    /// The control behind a handle, or nil for an unknown or destroyed one.
    @inline(never)  // one copy for its callers, not one each: a smaller web module (Guides/Web.md)
    static func control(_ handle: Int) -> WebControl? {
        handle >= 0 && handle < controls.count ? controls[handle] : nil
    }

    /// The string the page wrote into ``input``, `length` bytes long.
    static func inputString(_ length: Int) -> String {
        let count = min(max(length, 0), input.count)
        return input.withUnsafeBufferPointer { PlainText.string(utf8: UnsafeBufferPointer(rebasing: $0[0..<count])) }
    }
}
