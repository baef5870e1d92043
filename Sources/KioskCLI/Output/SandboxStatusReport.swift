import Foundation
import PaywallModel
import PurchaseFlow

/// What `kiosk sandbox status` prints: the clock and every group's subscriptions.
struct SandboxStatusReport: Encodable {
    /// One subscription with its state and renewal info.
    struct Entry: Encodable {
        var group: String
        var state: String
        var productID: String
        var originalTransactionID: Int64
        var latestTransactionID: Int64
        var expirationDate: String
        var willAutoRenew: Bool
        var autoRenewPreference: String
        var renewalDate: String?
        var expirationReason: String?
        var gracePeriodExpirationDate: String?
        var isInBillingRetry: Bool
        var billingRetryEndDate: String?
        var renewalPrice: String?
        var upcomingOfferCode: String?
        /// Its current product and the one it renews into that the catalog no longer has, when any (left out otherwise).
        var removedFromCatalog: [String]?
    }

    /// One product's purchase state (products the catalog no longer has last, said so).
    struct ProductState: Encodable {
        var productID: String
        var state: String
    }

    var now: String
    var timeRate: String
    var subscriptions: [Entry]
    var products: [ProductState]

    /// The report of `store` now; a non-renewing subscription ends with the term `rules` give it.
    init(store: SandboxStore, rules: StorefrontRules) throws {
        // One moment for the whole report: the sandbox clock may run fast.
        let moment = store.clock.now()
        now = SandboxTransactionRow.iso(moment)
        let settings = try store.settings()
        timeRate = settings.timeRate.description
        subscriptions = try store.allSubscriptionStatuses().map { status in
            let info = status.renewalInfo
            return Entry(group: status.subscription.groupID, state: status.state.rawValue, productID: status.subscription.productID,
                         originalTransactionID: status.subscription.originalID, latestTransactionID: status.latest.id,
                         expirationDate: SandboxTransactionRow.iso(status.subscription.expirationDate),
                         willAutoRenew: info.willAutoRenew, autoRenewPreference: info.autoRenewPreference,
                         renewalDate: info.renewalDate.map(SandboxTransactionRow.iso), expirationReason: info.expirationReason?.rawValue,
                         gracePeriodExpirationDate: info.gracePeriodExpirationDate.map(SandboxTransactionRow.iso),
                         isInBillingRetry: info.isInBillingRetry, billingRetryEndDate: status.billingRetryEnd.map(SandboxTransactionRow.iso),
                         renewalPrice: Self.renewalPrice(info), upcomingOfferCode: info.offerCode,
                         removedFromCatalog: status.removedFromCatalog.isEmpty ? nil : status.removedFromCatalog.sorted())
        }
        let catalogIDs = store.catalog.products.map(\.id), removedIDs = try store.removedProducts().map(\.id)
        let states = try store.purchaseStates(of: catalogIDs + removedIDs, termEnd: rules.termEnd(of:purchasedAt:))
        let storefront = settings.storefront
        products = zip(catalogIDs, states).map { id, state in
            // A product the storefront sidecar does not sell here can only be had elsewhere.
            if case .ready = state, !store.availability.isAvailable(id, in: storefront) {
                return ProductState(productID: id, state: SandboxStore.notSoldWords(in: storefront))
            }
            let price = store.catalog.product(withID: id).map { store.priceBook.price(of: $0, in: storefront) }
            return ProductState(productID: id, state: Self.describe(state, now: moment, price: price))
        }
            // What the customer has of a product the catalog no longer has, and what ended; one never bought is left out.
            + zip(removedIDs, states.dropFirst(catalogIDs.count)).compactMap { id, state in
                if case .ready = state { return nil }
                return ProductState(productID: id, state: Self.describe(state, now: moment, price: nil) + " (no longer in the catalog)")
            }
    }

    /// The renewal price as scripts read amounts (`5.50 USD`, to the currency's minor unit); the bare amount
    /// when the renewal info names no currency.
    static func renewalPrice(_ info: RenewalInfo) -> String? {
        guard let amount = info.renewalPrice else { return nil }
        return info.currency.map { Price(amount, Currency(code: $0)).description } ?? "\(amount)"
    }

    /// A few words for a purchase state; a product ready to buy says `price` as scripts read amounts (`0.99 USD`),
    /// whatever the locale writes on screen.
    static func describe(_ state: ProductPurchaseState, now: Date, price: Price?) -> String {
        switch state {
        case .ready: price.map { "ready (\($0))" } ?? "ready"
        case .purchasing: "purchasing"
        case .pending: "pending"
        case .active: "active"
        case .cancelled(let remaining): "cancelled (active until \(SandboxTransactionRow.iso(now.addingTimeInterval(remaining))))"
        case .upcoming(let date): "upcoming (from \(SandboxTransactionRow.iso(date)))"
        case .expired: "expired"
        case .inGracePeriod: "in grace period"
        case .inBillingRetry: "in billing retry"
        case .revoked: "revoked"
        case .failed(let error): "failed (\(error.message))"
        }
    }

    /// The report as lines of text.
    func lines() -> [String] {
        var lines = ["Sandbox clock: \(now) (\(timeRate))"]
        if subscriptions.isEmpty { lines.append("No subscriptions.") }
        for entry in subscriptions {
            var detail = "\(entry.group): \(entry.productID) \(entry.state), period ends \(entry.expirationDate)"
            if entry.renewalDate != nil, entry.removedFromCatalog?.contains(entry.autoRenewPreference) == true {
                detail += ", expires then: \(entry.autoRenewPreference) is no longer in the catalog"
            } else if let renewal = entry.renewalDate {
                detail += ", renews \(renewal) into \(entry.autoRenewPreference)" + (entry.renewalPrice.map { " at \($0)" } ?? "")
                    + (entry.upcomingOfferCode.map { " with offer code \($0) (upcoming)" } ?? "")
            } else if let reason = entry.expirationReason {
                detail += " (\(reason))"
            } else {
                detail += ", will not renew"
            }
            if let grace = entry.gracePeriodExpirationDate { detail += ", grace until \(grace)" }
            if let retryEnd = entry.billingRetryEndDate { detail += ", billing retry until \(retryEnd)" }
            lines.append(detail + " [original \(entry.originalTransactionID), latest \(entry.latestTransactionID)]")
        }
        lines.append("Products:")
        lines += products.map { "  \($0.productID): \($0.state)" }
        return lines
    }
}
