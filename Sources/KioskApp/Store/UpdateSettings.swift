import PaywallModel
import PurchaseFlow

/// Where the app update check reads the newest version (an iTunes lookup answer) and which version is running.
public struct UpdateSettings: Sendable {
    /// The lookup answer: a file, an http(s) URL, or the built-in demo answer.
    public var source: LookupSource
    /// The version the program runs as.
    public var currentVersion: AppVersion

    /// Creates update settings.
    public init(source: LookupSource, currentVersion: AppVersion) {
        self.source = source
        self.currentVersion = currentVersion
    }
}
