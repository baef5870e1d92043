
/// A test notification was asked for while no notifications URL is set.
public struct NotificationsURLMissingError: Error, Sendable, CustomStringConvertible {
    /// Creates the error.
    public init() {}

    public var description: String { "No notifications URL is set; run 'kiosk sandbox set notifications-url URL' first." }
}
