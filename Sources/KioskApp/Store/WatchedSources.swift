import Foundation
import PaywallModel
import PurchaseFlow

/// What `--watch` reads again: the sandbox store on the catalog as it is now, and the paywalls drawn from the
/// offerings as they are now.
public struct WatchedSources: Sendable {
    /// The store selling the newly read catalog (on the same ledger).
    public var store: SandboxStore
    /// The placements' paywalls from the newly read offerings, for the new catalog.
    public var paywalls: PaywallSource
    /// The storefront rules read again (the file named, or the one beside the catalog); `nil` when there are none,
    /// so the defaults of the new catalog apply.
    public var rules: StorefrontRules?

    /// Creates the sources read by a reload.
    public init(store: SandboxStore, paywalls: PaywallSource, rules: StorefrontRules? = nil) {
        self.store = store
        self.paywalls = paywalls
        self.rules = rules
    }
}
