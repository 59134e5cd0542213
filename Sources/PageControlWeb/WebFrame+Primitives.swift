import PageControlCore
import PageControlRendering

/// A primitive's numbers, as ``WebFrame/Primitive`` lays them out: its kind and geometry in points, its paint, page,
/// role and whether it is current; a path's elements go to the path numbers and a text's string to the drawn texts.
extension WebFrame {
    /// Writes the numbers of every primitive of `list`, in order, numbering the text primitives among them from 0.
    #if !hasFeature(Embedded)
        @MainActor
    #endif
    mutating func put(_ list: borrowing DisplayList, into out: inout Writer, web: WebControl) {
        var textIndex = 0.0
        for index in 0..<list.count {
            put(list[index], into: &out, textIndex: &textIndex, web: web)
        }
    }

    /// Writes one primitive's numbers (its path numbers and string go to ``paths`` and ``drawnTexts``).
    #if !hasFeature(Embedded)
        @MainActor
    #endif
    mutating func put(_ primitive: DisplayPrimitive, into out: inout Writer, textIndex: inout Double, web: WebControl) {
        switch primitive.geometry {
        case .roundedRectangle(let rect, let cornerRadius):
            out.putBox(.fill, rect, cornerRadius: cornerRadius, lineWidth: 0)
        case .ring(let rect, let cornerRadius, let strokeWidth):
            out.putBox(.ring, rect, cornerRadius: cornerRadius, lineWidth: strokeWidth)
        case .path(let path):
            #if hasFeature(Embedded)
                // The display list's only paths are custom shapes and step buttons' chevrons, and the element sets
                // no shape and draws its own buttons: the web module writes no path, nor links a path writer.
                _ = path
                preconditionFailure("The web element draws no path (it sets no shape and draws its own buttons).")
            #else
                putPath(path, into: &out)
            #endif
        case .text(let line):
            out.put(Kind.text.rawValue)
            out.put(line.origin.x)
            out.put(line.origin.y)
            out.put(line.fontSize)
            switch line.alignment {
            case .leading: out.put(0)
            case .center: out.put(1)
            case .trailing: out.put(2)
            }
            out.put(textIndex)
            out.put(0)
            textIndex += 1
            PlainText.append(line.string, to: &drawnTexts)
            drawnTexts.append(WebFrame.separator)
        }
        let paint = primitive.paint
        out.put(web.colorCode(paint))
        out.put(paint.alpha)
        out.put(Double(primitive.page ?? -1))
        out.put(WebFrame.roleCode(primitive.role))
        out.put(primitive.isCurrent ? 1 : 0)
    }

    #if !hasFeature(Embedded)
        /// Writes a path's kind and frame, and its elements to the path numbers: per element a code (0 move, 1 line,
        /// 2 quadratic curve, 3 cubic curve, 4 close) and its points, control points first.
        @MainActor
        mutating func putPath(_ path: DisplayPath, into out: inout Writer) {
            let frame = path.frame
            let start = paths.count
            for element in path.elements {
                switch element {
                case .move(let p): paths.append(contentsOf: [0, p.x, p.y])
                case .line(let p): paths.append(contentsOf: [1, p.x, p.y])
                case .quadCurve(let p, let c): paths.append(contentsOf: [2, c.x, c.y, p.x, p.y])
                case .curve(let p, let c1, let c2): paths.append(contentsOf: [3, c1.x, c1.y, c2.x, c2.y, p.x, p.y])
                case .close: paths.append(4)
                }
            }
            out.put(Kind.path.rawValue)
            out.put(frame.minX)
            out.put(frame.minY)
            out.put(frame.width)
            out.put(frame.height)
            out.put(Double(start))
            out.put(Double(paths.count - start))
        }
    #endif
}
