import Foundation
import OfferingsInput
import PaywallModel

/// The state of an `OfferingsFetch` in the program: what the screens say while it runs.
public struct OfferingsLoading: Hashable, Sendable {
    /// The address fetched, as shown.
    public var address: String
    /// Whether the fetch was started.
    public var isStarted = false
    /// Whether Esc cancelled it (its answer is then dropped, and the cached copy is read instead).
    public var isCancelled = false
    /// Whether a copy of an earlier fetch is kept: without one, Esc leaves the store without paywalls.
    public var hasCachedCopy: Bool

    /// Creates the loading state of a fetch not started yet.
    public init(address: String, hasCachedCopy: Bool) {
        self.address = address
        self.hasCachedCopy = hasCachedCopy
    }

    /// The rows a screen waiting for the offerings shows.
    var rows: [ListRow] {
        [.text(isCancelled ? "Reading the cached offerings…" : "Loading offerings from \(address)…", tone: .pending),
         .text(isCancelled ? "The fetch from \(address) was cancelled." : KeyBindings.cancelFetchWords(hasCachedCopy: hasCachedCopy), tone: .muted)]
    }
}
