#if canImport(CoreGraphics)
    import CoreGraphics
    import PageControlCore

    extension Point {
        /// The point of a Core Graphics point.
        public init(_ point: CGPoint) {
            self.init(x: Double(point.x), y: Double(point.y))
        }
    }

    extension Size {
        /// The size of a Core Graphics size.
        public init(_ size: CGSize) {
            self.init(width: Double(size.width), height: Double(size.height))
        }
    }

    extension Rect {
        /// The rectangle of a Core Graphics rectangle, keeping its origin and size as given.
        public init(_ rect: CGRect) {
            self.init(origin: Point(rect.origin), size: Size(rect.size))
        }
    }

    extension CGPoint {
        /// The Core Graphics point of a point.
        public init(_ point: Point) {
            self.init(x: CGFloat(point.x), y: CGFloat(point.y))
        }
    }

    extension CGSize {
        /// The Core Graphics size of a size.
        public init(_ size: Size) {
            self.init(width: CGFloat(size.width), height: CGFloat(size.height))
        }
    }

    extension CGRect {
        /// The Core Graphics rectangle of a rectangle.
        public init(_ rect: Rect) {
            self.init(origin: CGPoint(rect.origin), size: CGSize(rect.size))
        }
    }
#endif
