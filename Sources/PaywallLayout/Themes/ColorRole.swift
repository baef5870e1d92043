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
