/// A look for the whole program: a color (or the terminal's default) and attributes for each role, and the
/// scheme used for paywall colors.
///
/// Themes are JSON files in `themes/` (see docs/formats.md, "Themes"); `Theme.builtInDefault` is the same as
/// `themes/default.json`, so a missing folder never breaks the program.
public struct Theme: Sendable, Equatable {
    /// The theme's name (`default`, `light`, …).
    public var name: String
    /// The color of each role; `.terminalDefault` leaves the terminal's own color.
    public var colors: [ColorRole: Color]
    /// Extra attributes of each role (selection is always at least bold, so it never depends on color alone).
    public var attributes: [ColorRole: TextAttributes]
    /// The paywall color scheme asked for.
    public var paywallScheme: PaywallScheme

    /// Creates a theme; roles left out take the terminal's default color.
    public init(name: String, colors: [ColorRole: Color], attributes: [ColorRole: TextAttributes] = Theme.standardAttributes,
                paywallScheme: PaywallScheme = .auto) {
        self.name = name
        self.colors = colors
        self.attributes = attributes
        self.paywallScheme = paywallScheme
    }

    /// The attributes roles have unless a theme says otherwise.
    public static let standardAttributes: [ColorRole: TextAttributes] = [
        .accent: .bold, .selection: .bold, .danger: .bold, .success: .bold, .warning: .bold,
    ]

    /// The color of a role.
    public func color(_ role: ColorRole) -> Color { colors[role] ?? .terminalDefault }

    /// The style for text in a role, on the surface (the selection role has its own background), with readable
    /// contrast kept.
    public func style(_ role: ColorRole) -> Style {
        let extra = attributes[role] ?? []
        let style: Style
        switch role {
        case .surface, .text:
            style = Style(foreground: color(.text), background: color(.surface), attributes: extra)
        case .selection:
            style = Style(foreground: color(.text), background: color(.selection), attributes: extra.union(.bold))
        default:
            style = Style(foreground: color(role), background: color(.surface), attributes: extra)
        }
        return Contrast.readable(style)
    }

    /// Whether the theme uses no colors at all (only attributes).
    public var isMonochrome: Bool { colors.values.allSatisfy { $0 == .terminalDefault } }

    /// The paywall scheme to use: the one asked for, or for `auto` dark on a dark surface (or an unknown one,
    /// as most terminals are dark) and light otherwise.
    public var resolvedPaywallScheme: PaywallScheme {
        guard paywallScheme == .auto else { return paywallScheme }
        guard let surface = color(.surface).rgbValue else { return .dark }
        return Contrast.luminance(surface) < 0.4 ? .dark : .light
    }

    /// The built-in dark theme, the same as `themes/default.json`.
    public static let builtInDefault = Theme(
        name: "default",
        colors: [
            .surface: .rgb(0x16, 0x18, 0x1D), .text: .rgb(0xE6, 0xE6, 0xE6), .muted: .rgb(0x9A, 0x9C, 0xA3),
            .accent: .rgb(0x7A, 0xA2, 0xF7), .selection: .rgb(0x2E, 0x3A, 0x59), .success: .rgb(0x73, 0xC9, 0x91),
            .warning: .rgb(0xE5, 0xC0, 0x7B), .danger: .rgb(0xF0, 0x71, 0x78), .pending: .rgb(0xC4, 0x9B, 0xFF),
            .border: .rgb(0x4B, 0x50, 0x5A),
        ],
        paywallScheme: .auto)

    /// The theme used when colors are off (`NO_COLOR`, `--color none`): terminal colors, reverse for the
    /// selection, bold and dim for emphasis.
    public static let monochrome = Theme(
        name: "monochrome",
        colors: [:],
        attributes: [.accent: .bold, .selection: [.reverse, .bold], .danger: .bold, .success: .bold, .warning: .bold, .muted: .dim],
        paywallScheme: .auto)
}
