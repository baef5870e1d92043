import PurchaseFlow

/// Work that `update` asks for instead of doing it: effects are values, performed outside `update` (by the
/// terminal front end or an `EffectPerformer`), and their results come back as messages.
public enum Effect: Hashable, Sendable {
    /// Restore the terminal and end the program.
    case quit
    /// Restore the terminal, stop the process (Ctrl-Z), and redraw everything when it continues.
    case suspend
    /// Work for an `EffectPerformer`: its result comes back as `Message.effectFinished`.
    case perform(Task)

    /// Work that an `EffectPerformer` carries out.
    public enum Task: Hashable, Sendable {
        /// Buy a product; `confirmed` once the purchase sheet was confirmed (or is off), with the outcome it
        /// picked, else the sheet opens first.
        case purchase(productID: String, confirmed: Confirmation? = nil)
        /// Restore earlier purchases.
        case restore
        /// Redeem an offer code.
        case redeem(code: String)
        /// Read the store again (products, ledger, settings, clock).
        case refresh
        /// Read one ledger record's signed transaction for the transaction detail: its verification and its JWS.
        case inspect(transactionID: Int64)
        /// Act on a ledger record as the transaction manager does.
        case manage(StoreAction, transactionID: Int64)
        /// Change a sandbox setting (`ask-to-buy` `on`, `error.purchase` `networkError`).
        case setting(key: String, value: String)
        /// Act on a product's subscription as the sandbox can (cancel or resume renewal, renew, expire, billing).
        case subscription(SubscriptionAction, productID: String)
        /// Move the sandbox clock (a step, to the next event, back to real time); what falls due happens.
        case clock(ClockMove)
        /// Read the catalog and offerings again if their files changed (`--watch`).
        case reloadIfChanged
        /// Fetch the offerings over HTTP after the start (`OfferingsFetch`); `cachedOnly` reads the cached copy
        /// alone (Esc cancelled the fetch).
        case loadOfferings(cachedOnly: Bool)
        /// Look for a newer app version; `force` ignores the once-a-day throttle.
        case checkForUpdate(force: Bool)
        /// Ask for a refund of a transaction through the refund request sheet, for a reason.
        case requestRefund(transactionID: Int64, reason: RefundReason)
        /// Ask for a review after a purchase of a product, if the review throttle allows it.
        case requestReview(afterPurchaseOf: String)
        /// Act for another customer from now on (created on first use) and read the store for them.
        case switchCustomer(name: String)
        /// Spend from one of the current customer's consumable balances.
        case spend(balance: String, amount: Int)
        /// Writes a TEST server notification (Request a Test Notification), posted like every other one.
        case requestTestNotification
    }

    /// A purchase confirmed on the purchase sheet, with the outcome picked for it (nil: as the settings say).
    public struct Confirmation: Hashable, Sendable {
        /// The outcome picked for this purchase alone.
        public var simulation: PurchaseSimulation?

        /// Creates a confirmation.
        public init(simulation: PurchaseSimulation?) {
            self.simulation = simulation
        }
    }

    /// How the clock screen moves the sandbox clock.
    public enum ClockMove: Hashable, Sendable {
        /// Forward by a duration as typed (`P1D`, `PT1H`, `P1M`, `12h`).
        case step(String)
        /// Forward to the next renewal, expiration, end of grace or billing retry, or refund review.
        case nextEvent
        /// Back to the wall clock (when the ledger allows it) at real time.
        case realTime
    }

    /// What the sandbox can do to a subscription (the store's actions, with the store's rule for when they apply).
    public typealias SubscriptionAction = PurchaseFlow.SubscriptionAction

    /// What the transaction manager can do to a record (the store's actions, with the store's rule for when they apply).
    public typealias StoreAction = RecordAction
}

/// What came of a performed `Effect.Task`.
public enum EffectResult: Hashable, Sendable {
    /// A purchase ended: bought, pending, cancelled by the customer, or failed with a reason.
    case purchase(productID: String, outcome: Outcome)
    /// A restore ended: a summary of what was restored, or why it failed.
    case restore(Outcome)
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
    }
}

/// What an update check came to, as the update prompt shows it.
public enum UpdateCheckOutcome: Hashable, Sendable {
    /// The check ran (or was throttled) and found this.
    case checked(AppUpdateCheckResult)
    /// No lookup answer is configured (`--update`), so there is nothing to check.
    case notConfigured
    /// The lookup answer could not be read; the text says why.
    case failed(String)
}
