import PaywallModel

/// Turns a paywall's colors into cell colors for one look: the light or dark scheme, aliases from
/// `ui_config.app.colors`, gradients by their first stop, transparency mixed over the paywall's background, and
/// no colors at all when the look is monochrome.
struct PaywallPalette: Sendable {
    /// Whether the dark colors are used.
    var isDark: Bool
    /// Whether colors are off.
    var isMonochrome: Bool
    /// Named colors (`ui_config.app.colors`).
    var aliases: [String: ColorScheme]
    /// What half-transparent colors are mixed over.
    var backdrop: RGB

    /// The cell color of a paywall color, or `nil` for none (absent, transparent, or colors off).
    func color(_ scheme: ColorScheme?) -> Color? {
        guard !isMonochrome, let scheme, let paint = paint(scheme.fill(dark: isDark)) else { return nil }
        guard paint.alpha > 0 else { return nil }
        let opaque = RGB(red: paint.red, green: paint.green, blue: paint.blue)
        guard paint.alpha < 255 else { return .rgb(opaque) }
        return .rgb(HexColor(rgb: opaque, alpha: paint.alpha).composited(over: backdrop))
    }

    /// A fill's single color, following an alias once.
    private func paint(_ fill: ColorFill) -> PaywallColor? {
        if case .alias(let name) = fill { return aliases[name]?.fill(dark: isDark).representativeColor }
        return fill.representativeColor
    }
}
