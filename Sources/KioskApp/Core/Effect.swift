import PurchaseFlow

/// Work that `update` asks for instead of doing it: effects are values, performed outside `update` (by the
/// terminal front end or an `EffectPerformer`), and their results come back as messages.
public enum Effect: Hashable, Sendable {
    /// Restore the terminal and end the program.
    case quit
    /// Restore the terminal, stop the process (Ctrl-Z), and redraw everything when it continues.
    case suspend
    /// Work for an `EffectPerformer`: its result comes back as `Message.effectFinished`.
    case perform(Work)

    /// Work that an `EffectPerformer` carries out.
    public enum Work: Hashable, Sendable {
        /// Buy a product, with the offer asked for (a paywall package's promotional offer; nil: an introductory
        /// offer applies by itself); `confirmed` once the purchase sheet was confirmed (or is off), with the outcome
        /// it picked, else the sheet opens first.
        case purchase(productID: String, offer: OfferChoice? = nil, confirmed: Confirmation? = nil)
        /// Restore earlier purchases.
        case restore
        /// Find what an offer code redeems, to show its terms before it is redeemed.
        case lookUpCode(code: String)
        /// Redeem an offer code; with `agreeing`, only on the terms the screen showed for it.
        case redeem(code: String, agreeing: CodeOfferTerms? = nil)
        /// Read the store again (products, ledger, settings, clock).
        case refresh
        /// Read one ledger record's signed transaction for the transaction detail: its verification and its JWS.
        case inspect(transactionID: Int64)
        /// Act on a ledger record as the transaction manager does; with `expecting`, only while the record's facts are
        /// still those its screen stated (a refund or delete question: `RecordFacts`); with `agreeing`, approving or
        /// resolving a waiting request on the terms its row stated (`TransactionScreen.decisionTerms`).
        case manage(StoreAction, transactionID: Int64, expecting: RecordFacts? = nil, agreeing: PurchaseTerms? = nil)
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
        /// Ask for a refund of a transaction through the refund request sheet, for a reason; with `expecting`, only under
        /// the review the sheet stated (the `refund-review` setting).
        case requestRefund(transactionID: Int64, reason: RefundReason, expecting: RefundReviewPolicy? = nil)
        /// Ask for a review after a purchase of a product, if the review throttle allows it.
        case requestReview(afterPurchaseOf: String)
        /// Act for another customer from now on (created on first use) and read the store for them.
        case switchCustomer(name: String)
        /// Spend from one of the current customer's consumable balances.
        case spend(balance: String, amount: Int)
        /// Writes a TEST server notification (Request a Test Notification), posted like every other one.
        case requestTestNotification
    }

    /// A purchase confirmed on the purchase sheet, with the outcome picked for it (nil: as the settings say) and
    /// the terms the sheet showed; with the sheet off, the terms the screen bought from stated (`ActionRunner.start`).
    public struct Confirmation: Hashable, Sendable {
        /// The outcome picked for this purchase alone.
        public var simulation: PurchaseSimulation?
        /// The price, offer and plan change the sheet or screen showed (nil before the store was read): the store
        /// charges nothing on other terms, and no more than the prorated amount the sheet showed (`PurchaseTerms.proratedCharge`).
        public var terms: PurchaseTerms?

        /// Creates a confirmation.
        public init(simulation: PurchaseSimulation?, terms: PurchaseTerms? = nil) {
            self.simulation = simulation
            self.terms = terms
        }
    }

    /// How the clock screen moves the sandbox clock.
    public enum ClockMove: Hashable, Sendable {
        /// Forward by a duration as typed (`P1D`, `PT1H`, `P1M`, `12h`).
        case step(String)
        /// Forward to the next renewal, expiration, end of grace or billing retry, or refund review: to the one the
        /// screen showed, and nowhere when the next event is another by then.
        case nextEvent(ClockEvent)
        /// Back to the wall clock (when the ledger allows it) at real time.
        case realTime
    }

    /// What the sandbox can do to a subscription (the store's actions, with the store's rule for when they apply).
    public typealias SubscriptionAction = PurchaseFlow.SubscriptionAction

    /// What the transaction manager can do to a record (the store's actions, with the store's rule for when they apply).
    public typealias StoreAction = RecordAction
}
