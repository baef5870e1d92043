import PurchaseFlow

/// What an update check came to, as the update prompt shows it.
public enum UpdateCheckOutcome: Hashable, Sendable {
    /// The check ran (or was throttled) and found this.
    case checked(AppUpdateCheckResult)
    /// No lookup answer is configured (`--update`), so there is nothing to check.
    case notConfigured
    /// The lookup answer could not be read; the text says why.
    case failed(String)
}
