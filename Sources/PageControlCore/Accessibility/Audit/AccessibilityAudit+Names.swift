#if !hasFeature(Embedded)
    extension AccessibilityAudit {
        /// WCAG 4.1.2 Name, Role, Value: what a person sees must have a name assistive technology can say.
        ///
        /// - The label: an empty one (only spaces) names nothing; with no label the control is the language's
        ///   "Page control", which tells nothing apart when several page controls share the screen
        ///   (``Screen/pageControlCount``).
        /// - Each page whose dot shows something of its own, text (``IndicatorContent/text(_:)``) or a shape of its
        ///   own drawn from a path (an icon or a thumbnail, ``PageControl/setIndicatorShape(_:forPage:)``), needs a
        ///   title (``AccessibilityOptions/pageTitles``) saying what the page is: a tab or link on the web is named
        ///   by the title alone. Numbers and badges are spoken already ("Page 3 of 8, 2 new").
        var nameFindings: [Finding] {
            guard isShown else { return [] }
            var findings: [Finding] = []
            let options = control.accessibility
            if let label = options.label, Self.isBlank(label) {
                findings.append(
                    Finding(
                        criterion: "4.1.2", page: nil,
                        message: "Give accessibility.label a name, such as \"Photos\", or leave it nil for "
                            + "\"Page control\": an empty label names nothing."))
            } else if options.label == nil, screen.pageControlCount > 1 {
                findings.append(
                    Finding(
                        criterion: "4.1.2", page: nil,
                        message: "Set accessibility.label to what this control pages through, such as \"Featured "
                            + "photos\": \(screen.pageControlCount) page controls share the screen, and each one "
                            + "without a label is read as \"\(control.accessibilityElement.label)\"."))
            }
            guard frame.layout.presentation == .dots else { return findings }
            for (page, shown) in pagesShowingTheirOwn where options.pageTitles[page].map(Self.isBlank) ?? true {
                findings.append(
                    Finding(
                        criterion: "4.1.2", page: page,
                        message: "Give \(Self.pageName(page)) a title in accessibility.pageTitles saying what the page "
                            + "is: its dot shows \(shown), which names nothing to assistive technology."))
            }
            return findings
        }

        /// The pages whose dots show text or an icon of their own, ascending, with what they show in words.
        ///
        /// - Complexity: O(k log k) for k pages with content or a shape of their own.
        var pagesShowingTheirOwn: [(page: Int, shown: String)] {
            var shown: [Int: String] = [:]
            let shapes = frame.look.shapes
            for (page, shape) in shapes.overrides where Self.isIcon(shape) { shown[page] = "an icon of its own" }
            for (page, shape) in shapes.currentOverrides where Self.isIcon(shape) { shown[page] = "an icon of its own" }
            let presentation = control.presentation
            for page in presentation.pagesWithContent {
                if case .text(let text) = presentation.content(forPage: page) { shown[page] = "\"\(text)\"" }
            }
            return shown.keys.sorted().map { ($0, shown[$0] ?? "") }
        }

        /// Whether a shape is a picture of its own (a path), not one of the plain shapes.
        nonisolated static func isIcon(_ shape: IndicatorShape) -> Bool {
            if case .path = shape { return true }
            return false
        }

        /// Whether a text has nothing but white space.
        nonisolated static func isBlank(_ text: String) -> Bool { text.allSatisfy(\.isWhitespace) }
    }
#endif
