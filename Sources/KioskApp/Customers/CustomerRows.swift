import Foundation
import PaywallModel
import PurchaseFlow

/// Rows about the current customer that the store, my purchases and settings show: who they are, their tier
/// and entitlements, features, conflicts, balances, and the customer switch.
enum CustomerRows {
    /// The store's header, one row: the customer and their tier, and their active entitlements.
    static func storeHeader(_ store: StoreSnapshot) -> [ListRow] {
        guard let customer = store.customer else { return [] }
        let active = customer.activeEntitlements.map(\.name)
        return [.text("Customer \(customer.name)" + (customer.tier.map { ", tier \($0.name)" } ?? ""),
                      detail: active.isEmpty ? "no entitlements" : active.joined(separator: ", "))]
    }

    /// The balances with a row to spend from each that holds enough.
    static func spendableBalances(_ store: StoreSnapshot) -> [ListRow] {
        guard let balances = store.customer?.balances, !balances.isEmpty else { return [] }
        return [.heading("Balances")] + balances.map { balance in
            guard balance.amount >= balance.spendStep else { return .text("\(balance.name): \(balance.amount)", detail: "nothing to spend") }
            return .item("\(balance.name): \(balance.amount)", detail: "spend \(balance.spendStep)",
                         .perform(.spend(balance: balance.key, amount: balance.spendStep)))
        }
    }

    /// My purchases' account sections: entitlements, tier and features, conflicts, balances, and what another
    /// customer of this Apple ID owns.
    static func standing(_ store: StoreSnapshot) -> [ListRow] {
        guard let customer = store.customer else { return [] }
        var rows: [ListRow] = [.heading("Entitlements")]
        let active = customer.activeEntitlements
        rows += active.map { .text(label(of: $0), detail: stateText($0.state, store)) }
        let inactive = customer.entitlements.filter { !$0.state.isActive }.map(\.name)
        if active.isEmpty { rows.append(.text("No entitlement is active.")) }
        if !inactive.isEmpty && !active.isEmpty {
            rows.append(.text("Not active", detail: inactive.count > 4 ? "\(inactive.count) others" : inactive.joined(separator: " · ")))
        }
        rows += [.heading("Access"), .text("Customer", detail: customer.name), .text("Tier", detail: tierText(customer.tier))]
        rows += customer.features.map { .text("Feature: \($0.name)", detail: featureText($0)) }
        rows += customer.conflicts.isEmpty ? [.text("Conflicts", detail: "none")] : [.heading("Conflicts")] + customer.conflicts.map { conflict in
            .text(conflict.productIDs.map { store.displayName(of: $0) }.joined(separator: " + "),
                  detail: "\(conflict.kind == .tiers ? "tiers" : "products") \(conflict.between.joined(separator: "/")) conflict")
        }
        if !customer.balances.isEmpty {
            rows.append(.heading("Balances"))
            rows += customer.balances.map { .text($0.name, detail: "\($0.amount)") }
        }
        let others = store.products.filter { customer.ownedByOthers[$0.id] != nil }
        if !others.isEmpty {
            rows.append(.heading("Bought on this Apple ID for others"))
            rows += others.map { .text(ProductText.name($0), detail: ProductText.ownerWords(customer.ownedByOthers[$0.id]!)) }
        }
        return rows
    }

    /// Settings' customer rows: the current customer (Enter acts for the next one on the ledger) and a way to
    /// add one.
    static func settings(_ state: AppState) -> [ListRow] {
        let customers = state.store?.customer?.customers ?? []
        var rows: [ListRow] = [.heading("Customer")]
        if customers.count > 1, let index = customers.firstIndex(of: state.customerName) {
            let next = customers[(index + 1) % customers.count]
            rows.append(.item("Customer", detail: "\(state.customerName) (\(index + 1) of \(customers.count))",
                              .perform(.switchCustomer(name: next))))
        } else {
            rows.append(.text("Customer", detail: state.customerName))
        }
        rows.append(.item("New customer…", .open(.newCustomer)))
        return rows
    }

    /// `Premium (level 2)`, or `none`.
    private static func tierText(_ tier: Tier?) -> String {
        tier.map { "\($0.name) (level \($0.level))" } ?? "none"
    }

    /// `Kiosk Plus (plus)`; the key alone when it is the name.
    private static func label(of entitlement: CustomerStanding.Entitlement) -> String {
        entitlement.name == entitlement.state.key ? entitlement.name : "\(entitlement.name) (\(entitlement.state.key))"
    }

    /// An active entitlement in words: where it comes from, until when, whether it renews, its period and
    /// billing problems.
    static func stateText(_ state: EntitlementState, _ store: StoreSnapshot) -> String {
        if let version = state.grantingOriginalAppVersion { return "from the app's purchase (version \(version))" }
        var parts = ["from " + (state.sourceProductID.map { store.displayName(of: $0) } ?? "?")]
        if let end = state.expiresAt {
            parts.append("until \(DateText.day(end))")
            if let source = state.sourceProductID.flatMap(store.subscription), SubscriptionText.endsForRemoval(source) {
                parts.append("ends then: no longer in the catalog")
            } else {
                parts.append(state.willRenew ? "renews" : "does not renew")
            }
        } else {
            parts.append("no end")
        }
        if state.periodType != .normal { parts.append(state.periodType == .trial ? "free trial" : "offer period") }
        if state.hasBillingIssue { parts.append("billing issue") }
        if state.isFamilyShared { parts.append("family shared") }
        return parts.joined(separator: ", ")
    }

    /// What a feature allows: `yes`, `yes, up to 10`, `yes, no limit`, `yes until 6 Jan 2027`, `no`.
    private static func featureText(_ feature: CustomerStanding.Feature) -> String {
        guard feature.hasAccess else { return feature.rule == .unavailable ? "no (not in this tier)" : "no" }
        switch feature.rule {
        case .until(let end): return "yes until \(DateText.day(end))"
        case .allowed: return "yes"
        default: return feature.limit.map { "yes, up to \($0)" } ?? "yes, no limit"
        }
    }
}
