import Foundation

/// The environment kiosk was started with, read once: Foundation makes the whole dictionary anew at each
/// `ProcessInfo.environment`, and a command read it four times (kiosk sets no variable after it starts).
enum ProcessEnvironment {
    /// Every variable and its value.
    static let atStart: [String: String] = ProcessInfo.processInfo.environment
}
