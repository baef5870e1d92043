import PaywallModel

/// Draws a v1 template paywall (`offering.paywall`, templates 1, 2, 3, 4, 5 and 7) into a frame of any size.
public enum TemplatePaywallRenderer {
    /// Draws the paywall into a `width` × `height` canvas; its anchors say where packages, tiers and links are.
    /// Content taller than the frame is built again without spacing and images, then scrolls above the footer.
    public static func render(_ paywall: TemplatePaywall, presentation: PaywallPresentation, look: PaywallLook,
                              width: Int, height: Int) -> Canvas {
        var frame = frame(paywall, presentation: presentation, look: look, tight: false)
        let natural = frame.naturalHeights(width: width)
        if natural.body + natural.footer > height {
            frame = self.frame(paywall, presentation: presentation, look: look, tight: true)
        }
        var canvas = frame.canvas(width: width, height: height, look: look)
        frame.render(in: canvas.buffer.area, on: &canvas)
        return canvas
    }

    /// The id of the package shown as selected: the one picked when shown, else the (tier's) default, else the first.
    public static func selectedPackage(of paywall: TemplatePaywall, presentation: PaywallPresentation) -> String? {
        TemplateSelection(paywall, presentation: presentation, dark: false).selectedPackageID
    }

    /// The ids of the packages the customer chooses from, in order (the current tier's for template 7; templates 1
    /// and 3 show only the selected one's offer details, but the choice still moves among these).
    public static func shownPackages(of paywall: TemplatePaywall, presentation: PaywallPresentation) -> [String] {
        TemplateSelection(paywall, presentation: presentation, dark: false).packages
    }

    private static func frame(_ paywall: TemplatePaywall, presentation: PaywallPresentation, look: PaywallLook, tight: Bool) -> PaywallFrame {
        let selection = TemplateSelection(paywall, presentation: presentation, dark: look.usesDarkScheme)
        let builder = TemplateViewBuilder(paywall: paywall, presentation: presentation, look: look, selection: selection, isTight: tight)
        return PaywallFrame(body: builder.body(), footer: builder.footer(), background: builder.backgroundStyle,
                            scrollOffset: presentation.scrollOffset,
                            focus: PaywallFrame.focus(of: presentation, selectedPackage: selection.selectedPackageID))
    }
}
