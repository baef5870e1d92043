import Foundation
import HTTPTransport
import PaywallModel

/// What an update check found.
public enum AppUpdateCheckResult: Sendable, Hashable {
    /// A newer version the device can run.
    case available(AppUpdate)
    /// The running version is the newest (or newer).
    case upToDate
    /// A newer version exists but needs a newer OS than the device has.
    case requiresNewerOS(AppUpdate)
    /// Checked less than 24 hours ago; not checked again.
    case throttled
}
