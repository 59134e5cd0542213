import PageControlCore
import Testing

@testable import PageControlWeb

/// The frame as the page reads it: numbers at the address `pc_frame` returns (or `pc_set_position` and
/// `pc_scrolled`, which write the frame too), texts at `pc_text`'s (none when no text changed); and string
/// arguments and new controls as the page makes them.
@MainActor
struct WebFrameReader {
    let numbers: [Double]
    let fields: [String]?

    /// The frame written at `address`, or the one `pc_frame` writes now.
    init(_ handle: Int32, address: Int? = nil) {
        let address = address ?? pcFrame(handle)
        let header = UnsafePointer<Double>(bitPattern: address)!
        let tabs = Int(header[WebFrame.Header.tabCount.rawValue])
        let primitives = Int(header[WebFrame.Header.primitiveCount.rawValue])
        let paths = Int(header[WebFrame.Header.pathCount.rawValue])
        let count =
            WebFrame.headerCount + tabs * WebFrame.tabStride + primitives * WebFrame.primitiveStride + paths
        numbers = Array(UnsafeBufferPointer(start: header, count: count))
        let length = Int(header[WebFrame.Header.textLength.rawValue])
        if length == 0 {
            fields = nil
        } else {
            let bytes = UnsafeBufferPointer(start: UnsafePointer<UInt8>(bitPattern: pcText(handle))!, count: length)
            fields = String(decoding: bytes, as: UTF8.self)
                .split(separator: "\u{1F}", omittingEmptySubsequences: false).map(String.init)
        }
    }

    subscript(_ field: WebFrame.Header) -> Double { numbers[field.rawValue] }
    var tabCount: Int { Int(self[.tabCount]) }
    var primitiveCount: Int { Int(self[.primitiveCount]) }
    func tab(_ index: Int) -> [Double] {
        let start = WebFrame.headerCount + index * WebFrame.tabStride
        return Array(numbers[start..<start + WebFrame.tabStride])
    }
    func primitive(_ index: Int) -> [Double] {
        let start = WebFrame.headerCount + tabCount * WebFrame.tabStride + index * WebFrame.primitiveStride
        return Array(numbers[start..<start + WebFrame.primitiveStride])
    }

    /// Writes `text` where the page writes string arguments and returns its length.
    static func input(_ text: String) -> Int32 {
        let bytes = Array(text.utf8)
        let address = pcInput(Int32(bytes.count))
        let buffer = UnsafeMutablePointer<UInt8>(bitPattern: address)!
        for (index, byte) in bytes.enumerated() { buffer[index] = byte }
        return Int32(bytes.count)
    }

    /// Sets the effect `name` spells as the page does: by its place in ``IndicatorEffect/all`` and its scale
    /// (`pc_set_effect`). Returns what the export returns, or 0 for a name the core does not know.
    @discardableResult
    static func setEffect(_ handle: Int32, _ name: String) -> Int32 {
        guard let effect = IndicatorEffect(name: name) else { return 0 }
        if case .scale(let scale) = effect {
            let code = IndicatorEffect.all.firstIndex { if case .scale = $0 { true } else { false } }!
            return pcSetEffect(handle, Int32(code), scale)
        }
        return pcSetEffect(handle, Int32(IndicatorEffect.all.firstIndex(of: effect)!), .nan)
    }

    /// Sets the presentation `name` spells as the page does: by its place in ``IndicatorPresentation/allCases``
    /// (`pc_set_presentation`). Returns what the export returns, or 0 for a name the core does not know.
    @discardableResult
    static func setPresentation(_ handle: Int32, _ name: String) -> Int32 {
        guard let presentation = IndicatorPresentation(name: name) else { return 0 }
        return pcSetPresentation(handle, Int32(IndicatorPresentation.allCases.firstIndex(of: presentation)!))
    }

    /// A new control of `pages` pages, by its handle.
    static func control(pages: Double) -> Int32 {
        let handle = pcCreate()
        pcSetPages(handle, pages)
        return handle
    }
}
