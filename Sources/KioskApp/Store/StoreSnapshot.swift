import Foundation
import PaywallModel
import PurchaseFlow

/// What the screens know about the store at one moment: the products as the Marketplace sells them, the
/// subscription groups, every ledger record, each product's purchase state, subscriptions, and the settings.
public struct StoreSnapshot: Hashable, Sendable {
    /// The products for sale, in catalog order, with localized names and prices.
    public var products: [ProductInfo]
    /// The subscription groups in catalog order: id and name.
    public var groups: [Group]
    /// The products the ledger has rows of that the catalog no longer has, by id; `states` has theirs too.
    public var removedProductIDs: [String] = []
    /// Every product id the catalog has, sold in this storefront or not (empty for a snapshot made without a catalog).
    public var catalogProductIDs: Set<String> = []
    /// Every record of the ledger, newest first.
    public var records: [LedgerRecord]
    /// Where the customer stands with each product (the store's purchase state), by product id.
    public var states: [String: ProductPurchaseState]
    /// Every auto-renewable subscription's state and renewal info.
    public var subscriptions: [SandboxSubscriptionStatus]
    /// The sandbox settings in force.
    public var settings: SandboxSettings
    /// The store's clock.
    public var now: Date
    /// Where the app was installed from, as the Marketplace client reports it.
    public var installationSource: InstallationSource
    /// Each subscription group's plans as the subscription store shows them, in catalog order.
    public var subscriptionStores: [SubscriptionStoreModel] = []
    /// Every refund request and where its review stands, newest first.
    public var refundRequests: [RefundRequest] = []
    /// The current customer's app transaction as read and verified; nil before their first launch.
    public var appTransaction: AppTransactionResult?
    /// Why the app transaction could not be read (a simulated error), when it could not.
    public var appTransactionProblem: String?
    /// The catalog's licence agreement and privacy policies, when it has them.
    public var appPolicies: AppPolicies?
    /// The win-back offers the customer may take now, by product id (`SandboxStore.eligibleWinBackOffers`): a lapsed
    /// subscriber's; none for one who never subscribed or subscribes now.
    public var winBackOfferIDs: [String: Set<String>] = [:]
    /// The subscription groups whose introductory offer the customer had (`SandboxStore.isEligibleForIntroductoryOffer`:
    /// once per group, whether or not they subscribed without one).
    public var introOfferUsedGroupIDs: Set<String> = []
    /// The subscription groups the customer subscribes or subscribed to: their promotional offers are theirs.
    public var subscribedGroupIDs: Set<String> = []
    /// The plans buying which starts no period now, so no introductory offer applies: the current plans, and those a
    /// change to waits for the next renewal (from `subscriptionStores`).
    public var introOfferExcludedProductIDs: Set<String> = []
    /// The current customer's purchases waiting for Ask to Buy approval or to be resolved, oldest first.
    public var waitingRequests: [WaitingRequest] = []
    /// The id the ledger's next record gets, read before `records`: a record with this id or more was written
    /// after this read, so its absence here says nothing.
    public var nextRecordID: Int64 = 0
    /// The current customer's standing under the storefront rules; `nil` when it was not read.
    public var customer: CustomerStanding?
    /// What the clock will make happen next on the whole ledger, soonest first.
    public var upcomingEvents: [ClockEvent] = []
    /// How far the sandbox clock is ahead of the wall clock, in milliseconds.
    public var clockOffset: Int64 = 0
    /// The newest server notifications of the whole ledger, newest first (`NotificationsScreen.shown` at most).
    public var notifications: [ServerNotification] = []
    /// How many notifications the outbox holds in each state.
    public var notificationCounts: [ServerNotification.State: Int] = [:]
    /// The whole ledger, every customer's, for the transaction manager.
    public var ledger = LedgerOverview()
    /// Says when the storefront's prices reuse the catalog's amounts in another currency (`PriceBook.reuseNote(in:)`).
    public var priceNote: String?
    /// The same for each product whose price does, by product id (`PriceBook.reuseNote(for:in:)`).
    public var productPriceNotes: [String: String] = [:]
    /// What buying each subscription that changes a plan would charge now and at its renewals, as the store works
    /// it out (`SandboxStore.charges(of:settings:)`), by product id: the plan change screens' and purchase sheet's prices.
    /// The current customer's plans only: none of a group whose subscription is another customer's.
    public var charges: [String: PurchaseCharge] = [:]
    /// The same with each promotional offer the customer may have, for changes that start now
    /// (`SandboxStore.promotionalCharges(of:settings:)`), by product id and offer id: a paywall package's offer.
    public var promotionalCharges: [String: [String: PurchaseCharge]] = [:]

    /// A subscription group's id and name.
    public struct Group: Hashable, Sendable {
        /// The group id.
        public var id: String
        /// The group's name.
        public var name: String

        /// Creates a group.
        public init(id: String, name: String) {
            self.id = id
            self.name = name
        }
    }

    /// Creates a snapshot.
    public init(products: [ProductInfo], groups: [Group], records: [LedgerRecord], states: [String: ProductPurchaseState],
                subscriptions: [SandboxSubscriptionStatus] = [], settings: SandboxSettings, now: Date,
                installationSource: InstallationSource = .unknown, customer: CustomerStanding? = nil) {
        self.products = products
        self.groups = groups
        self.records = records.sorted { $0.id > $1.id }
        self.states = states
        self.subscriptions = subscriptions
        self.settings = settings
        self.now = now
        self.installationSource = installationSource
        self.customer = customer
    }

    /// The product with an id.
    public func product(_ id: String) -> ProductInfo? {
        products.first { $0.id == id }
    }

    /// How kiosk's tools and messages name a product: its localized name, or its id when the store does not
    /// sell it or its name is empty.
    public func displayName(of id: String) -> String {
        product(id).map(ProductText.name) ?? id
    }

    /// A subscription group's name, or its id when the catalog does not name it.
    public func groupName(of id: String) -> String {
        groups.first { $0.id == id }?.name ?? id
    }

    /// Why the store does not sell a product here, as a clause after its name: `is no longer in the catalog` (the
    /// ledger has it, the catalog no longer does, as the command line says), `is not in the catalog`, or `is not sold
    /// in the United States storefront`.
    public func notSoldClause(_ id: String) -> String {
        if removedProductIDs.contains(id) { return "is no longer in the catalog" }
        if !catalogProductIDs.isEmpty, !catalogProductIDs.contains(id) { return "is not in the catalog" }
        return "is not sold in the \(settings.storefront.name) storefront"
    }

    /// The subscription whose latest transaction is for a product, if any.
    public func subscription(_ productID: String) -> SandboxSubscriptionStatus? {
        subscriptions.first { $0.latest.productID == productID }
    }

    /// The customer's entitled plan of a group other than `excluded`: the catalog's, else one the catalog no longer has
    /// whose subscription of the group the ledger holds.
    func currentPlanID(inGroup group: String, excluding excluded: String? = nil) -> String? {
        let isCurrent = { (id: String) in id != excluded && ProductText.isEntitled(states[id]) }
        return products.first { $0.subscriptionGroupID == group && isCurrent($0.id) }?.id
            ?? removedProductIDs.first { isCurrent($0) && subscription($0)?.subscription.groupID == group }
    }

    /// The customer's request for a product that waits (Ask to Buy, interrupted), if one does.
    public func waitingRequest(for productID: String) -> WaitingRequest? {
        waitingRequests.first { $0.productID == productID }
    }

    /// What buying a product with an offer asked for would charge when it changes a plan (`charges`,
    /// `promotionalCharges`); nil when it changes none, or when the offer does not apply to the change.
    public func charge(of productID: String, offer: OfferChoice?) -> PurchaseCharge? {
        guard let offer else { return charges[productID] }
        return offer.id.flatMap { promotionalCharges[productID]?[$0] }
    }

    /// What each renewal charges after buying a product that changes the customer's plan at the next renewal: its
    /// price where the subscription renews (`charges`); nil for any other purchase.
    public func renewalPrice(of productID: String) -> Price? {
        charges[productID].flatMap { $0.startsAtRenewal ? $0.renewal : nil }
    }

    /// The subscription store model of a group, if the catalog has the group.
    public func subscriptionStore(_ groupID: String) -> SubscriptionStoreModel? {
        subscriptionStores.first { $0.groupID == groupID }
    }

    /// Whether the store shows a product to the current customer (everything, when their standing is unknown).
    public func isVisible(_ productID: String) -> Bool {
        customer?.isVisible(productID) ?? true
    }

    /// The record with an id.
    public func record(_ id: Int64) -> LedgerRecord? {
        records.first { $0.id == id }
    }

    /// Whether this read found the store as `earlier` had it, apart from the moment it was read and what follows
    /// from it alone: an upgrade's prorated charge shrinks as the period runs (a row's detail, never which rows
    /// there are).
    func isUnchanged(since earlier: StoreSnapshot?) -> Bool {
        guard var earlier else { return false }
        earlier.now = now
        earlier.charges = charges
        earlier.promotionalCharges = promotionalCharges
        return earlier == self
    }
}
