import Foundation
import OfferingsInput
import PaywallModel

/// Offerings fetched over HTTP after the program has started, so the screen says what it waits for ("Loading
/// offerings from …") instead of staying blank: the fetch runs in the background and its result comes back as a
/// message; Esc cancels it and uses the cached copy.
public struct OfferingsFetch: Sendable {
    /// The address fetched, as the screen shows it (`OfferingsSource.shownAddress`).
    public let address: String
    /// Whether a copy of an earlier fetch is kept (Esc uses it).
    public let hasCachedCopy: Bool
    /// Loads the paywalls: from the address (its cached copy when it cannot be used) or, with `cachedOnly`, from
    /// the cached copy alone. Returns them with the lines worth telling (a stale copy, warnings), or throws an
    /// error whose description says why not, one line per problem.
    private let load: @Sendable (_ cachedOnly: Bool) throws -> (PaywallSource, notes: [String])

    /// Creates a fetch of the offerings at `url`, loaded by `load`; `hasCachedCopy` says whether an earlier fetch
    /// was kept.
    public init(url: String, hasCachedCopy: Bool, load: @escaping @Sendable (_ cachedOnly: Bool) throws -> (PaywallSource, notes: [String])) {
        self.hasCachedCopy = hasCachedCopy
        address = OfferingsSource.shownAddress(url)
        self.load = load
    }

    /// Runs the fetch (blocking; `StoreSession` runs it off the program's threads) and says what came of it.
    func result(cachedOnly: Bool) -> EffectResult {
        do {
            let (paywalls, notes) = try load(cachedOnly)
            return .offeringsLoaded(paywalls, notes: notes, cachedOnly: cachedOnly)
        } catch {
            return .offeringsLoaded(nil, notes: String(describing: error).split(separator: "\n").map(String.init), cachedOnly: cachedOnly)
        }
    }
}

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
         .text(isCancelled ? "The fetch from \(address) was cancelled." : escWords, tone: .muted)]
    }

    /// What Esc does while the fetch runs.
    private var escWords: String {
        hasCachedCopy ? "Esc cancels and uses the cached copy." : "Esc cancels the fetch; with no cached copy, the store goes on without paywalls."
    }
}
