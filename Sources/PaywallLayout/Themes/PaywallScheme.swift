/// Which of a paywall's two color sets (`light`, `dark`) is used.
public enum PaywallScheme: String, Sendable, Codable, CaseIterable {
    /// The light colors.
    case light
    /// The dark colors (falling back to light ones where a paywall has none).
    case dark
    /// Light or dark, whichever matches the theme's surface.
    case auto
}
