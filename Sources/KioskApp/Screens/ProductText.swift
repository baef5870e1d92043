import Foundation
import PaywallLayout
import PaywallModel
import PurchaseFlow

/// Words about a product that several screens share.
enum ProductText {
    /// The product's name on kiosk's screens: its display name, or its id when the catalog's name is empty
    /// (paywalls and the Marketplace answer show the empty name, as StoreKit does).
    static func name(_ product: ProductInfo) -> String {
        product.displayName.isEmpty ? product.id : product.displayName
    }

    /// The price with its period: `$9.99 / month`.
    static func price(_ product: ProductInfo) -> String {
        price(product.displayPrice ?? "\(product.price) \(product.currencyCode)", period: product.subscriptionPeriod)
    }

    /// The price as it is billed: for the customer's current plan and for a change that waits for its renewal,
    /// where the subscription renews (after a storefront switch, in another currency than the storefront's);
    /// else the storefront's (`$9.99 / month`).
    static func billedPrice(_ product: ProductInfo, _ store: StoreSnapshot) -> String {
        let current = product.subscriptionGroupID.flatMap { store.subscriptionStore($0) }?.options
            .first { $0.isCurrent && $0.productID == product.id }?.price
        let renewing = current.flatMap { $0.currency != store.settings.storefront.currency ? $0 : nil }
        guard let billed = renewing ?? store.renewalPrice(of: product.id) else { return price(product) }
        return price(billed.formatted(locale: Locale(identifier: store.settings.locale)), period: product.subscriptionPeriod)
    }

    /// The other customer of the Apple ID who has a non-consumable, or the subscription of a plan's group (then with
    /// the group's name): this customer cannot buy it until a restore moves it here (a non-renewing subscription
    /// is sold to them as to anyone); nil when nothing of it is another customer's.
    static func anotherCustomersOwner(of product: ProductInfo, _ store: StoreSnapshot) -> (owner: String, groupName: String?)? {
        guard let customer = store.customer else { return nil }
        if product.type == .nonConsumable, let owner = customer.ownedByOthers[product.id] { return (owner, nil) }
        guard let group = product.subscriptionGroupID, let owner = customer.groupsOwnedByOthers[group] else { return nil }
        return (owner, store.groupName(of: group))
    }

    /// Whose a product of the Apple ID is, for a list's detail: `ann's; Restore moves it here` (`ann's subscription; …` for a
    /// plan of the group whose subscription is theirs).
    static func ownerWords(_ owner: String, isSubscription: Bool = false) -> String {
        "\(owner)'s\(isSubscription ? " subscription" : ""); Restore moves it here"
    }

    /// Why the customer cannot buy a product another customer of the Apple ID has (`anotherCustomersOwner`), naming
    /// them and the restore that moves it here.
    static func anotherCustomers(_ product: ProductInfo, _ store: StoreSnapshot) -> ListRow? {
        guard let (owner, groupName) = anotherCustomersOwner(of: product, store) else { return nil }
        if let groupName { return anotherCustomersSubscription(groupName: groupName, owner: owner) }
        return .text("Owned by \(owner) on this Apple ID", detail: "Restore purchases moves it here", tone: .warning)
    }

    /// The row saying a subscription group's subscription is another customer's: `Kiosk Plus: ann's subscription`, which
    /// Restore purchases moves here, or, for a request of a customer other than the current one (`requester`), to them.
    static func anotherCustomersSubscription(groupName: String, owner: String, requester: String? = nil) -> ListRow {
        .text("\(groupName): \(owner)'s subscription", detail: requester.map { "a restore for \($0) moves it to \($0)" } ?? "Restore purchases moves it here",
              tone: .warning)
    }

    /// Why nothing is charged when the customer asks for what another customer of the Apple ID has: `this Apple ID
    /// already bought Kiosk Plus for ann. Restore purchases moves it to bob.` It names the group of a plan (`group`: the
    /// Apple ID's one subscription of it, whichever plan the customer asked for, as the screens say it), else the product.
    static func boughtForAnother(product: String, group: String?, owner: String, customer: String) -> String {
        "this Apple ID already bought \(group ?? product) for \(owner). Restore purchases moves it to \(customer)."
    }

    /// `boughtForAnother`'s words for a product by id, from the last store read; nil when nothing of it is another
    /// customer's.
    static func boughtForAnother(_ productID: String, _ store: StoreSnapshot) -> String? {
        guard let product = store.product(productID), let customer = store.customer,
              let (owner, groupName) = anotherCustomersOwner(of: product, store) else { return nil }
        return boughtForAnother(product: name(product), group: groupName, owner: owner, customer: customer.name)
    }

    /// "Not needed: …" when buying the product would add nothing under the rules (`CustomerStanding.alreadyEntitled`);
    /// nil otherwise.
    static func notNeeded(_ productID: String, _ store: StoreSnapshot) -> ListRow? {
        store.customer?.alreadyEntitled[productID].map { .text("Not needed: \($0)", tone: .warning) }
    }

    /// A formatted price with a subscription's period (ISO 8601) when it has one: `$9.99 / month`.
    static func price(_ price: String, period iso: String?) -> String {
        guard let iso, let period = SubscriptionPeriod(iso8601: iso) else { return price }
        return "\(price) / \(period.englishDescription(omittingOne: true))"
    }

    /// Where the customer stands (with renewal details for subscriptions), or the price when it is for sale (whose it
    /// is when another customer of the Apple ID has it).
    static func status(_ product: ProductInfo, _ store: StoreSnapshot) -> String {
        guard case .ready = store.states[product.id] ?? .ready(price: "") else { return standing(product.id, store) }
        if let (owner, group) = anotherCustomersOwner(of: product, store) {
            return ownerWords(owner, isSubscription: group != nil)
        }
        return billedPrice(product, store)
    }

    /// Where the customer stands with a product by id (`not bought` when they have nothing of it): what `status`
    /// says of one they have or had, for products the catalog no longer has too.
    static func standing(_ id: String, _ store: StoreSnapshot) -> String {
        switch store.states[id] ?? .ready(price: "") {
        case .ready: return "not bought"
        case .purchasing: return "purchasing…"
        case .pending: return "pending approval"
        case .active, .cancelled, .inGracePeriod:
            if let subscription = store.subscription(id) { return SubscriptionText.summary(subscription, in: store) }
            return "owned"
        case .upcoming(let date): return "starts \(DateText.day(date))"
        case .expired: return "expired"
        case .inBillingRetry: return "billing problem: retrying, no access"
        case .revoked: return "refunded"
        case .failed(let error): return "failed: \(error.message)"
        }
    }

    /// The theme role of where the customer stands: success when owned, warning when it is running out or
    /// billing fails, pending while waiting (Ask to Buy, an upcoming plan), danger when it ended or failed;
    /// `nil` for sale.
    static func tone(_ state: ProductPurchaseState?) -> ColorRole? {
        switch state {
        case .active: return .success
        case .cancelled, .inGracePeriod, .inBillingRetry: return .warning
        case .purchasing, .pending, .upcoming: return .pending
        case .expired, .revoked, .failed: return .danger
        case .ready, nil: return nil
        }
    }

    /// Whether the customer has what the product gives now.
    static func isEntitled(_ state: ProductPurchaseState?) -> Bool {
        switch state {
        case .active, .cancelled, .inGracePeriod: return true
        default: return false
        }
    }
}
