#if !hasFeature(Embedded)
    extension AccessibilityAudit {
        /// WCAG 1.4.1 Use of Color: a page's state or badge must show by more than hue.
        ///
        /// - A page state whose dots keep the other dots' shape and differ from them by less than 3:1 (a lightness
        ///   difference of 3:1 counts as more than colour, as WCAG's Understanding 1.4.1 says): one finding per
        ///   state, on its first page. The core's unavailable ring passes; its green completed and red attention
        ///   dots pass or not with the other dots' colour and the background.
        /// - A plain badge (a count of 0, a disc without a number) less than 3:1 from the dot it sits on: one finding
        ///   per page. A badge with a count shows its number.
        ///
        /// Badges are drawn on dots only; the number has no states to show.
        var colorAloneFindings: [Finding] {
            guard isShown, frame.layout.presentation != .numeric else { return [] }
            return stateFindings + badgeFindings
        }

        /// The states told apart by colour alone, each on its first page.
        var stateFindings: [Finding] {
            let states = control.indicatorStates
            guard !states.isEmpty else { return [] }
            let look = frame.look
            let diameter = frame.layout.metrics.diameter
            var firstPages: [(state: IndicatorState, page: Int, others: Int)] = []
            for (page, state) in states.pages {
                if let index = firstPages.firstIndex(where: { $0.state == state }) {
                    firstPages[index].others += 1
                } else {
                    firstPages.append((state, page, 0))
                }
            }
            return firstPages.compactMap { state, page, others in
                let style = look.style(for: state, diameter: diameter)
                guard (style.shape ?? look.shapes.preferred) == look.shapes.preferred, let color = style.color else {
                    return nil
                }
                let contrast = Color.contrastRatio(seen(color), seen(look.otherColor))
                guard seen(color).hexString != seen(look.otherColor).hexString, contrast < Self.minimumContrast
                else { return nil }
                let more = others == 0 ? "" : " and \(others) more"
                return Finding(
                    criterion: "1.4.1", page: page,
                    message: "Give the \(state.name) state a shape of its own (indicatorStates.setStyle(_:for:)) "
                        + "or a colour at least 3:1 from the other dots: its dots (\(Self.pageName(page))\(more)) "
                        + "differ from them by colour alone, \(describe(color)) against "
                        + "\(describe(look.otherColor)) at \(Self.ratio(contrast)).")
            }
        }

        /// The plain badges told from their dots by colour alone, one per page.
        var badgeFindings: [Finding] {
            let presentation = control.presentation
            guard frame.layout.presentation == .dots else { return [] }
            let look = frame.look
            return presentation.pagesWithContent.compactMap { page in
                guard presentation.content(forPage: page).badgeCount == 0 else { return nil }
                let dot =
                    look.style(for: control.indicatorStates[page], diameter: frame.layout.metrics.diameter).color
                    ?? look.otherColor
                let contrast = Color.contrastRatio(seen(look.badgeColor), seen(dot))
                guard contrast < Self.minimumContrast else { return nil }
                return Finding(
                    criterion: "1.4.1", page: page,
                    message: "Give \(Self.pageName(page))'s badge a count or a badge colour at least 3:1 from its "
                        + "dot (presentation.badgeColor): the plain disc \(describe(look.badgeColor)) differs from "
                        + "\(describe(dot)) by colour alone, at \(Self.ratio(contrast)).")
            }
        }
    }
#endif
