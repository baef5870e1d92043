import PaywallModel

/// Draws whatever paywall a placement resolved to (v2 components, a v1 template, or kiosk's default) into a frame.
///
/// This is the one entry point for the interactive app, `kiosk render` and snapshot tests: a pure function from
/// a paywall, a presentation and a look to a canvas (its buffer, and anchors for packages, buttons and tabs).
public enum PaywallRenderer {
    /// The widest a paywall is drawn: a phone-sized column, centred on wider terminals.
    public static let maximumWidth = 80

    /// Draws the paywall into a `width` × `height` canvas; wider than `maximumWidth`, it is drawn that wide in the
    /// middle, its background filling the sides. Size-class conditions follow the whole `width`, as RevenueCat's
    /// follow the window's width and not the paywall's.
    public static func render(_ paywall: ResolvedPaywall, presentation: PaywallPresentation, look: PaywallLook,
                              width: Int, height: Int) -> Canvas {
        guard width > maximumWidth else {
            return renderColumn(paywall, presentation: presentation, look: look, width: width, height: height, windowWidth: width)
        }
        let column = renderColumn(paywall, presentation: presentation, look: look, width: maximumWidth, height: height, windowWidth: width)
        var canvas = Canvas(buffer: Buffer(width: width, height: height, style: Style(background: column.buffer[0, 0].background)),
                            glyphs: look.glyphs)
        canvas.draw(column, at: Point(x: (width - maximumWidth) / 2, y: 0))
        return canvas
    }

    private static func renderColumn(_ paywall: ResolvedPaywall, presentation: PaywallPresentation, look: PaywallLook,
                                     width: Int, height: Int, windowWidth: Int) -> Canvas {
        switch paywall {
        case .components(let components):
            return ComponentsPaywallRenderer.render(components, presentation: presentation, look: look, width: width, height: height,
                                                    windowWidth: windowWidth)
        case .template(let template):
            return TemplatePaywallRenderer.render(template, presentation: presentation, look: look, width: width, height: height)
        case .default(let fallback):
            return DefaultPaywallRenderer.render(fallback, presentation: presentation, look: look, width: width, height: height)
        }
    }

    /// The ids of the packages the paywall shows, in order (on the current tab or tier).
    public static func shownPackages(of paywall: ResolvedPaywall, presentation: PaywallPresentation) -> [String] {
        switch paywall {
        case .components(let components):
            return ComponentsPaywallRenderer.shownPackages(of: components, presentation: presentation)
        case .template(let template):
            return TemplatePaywallRenderer.shownPackages(of: template, presentation: presentation)
        case .default(let fallback):
            return fallback.packages.map(\.identifier)
        }
    }

    /// The id of the package shown as selected.
    public static func selectedPackage(of paywall: ResolvedPaywall, presentation: PaywallPresentation) -> String? {
        switch paywall {
        case .components(let components):
            return ComponentsPaywallRenderer.selectedPackage(of: components, presentation: presentation)
        case .template(let template):
            return TemplatePaywallRenderer.selectedPackage(of: template, presentation: presentation)
        case .default(let fallback):
            return DefaultPaywallRenderer.selectedPackage(of: fallback, presentation: presentation)
        }
    }
}

extension PaywallRenderer {
    /// The ids of the tabs a paywall can show (every tabs component's, or a v1 template's tiers), in order.
    public static func tabIDs(of paywall: ResolvedPaywall) -> [String] {
        switch paywall {
        case .components(let components):
            return components.allComponents.flatMap { component -> [String] in
                if case .tabs(let tabs) = component { return tabs.tabs.map(\.id) }
                return []
            }
        case .template(let template):
            return template.config.tiers.map(\.id)
        case .default:
            return []
        }
    }
}
