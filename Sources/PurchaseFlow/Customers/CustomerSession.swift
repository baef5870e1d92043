import Foundation
import PaywallModel

/// One customer using the store through a Marketplace client, under storefront rules: their entitlements
/// (never another customer's), purchases that answer already-entitled without charging, consumables
/// credited to their balances once before the transaction is finished, and restores that move purchases
/// to them.
public struct CustomerSession: Sendable {
    /// The app's own step when a consumable is delivered, run before the balance is credited; throwing
    /// leaves the transaction unfinished, so it is delivered again later.
    public typealias DeliveryHandler = @Sendable (PurchaseTransaction) throws -> Void

    /// Who is buying.
    public let customer: Customer
    /// The client purchases go through.
    public let client: any MarketplaceClient
    /// The customers, owners and balances.
    public let book: CustomerBook
    /// The storefront rules.
    public let rules: StorefrontRules
    /// The catalog the rules apply to.
    public let catalog: Catalog
    /// Where the time comes from (expirations, `until` rules, delivery times).
    public let clock: any SandboxClock
    /// The app's own delivery step for consumables.
    public let deliveryHandler: DeliveryHandler
    /// The version the customer first got the app at (the app transaction's), for entitlements the rules
    /// grant to early customers; `nil` when unknown.
    public let originalAppVersion: String?

    /// Opens a session for the customer with a name (created on first use).
    public init(customerNamed name: String, client: any MarketplaceClient, book: CustomerBook, rules: StorefrontRules,
                catalog: Catalog, clock: any SandboxClock, originalAppVersion: String? = nil,
                deliveryHandler: @escaping DeliveryHandler = { _ in }) throws {
        self.customer = try book.customer(named: name, at: clock.now())
        self.client = client
        self.book = book
        self.rules = rules
        self.catalog = catalog
        self.clock = clock
        self.deliveryHandler = deliveryHandler
        self.originalAppVersion = originalAppVersion
    }

    // MARK: What the customer has

    /// The verified transactions that entitle this customer now: a non-renewing subscription only while the term
    /// the rules give it runs.
    public func entitlements() async throws -> [PurchaseTransaction] {
        try await entitlementsAndOthersGroups().mine
    }

    /// This customer's entitling transactions (`entitlements()`), and, from the same read, each subscription group
    /// whose subscription giving access now is another customer's, with that customer: the groups whose plans this
    /// customer cannot buy (`purchase` answers `ownedByAnotherCustomer`) until a restore moves it to them.
    public func entitlementsAndOthersGroups() async throws -> (mine: [PurchaseTransaction], othersGroups: [String: String]) {
        let entitling = try await client.fetchEntitlements()
        let owners = try entitling.map { try book.owner(of: $0) }
        var othersGroups: [String: String] = [:]
        for group in Set(entitling.compactMap(\.subscriptionGroupID)) {
            if let (_, owner) = Self.otherCustomers(group, entitling: entitling, owners: owners, not: customer.name) { othersGroups[group] = owner }
        }
        return (mine(entitling, owners: owners), othersGroups)
    }

    /// This customer's among entitling transactions whose owners are `owners` (in their order): those whose term, if
    /// the rules give their product one, still runs.
    func mine(_ entitling: [PurchaseTransaction], owners: [String]) -> [PurchaseTransaction] {
        let now = clock.now()
        return zip(entitling, owners).filter { transaction, owner in owner == customer.name && termRuns(transaction, at: now) }.map(\.0)
    }

    /// Whether an entitling transaction still gives what it gives at `now` as far as the rules' terms go (a non-renewing
    /// subscription until its term ends; `StorefrontRules.termRuns`).
    func termRuns(_ transaction: PurchaseTransaction, at now: Date) -> Bool {
        rules.termRuns(of: transaction.productID, kind: transaction.productType, purchasedAt: transaction.purchaseDate, at: now)
    }

    /// Each entitlement key of the rules, active or not, for this customer (by purchase, or by the session's
    /// original app version); billing issues come from the subscription statuses when the
    /// client is the sandbox's.
    public func entitlementStates() async throws -> [EntitlementState] {
        try await entitlementStates(from: try await entitlements())
    }

    /// The entitlement states given this customer's entitling transactions (`entitlements()`, read once by a
    /// caller that needs them for `access(owning:)` too).
    public func entitlementStates(from transactions: [PurchaseTransaction]) async throws -> [EntitlementState] {
        var statuses: [SubscriptionStatus] = []
        for group in Set(transactions.compactMap(\.subscriptionGroupID)).sorted() {
            statuses += try await client.subscriptionStatus(group: group)
        }
        return EntitlementState.states(from: transactions, statuses: statuses, rules: rules, at: clock.now(),
                                       originalAppVersion: originalAppVersion, sells: catalog.sellsSubscription)
    }

    /// This customer's position under the rules: tier, features, what the store shows, conflicts.
    public func access() async throws -> CustomerAccess {
        access(owning: try await entitlements())
    }

    /// This customer's position under the rules given their entitling transactions (`entitlements()`).
    public func access(owning transactions: [PurchaseTransaction]) -> CustomerAccess {
        rules.access(owning: transactions.map(\.productID), catalog: catalog, at: clock.now(), originalAppVersion: originalAppVersion)
    }

    /// What each of the rules' balances holds for this customer, in the rules' order, once what refunded
    /// consumables credited has been taken back (`takeBackRefunds`).
    public func balances() async throws -> [(key: String, amount: Int)] {
        try await takeBackRefunds()
        return try rules.balances.map { ($0.key, try book.balance($0.key, customer: customer.name)) }
    }

    /// Spends from one of this customer's balances, once what refunded consumables credited has been taken back;
    /// returns what is left.
    @discardableResult
    public func spend(_ amount: Int, from balance: String, reason: String) async throws -> Int {
        try await takeBackRefunds()
        return try book.spend(amount, from: balance, customer: customer.name, reason: reason, at: clock.now())
    }

    /// Takes back what every consumable refunded since the book last looked credited (`CustomerBook.takeBackRefunds`).
    @discardableResult
    public func takeBackRefunds() async throws -> [ConsumableCredit] {
        try await book.takeBackRefunds(through: client, at: clock.now())
    }
}
