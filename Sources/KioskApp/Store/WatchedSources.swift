import Foundation
import PurchaseFlow

/// What `--watch` reads again: the sandbox store on the catalog as it is now, and the paywalls drawn from the
/// offerings as they are now.
public struct WatchedSources: Sendable {
    /// The store selling the newly read catalog (on the same ledger).
    public var store: SandboxStore
    /// The placements' paywalls from the newly read offerings, for the new catalog.
    public var paywalls: PaywallSource

    /// Creates the sources read by a reload.
    public init(store: SandboxStore, paywalls: PaywallSource) {
        self.store = store
        self.paywalls = paywalls
    }
}
