/// The jobs colors do on screen; a theme gives each one a color.
public enum ColorRole: String, CaseIterable, Sendable, Codable {
    /// The background of screens and panels.
    case surface
    /// Ordinary text.
    case text
    /// Secondary text: hints, captions, disabled items.
    case muted
    /// Titles, links, the focused control.
    case accent
    /// The background of the selected item.
    case selection
    /// Purchased, active, verified.
    case success
    /// Expiring, in grace period, billing retry.
    case warning
    /// Errors, revoked, expired.
    case danger
    /// Waiting: Ask to Buy, deferred, in progress.
    case pending
    /// Frames and separators.
    case border
}

/// Which of a paywall's two color sets (`light`, `dark`) is used.
public enum PaywallScheme: String, Sendable, Codable, CaseIterable {
    /// The light colors.
    case light
    /// The dark colors (falling back to light ones where a paywall has none).
    case dark
    /// Light or dark, whichever matches the theme's surface.
    case auto
}
