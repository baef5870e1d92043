import PurchaseFlow

/// One screen on the navigation stack, with what the user did on it (selection, typed text, filter), so that
/// going back returns to the same place.
public struct Screen: Hashable, Sendable {
    /// Which screen this is.
    public var kind: Kind
    /// The selected row among the screen's selectable rows.
    public var selection: Int
    /// Whether no item is highlighted: a store read took the selected item away and left only items that charge or
    /// take something away (`SelectionAnchors`), so Enter does nothing until ↑, ↓ or a click shows a selection again.
    public var selectsNothing: Bool
    /// The first row shown when the list was scrolled past what the selection needs (PgDn on the last item, End,
    /// the mouse wheel), so text below the last item can be read; `nil` follows the selection.
    public var scrollTop: Int?
    /// Text typed into the screen's field (the offer code).
    public var input: String
    /// The list filter typed after `/`; `nil` when no filter is open.
    public var filter: String?
    /// Whether keys go to the filter field (between `/` and Enter or Esc).
    public var isEditingFilter: Bool
    /// What was picked on a paywall screen.
    public var paywall: PaywallChoices
    /// The outcome picked on the purchase sheet for its purchase; nil follows the settings.
    public var simulation: PurchaseSimulation?
    /// The terms the purchase sheet showed when it opened: its Confirm buys on these alone, whatever a later read
    /// of the store redraws.
    public var openingTerms: PurchaseTerms?
    /// What a refund or delete question stated about its record when it opened or was last redrawn from a store read
    /// (`TransactionQuestionScreen.stated`): a read that states otherwise selects Keep it again and says what changed.
    public var statedFacts: [ListRow]?
    /// The terms of the offer code typed on the offer code screen, shown before it is redeemed.
    public var codeTerms: CodeOfferTerms?
    /// The task started from this screen whose result it waits for, if any.
    public var runningTask: Effect.Work?
    /// What came of the last task started from this screen; it shows here only and goes with the screen.
    public var outcome: EffectResult.Outcome? {
        didSet { if outcome == nil { outcomeTask = nil; outcomeBasis = nil } }
    }
    /// The task `outcome` is the result of: it says what the outcome concerns (which setting, record, subscription).
    public var outcomeTask: Effect.Work?
    /// What the outcome describes as the store had it just after the task, so that a later change (here or in
    /// another process) takes the outcome away; see `OutcomeFading`.
    public var outcomeBasis: OutcomeFading.Basis?

    /// Creates a screen with nothing selected or typed yet.
    public init(_ kind: Kind) {
        self.kind = kind
        selection = 0
        selectsNothing = false
        scrollTop = nil
        input = ""
        filter = nil
        isEditingFilter = false
        paywall = PaywallChoices()
        runningTask = nil
        simulation = nil
        openingTerms = nil
        statedFacts = nil
        codeTerms = nil
        outcome = nil
        outcomeTask = nil
        outcomeBasis = nil
    }

    /// The screens of the app.
    public enum Kind: Hashable, Sendable {
        /// Placements and the way into the store.
        case home
        /// The catalog grouped by type and subscription group.
        case store
        /// One product.
        case product(id: String)
        /// The paywall published for a placement.
        case paywall(placement: String)
        /// Every plan of one subscription group in one picker (StoreKit's SubscriptionStoreView); opened from a
        /// paywall, `placement` names it, so its terms and privacy links show when the catalog has no policies.
        case subscriptionStore(groupID: String, placement: String?)
        /// The refund request sheet for a transaction: picking a reason (`reason` nil), then confirming it.
        case refundRequest(transactionID: Int64, reason: RefundReason?)
        /// Confirming a change to another plan of a subscription group, with the offer a paywall's package asks for.
        case planChange(productID: String, offer: OfferChoice? = nil)
        /// The purchase sheet: what is bought with which offer, for how much, and (in the sandbox) the outcome to simulate.
        case purchaseSheet(productID: String, offer: OfferChoice? = nil)
        /// A purchase in progress, then its result.
        case purchase(productID: String)
        /// Entitlements, subscription status and renewal info.
        case myPurchases
        /// Restoring purchases, then what was restored.
        case restore
        /// Typing and redeeming an offer code.
        case offerCode
        /// Typing the name of a new customer to act for.
        case newCustomer
        /// A newer version of the app is available.
        case updatePrompt
        /// The sandbox's transactions and clock.
        case transactions
        /// One ledger record and what can be done to it.
        case transaction(id: Int64)
        /// Asking before a ledger record is refunded, since that cannot be undone.
        case refundTransaction(id: Int64)
        /// Asking before the refund request waiting on a ledger record is granted, since the refund it makes cannot be undone.
        case grantRefundRequest(id: Int64)
        /// Asking before a ledger record is deleted, since that cannot be undone.
        case deleteTransaction(id: Int64)
        /// The sandbox clock: the next events, steps forward, back to real time, the time rate.
        case clock
        /// Typing a duration to move the sandbox clock ahead by.
        case clockStep
        /// Every value of one sandbox setting (storefront, locale, an API's simulated error) to choose from.
        case settingChoice(SettingChoiceScreen.Setting)
        /// Storefront, locale, theme, time rate, Ask to Buy, simulated errors.
        case settings
        /// The server notifications posted to the notifications URL, newest first, and a test notification.
        case notifications
        /// Where a paywall's link goes (terms, privacy policy, any address), since a terminal opens no browser:
        /// the address and the catalog's policy text, as the paywall gave them.
        case link(title: String, texts: [String])
    }

    /// Whether the screen takes typed characters as text (so `q`, `?` and digits are not commands there).
    public var takesText: Bool {
        isEditingFilter || kind == .offerCode || kind == .newCustomer || kind == .clockStep
    }
}
