/// What changed between a control's last frame and its new one (both in ``WebFrame``'s layout): which primitives,
/// and whether any tab. The page touches only those shapes, and its tabs only when one changed, so a position update
/// costs it the mark that moves, not a pass over every number of the frame.
enum WebFrameChanges {
    /// Where a frame's sections start, read from its header.
    struct Sections {
        let tabCount: Int
        let primitiveCount: Int
        let primitives: Int
        let paths: Int

        init(_ numbers: UnsafePointer<Double>) {
            tabCount = Int(numbers[WebFrame.Header.tabCount.rawValue])
            primitiveCount = Int(numbers[WebFrame.Header.primitiveCount.rawValue])
            primitives = WebFrame.headerCount + tabCount * WebFrame.tabStride
            paths = primitives + primitiveCount * WebFrame.primitiveStride
        }
    }

    /// Writes, from `end` on, the indices of the primitives of the frame in `numbers[0..<end]` that differ from
    /// `last` (the control's last frame; empty before the first), in order, and returns how many and whether the
    /// tabs differ (their count or a number).
    ///
    /// A primitive is listed when it is new (the list grew, or the tabs before it are more or fewer), when one of
    /// its numbers differs, when it is a path and one of its path numbers differs, or when it is a text and
    /// `textsChanged` (a text primitive's string differs, any of them). `numbers` has room for one index per
    /// primitive after `end`.
    ///
    /// - Complexity: O(numbers in the frame), without allocating.
    static func list(in numbers: inout [Double], end: Int, since last: [Double], textsChanged: Bool)
        -> (primitives: Int, tabs: Bool)
    {
        last.withUnsafeBufferPointer { old in
            numbers.withUnsafeMutableBufferPointer { buffer in
                let new = UnsafePointer(buffer.baseAddress!)
                let now = Sections(new)
                var listed = 0
                func add(_ index: Int) {
                    buffer[end + listed] = Double(index)
                    listed += 1
                }
                guard old.count >= WebFrame.headerCount, let oldBase = old.baseAddress,
                    case let then = Sections(oldBase), then.tabCount == now.tabCount
                else {
                    for index in 0..<now.primitiveCount { add(index) }
                    return (listed, true)
                }
                let tabs = !same(
                    new + WebFrame.headerCount, oldBase + WebFrame.headerCount, now.tabCount * WebFrame.tabStride)
                let stride = WebFrame.primitiveStride
                for index in 0..<now.primitiveCount {
                    let at = new + now.primitives + index * stride
                    let was = oldBase + then.primitives + index * stride
                    var changed = index >= then.primitiveCount || !same(at, was, stride)
                    if !changed {
                        switch at[WebFrame.Primitive.kind.rawValue] {
                        case WebFrame.Kind.path.rawValue:
                            let first = WebFrame.Primitive.radius.rawValue
                            let count = Int(at[WebFrame.Primitive.lineWidth.rawValue])
                            changed = !same(
                                new + now.paths + Int(at[first]), oldBase + then.paths + Int(was[first]), count)
                        case WebFrame.Kind.text.rawValue:
                            changed = textsChanged
                        default:
                            break
                        }
                    }
                    if changed { add(index) }
                }
                return (listed, tabs)
            }
        }
    }

    /// Whether the `count` numbers at `new` equal those at `old`.
    static func same(_ new: UnsafePointer<Double>, _ old: UnsafePointer<Double>, _ count: Int) -> Bool {
        var offset = 0
        while offset < count {
            if new[offset] != old[offset] { return false }
            offset += 1
        }
        return true
    }
}
