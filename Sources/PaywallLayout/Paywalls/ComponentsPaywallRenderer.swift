import PaywallModel

/// Draws a v2 component paywall (`offering.paywall_components`) into a frame of any size.
public enum ComponentsPaywallRenderer {
    /// Draws the paywall into a `width` × `height` canvas; its anchors say where packages, buttons and tabs are.
    ///
    /// When the content does not fit the height, it is built again in tight mode (no vertical spacing or padding,
    /// no images) so that as much as possible shows at once; what still does not fit scrolls above the footer,
    /// keeping the focus (by default the selected package) in view. Size-class conditions follow `windowWidth`,
    /// the terminal's width (by default the paywall's own).
    public static func render(_ paywall: ComponentsPaywall, presentation: PaywallPresentation, look: PaywallLook,
                              width: Int, height: Int, windowWidth: Int? = nil) -> Canvas {
        let sizeClass = SizeClass(columns: windowWidth ?? width)
        var frame = frame(paywall, presentation: presentation, look: look, sizeClass: sizeClass, tight: false)
        let natural = frame.naturalHeights(width: width)
        if natural.body + natural.footer > height {
            frame = self.frame(paywall, presentation: presentation, look: look, sizeClass: sizeClass, tight: true)
        }
        var canvas = frame.canvas(width: width, height: height, look: look)
        frame.render(in: canvas.buffer.area, on: &canvas)
        return canvas
    }

    /// The id of the package shown as selected: the one picked when the paywall shows it, else the first package
    /// marked selected by default, else the first package (only packages of the offering, on the tab shown).
    public static func selectedPackage(of paywall: ComponentsPaywall, presentation: PaywallPresentation) -> String? {
        let shown = shownPackageComponents(of: paywall, presentation: presentation)
        if let picked = presentation.selectedPackageID, shown.contains(where: { $0.packageID == picked }) { return picked }
        return (shown.first(where: \.isSelectedByDefault) ?? shown.first)?.packageID
    }

    /// The carousels shown, by id (`""` for one without), with their number of pages: the app moves a carousel's
    /// page (`PaywallPresentation.carouselPages`) with left and right.
    public static func carousels(of paywall: ComponentsPaywall) -> [String: Int] {
        var found: [String: Int] = [:]
        for component in paywall.allComponents {
            if case .carousel(let carousel) = component { found[carousel.id ?? ""] = carousel.pages.count }
        }
        return found
    }

    /// Whether the paywall has a countdown, so the app redraws it every second.
    public static func hasCountdown(_ paywall: ComponentsPaywall) -> Bool {
        paywall.allComponents.contains { if case .countdown = $0 { return true } else { return false } }
    }

    /// The ids of the packages shown, in order: in the header, body and footer, on the tab shown, in the offering.
    public static func shownPackages(of paywall: ComponentsPaywall, presentation: PaywallPresentation) -> [String] {
        shownPackageComponents(of: paywall, presentation: presentation).map(\.packageID)
    }

    private static func shownPackageComponents(of paywall: ComponentsPaywall, presentation: PaywallPresentation) -> [PackageComponent] {
        var found: [PackageComponent] = []
        func walk(_ component: PaywallComponent) {
            switch component {
            case .package(let package):
                if presentation.offering.package(package.packageID) != nil { found.append(package) }
            case .tabs(let tabs):
                let current = tabs.tabs.first { $0.id == presentation.selectedTabID } ?? tabs.tabs.first { $0.id == tabs.defaultTabID } ?? tabs.tabs.first
                if let current { walk(.stack(current.stack)) }
            case .carousel(let carousel):
                let index = presentation.carouselPages[carousel.id ?? ""] ?? carousel.initialPageIndex
                if carousel.pages.indices.contains(index) { walk(.stack(carousel.pages[index])) }
            default:
                component.children.forEach(walk)
            }
        }
        [paywall.base.header, paywall.base.stack, paywall.base.stickyFooter?.stack].compactMap { $0 }.forEach { walk(.stack($0)) }
        return found
    }

    private static func frame(_ paywall: ComponentsPaywall, presentation: PaywallPresentation, look: PaywallLook,
                              sizeClass: SizeClass, tight: Bool) -> PaywallFrame {
        let surface = look.theme.color(.surface).rgbValue ?? RGB(red: 0, green: 0, blue: 0)
        var palette = PaywallPalette(isDark: look.usesDarkScheme, isMonochrome: look.isMonochrome,
                                     aliases: presentation.uiConfig.colors, backdrop: surface)
        var background: Style? = nil
        if case .color(let scheme) = paywall.base.background, let color = palette.color(scheme) {
            background = Style(background: color)
            palette.backdrop = color.rgbValue ?? surface
        }
        let selected = selectedPackage(of: paywall, presentation: presentation)
        let builder = ComponentViewBuilder(
            paywall: paywall, presentation: presentation, look: look, palette: palette, sizeClass: sizeClass,
            locales: paywall.localizationLocales(for: presentation.locale ?? paywall.defaultLocale), selectedPackageID: selected,
            isOnlyPackage: shownPackages(of: paywall, presentation: presentation).count == 1, isTight: tight)
        let scope = ComponentScope()
        let parts = [paywall.base.header, paywall.base.stack].compactMap { $0 }.compactMap { builder.stackView($0, in: scope) }
        let body = Stack(.vertical, width: .fill, children: parts)
        let footer = paywall.base.stickyFooter.flatMap { builder.stackView($0.stack, in: scope) }
        return PaywallFrame(body: body, footer: footer, background: background, scrollOffset: presentation.scrollOffset,
                            focus: PaywallFrame.focus(of: presentation, selectedPackage: selected))
    }
}

extension ComponentsPaywallRenderer {
    /// The button drawn under an anchor name (see `PaywallAnchor.button(for:)`), sheets' buttons included.
    public static func button(_ anchor: String, in paywall: ComponentsPaywall) -> ButtonComponent? {
        for component in paywall.allComponents {
            if case .button(let button) = component, PaywallAnchor.button(for: button) == anchor { return button }
        }
        return nil
    }

    /// The paywall a sheet shows: the sheet's stack as the whole body, with the paywall's texts and colors.
    public static func sheet(_ stack: StackComponent, of paywall: ComponentsPaywall) -> ComponentsPaywall {
        var sheet = paywall
        sheet.base.stack = stack
        sheet.base.stickyFooter = nil
        sheet.base.header = nil
        return sheet
    }
}
