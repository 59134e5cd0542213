#if !hasFeature(Embedded)
    extension AccessibilityAudit {
        /// WCAG 1.4.11 Non-text Contrast: what tells a person where they are must stand out at 3:1.
        ///
        /// - The current dot against the background (the control's verdict, as in the design system's
        ///   `ContrastAudit`).
        /// - The current dot against the other dots, when colour is all that marks it (the same shape and length,
        ///   no scale or fill effect, no timer's pill).
        /// - Under Increase Contrast, the other dots against the background, with the outline the core then draws:
        ///   as the control draws them when ``PageControlEnvironment/prefersIncreasedContrast`` is on now, else as
        ///   the core would adjust today's colours. Without Increase Contrast the other dots' own contrast is not a
        ///   finding: UIKit's translucent dots are faint by design, and a person who needs them to stand out asks
        ///   for more contrast.
        ///
        /// Tracks (the number, segments too short to draw) have no other dots; only the first check applies.
        var contrastFindings: [Finding] {
            guard isShown else { return [] }
            let look = frame.look
            var messages: [String] = []
            let current = visibleContrast(of: look.currentColor, outline: look.outlineColor)
            if current < Self.minimumContrast {
                messages.append(
                    "Give the current dot at least 3:1 against the background \(background.hexString) (it has "
                        + "\(Self.ratio(current)) as \(describe(look.currentColor))): set currentPageIndicatorTintColor "
                        + "to a colour that stands out from it.")
            }
            if !frame.layout.isTrack, control.numberOfPages > 1 {
                let between = Color.contrastRatio(seen(look.currentColor), seen(look.otherColor))
                if between < Self.minimumContrast, currentDotIsMarkedByColorAlone {
                    messages.append(
                        "Give the current dot and the other dots colours at least 3:1 apart, or the current dot a "
                            + "shape or length of its own: colour is all that marks it, and "
                            + "\(describe(look.currentColor)) against \(describe(look.otherColor)) is only "
                            + "\(Self.ratio(between)).")
                }
                let increased = increasedContrastLook
                let other = visibleContrast(of: increased.other, outline: increased.outline)
                if other < Self.minimumContrast {
                    messages.append(
                        "Under Increase Contrast give the other dots at least 3:1 against the background "
                            + "\(background.hexString) (they have \(Self.ratio(other)) as \(describe(increased.other))): "
                            + "set a stronger pageIndicatorTintColor while environment.prefersIncreasedContrast is on.")
                }
            }
            return messages.map { Finding(criterion: "1.4.11", page: nil, message: $0) }
        }

        /// The contrast a dot of `color` has against the background: its fill's, or its outline's when that is more.
        func visibleContrast(of color: Color, outline: Color?) -> Double {
            let fill = Color.contrastRatio(seen(color), background)
            guard let outline else { return fill }
            return Swift.max(fill, Color.contrastRatio(seen(outline), background))
        }

        /// The other dots' colour and the dots' outline under Increase Contrast: the look as drawn when the control
        /// has it on now, else today's colours as the core adjusts them
        /// (``PageControl/increasedContrastColor(of:against:)``).
        var increasedContrastLook: (other: Color, outline: Color?) {
            let look = frame.look
            if control.environment.prefersIncreasedContrast { return (look.otherColor, look.outlineColor) }
            let other = PageControl.increasedContrastColor(of: look.otherColor, against: look.currentColor)
            let outlines = PageControl.needsIndicatorOutlines(current: look.currentColor, other: other)
            return (other, outlines ? other.blackOrWhiteStandingOut : nil)
        }

        /// Whether only colour tells the current dot from the others: the same shape and length, no scale or fill
        /// effect and no progress pill.
        var currentDotIsMarkedByColorAlone: Bool {
            let layout = frame.layout
            let metrics = layout.metrics
            guard metrics.resolvedCurrentIndicatorLength <= metrics.resolvedIndicatorLength, control.progress == nil,
                layout.effect.scaleFactor == 1, layout.effect != .fill
            else { return false }
            return frame.look.shapes.preferredCurrent == frame.look.shapes.preferred
        }
    }
#endif
