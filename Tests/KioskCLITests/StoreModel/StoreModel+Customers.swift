import Foundation
import PaywallModel
@testable import PurchaseFlow

/// The model's rules for the customers sharing one Apple ID: who owns what, and what a restore moves.
///
/// A purchase belongs to the customer who made it (a renewal keeps its subscription's customer) until a restore
/// by another customer moves it to them; only what entitles now is moved. A consumable is credited to its
/// customer's balance once, when it is delivered.
extension StoreModel {
    /// The customers histories act as: the default one (every plain `buy`) and a second one of the app.
    static let customers = [Customer.defaultName, "alex"]

    /// Something the Apple ID is entitled to now: an owned non-consumable, or a subscription giving access.
    struct Entitling: Hashable {
        var productID: String
        var originalID: Int64
        var owner: String
    }

    /// Everything the Apple ID is entitled to now, with its owner.
    func entitling() -> [Entitling] {
        let products = nonConsumablePurchases.filter { owned.contains($0.key) }.map { productID, purchase in
            Entitling(productID: productID, originalID: purchase.originalID, owner: restoredTo[purchase.originalID] ?? purchase.buyer)
        }
        let subscriptions = subscriptions.values.filter { !$0.isRevoked && accessEnd(of: $0) > now }.map { subscription in
            Entitling(productID: subscription.productID, originalID: subscription.originalID,
                      owner: restoredTo[subscription.originalID] ?? subscription.buyer)
        }
        return products + subscriptions
    }

    /// The owner of a subscription.
    func owner(of subscription: Subscription) -> String {
        restoredTo[subscription.originalID] ?? subscription.buyer
    }

    /// The products that entitle `customer` now.
    func productsEntitling(_ customer: String) -> Set<String> {
        Set(entitling().filter { $0.owner == customer }.map(\.productID))
    }

    /// Delivers a customer's undelivered consumables: each credits its balance once.
    mutating func deliver(to customer: String, rules: StorefrontRules) {
        for (id, consumable) in undeliveredConsumables where consumable.customer == customer {
            if let grant = rules.balanceGrant(for: consumable.productID) {
                balances[customer, default: [:]][grant.balance.key, default: 0] += grant.amount
            }
            undeliveredConsumables[id] = nil
        }
    }
}
