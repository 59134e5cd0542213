import PageControlCore
import PageControlRendering

extension DisplayText {
    /// The top-left corner at which a host that draws measured text from its top left (SwiftUI's
    /// `GraphicsContext.draw(_:at:anchor: .topLeading)`) puts this text: its line start for the measured `width`,
    /// and its baseline (`origin.y`) less the text's measured first `baseline` (the distance from its top).
    package func topLeading(forWidth width: Double, baseline: Double) -> Point {
        Point(x: lineStart(forWidth: width), y: origin.y - baseline)
    }
}
