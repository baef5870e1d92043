import Foundation
import PaywallModel

/// How a paywall is drawn on this terminal: the theme, the color profile and the glyphs.
public struct PaywallLook: Sendable {
    /// The theme (its paywall scheme picks light or dark paywall colors).
    public var theme: Theme
    /// The terminal's colors; monochrome draws paywall colors as attributes (reverse, bold).
    public var profile: ColorProfile
    /// Box and marker characters.
    public var glyphs: Glyphs

    /// Creates a look.
    public init(theme: Theme = .builtInDefault, profile: ColorProfile = .truecolor, glyphs: Glyphs = .unicode) {
        self.theme = theme
        self.profile = profile
        self.glyphs = glyphs
    }

    /// Whether colors are off, by the profile or the theme.
    public var isMonochrome: Bool { profile == .monochrome || theme.isMonochrome }

    /// Whether the paywall's dark colors are used.
    public var usesDarkScheme: Bool { theme.resolvedPaywallScheme == .dark }
}
