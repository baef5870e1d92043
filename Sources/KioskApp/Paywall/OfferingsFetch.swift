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

    /// Runs the fetch (blocking; `StoreEffectPerformer` runs it off the program's threads) and says what came of it.
    func result(cachedOnly: Bool) -> EffectResult {
        do {
            let (paywalls, notes) = try load(cachedOnly)
            return .offeringsLoaded(paywalls, notes: notes, cachedOnly: cachedOnly)
        } catch {
            return .offeringsLoaded(nil, notes: String(describing: error).split(separator: "\n").map(String.init), cachedOnly: cachedOnly)
        }
    }
}
