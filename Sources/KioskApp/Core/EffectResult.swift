import PurchaseFlow

/// What came of a performed `Effect.Work`.
public enum EffectResult: Hashable, Sendable {
    /// A purchase ended: bought, pending, cancelled by the customer, or failed with a reason.
    case purchase(productID: String, outcome: Outcome)
    /// A restore ended: a summary of what was restored, or why it failed.
    case restore(Outcome)
    /// An offer code was looked up: what it redeems, or why it cannot be redeemed (nothing was charged).
    case codeLookedUp(code: String, terms: CodeOfferTerms?, refusal: Outcome?)
    /// An offer code was tried.
    case redeem(code: String, outcome: Outcome)
    /// The store was read.
    case refreshed(StoreSnapshot)
    /// The store could not be read; the text says why.
    case refreshFailed(String)
    /// A ledger record's signed transaction was read and verified.
    case inspected(TransactionInspection)
    /// A transaction manager action or a setting change ended.
    case managed(Outcome)
    /// The watched catalog or offerings changed and were read again; the store sells from the new catalog.
    case sourcesReloaded(PaywallSource)
    /// The watched catalog or offerings changed and could not be read: one line per problem (file, place, what
    /// was expected). The last good ones stay in use.
    case sourceProblems([String])
    /// The watched catalog and offerings did not change.
    case sourcesUnchanged
    /// The offerings fetched after the start came: the paywalls (nil when they could not be had), the lines that
    /// say what happened (a stale copy, warnings, or why not), and whether only the cached copy was read.
    case offeringsLoaded(PaywallSource?, notes: [String], cachedOnly: Bool)
    /// An update check ended: what it found, or why it could not look.
    case updateChecked(UpdateCheckOutcome)
    /// A spend from a balance ended.
    case spent(Outcome)
    /// A review request after a purchase of a product was shown, or held back by the throttle.
    case reviewRequested(afterPurchaseOf: String, shown: Bool)

    /// How a task ended, in words the result screen shows.
    public enum Outcome: Hashable, Sendable {
        /// It worked; the text says what happened.
        case succeeded(String)
        /// It is waiting for someone (Ask to Buy, an interrupted purchase); the text says for what, and the
        /// request is the ledger's, when there is one.
        case pending(String, request: WaitingRequest?)
        /// The customer cancelled.
        case cancelled
        /// Nothing was charged because there was nothing to buy (the customer already has what it gives); the
        /// text says why.
        case notCharged(String)
        /// It failed; the text says why.
        case failed(String)
        /// It was charged, but its transaction does not verify, so it is held unfinished and not delivered until it
        /// does (as StoreKit hands an unverified transaction to no one); the text says so, the id is the ledger's.
        case held(String, transactionID: Int64)
    }
}
