import Foundation
import PaywallModel
import PurchaseFlow

/// What `kiosk sandbox status` reports for one customer: entitlement states, tier, features, balances,
/// what the store shows, and conflicts. Encoded as `--json`; `lines` is the text form.
struct SandboxCustomerStatus: Encodable {
    var customer: String
    var appAccountToken: String
    var rules: String
    var entitlements: [Entitlement]
    var tier: String?
    var features: [RulesSummary.FeatureAccess]
    var balances: [Balance]
    var visibleProducts: [String]
    var conflicts: [RulesSummary.ConflictEntry]

    struct Entitlement: Encodable {
        var key: String
        var isActive: Bool
        var expiresAt: String?
        var willRenew: Bool
        var sourceProduct: String?
        var sourceTransaction: UInt64?
        var billingIssue: Bool
        var isSandbox: Bool
        var periodType: String
        var isFamilyShared: Bool
        var originalAppVersion: String?
    }
    struct Balance: Encodable { var key: String; var name: String; var amount: Int }

    /// The status of the session's customer; the store shows only what `isSold` (the storefront in force sells).
    init(session: CustomerSession, isSold: @Sendable (String) -> Bool) async throws {
        let entitling = try await session.entitlements()
        let access = session.access(owning: entitling)
        let summary = RulesSummary(rules: session.rules, catalog: session.catalog, catalogName: "", customer: access).customer
        customer = session.customer.name
        appAccountToken = session.customer.appAccountToken.uuidString
        rules = session.rules.source
        entitlements = try await session.entitlementStates(from: entitling).map {
            Entitlement(key: $0.key, isActive: $0.isActive, expiresAt: $0.expiresAt.map(RulesSummary.timestamp), willRenew: $0.willRenew,
                        sourceProduct: $0.sourceProductID, sourceTransaction: $0.sourceTransactionID, billingIssue: $0.hasBillingIssue,
                        isSandbox: $0.isSandbox, periodType: $0.periodType.rawValue, isFamilyShared: $0.isFamilyShared,
                        originalAppVersion: $0.grantingOriginalAppVersion)
        }
        tier = access.effectiveTier?.id
        features = summary?.features ?? []
        let amounts = try await session.balances()
        balances = zip(session.rules.balances, amounts).map { Balance(key: $0.key, name: $0.name, amount: $1.amount) }
        visibleProducts = access.visibleProductIDs.filter(isSold)
        conflicts = summary?.conflicts ?? []
    }

    /// The status as text.
    var lines: [String] {
        var lines = ["Customer \(customer) (app account token \(appAccountToken)), rules: \(rules)", "", "Entitlements"]
        lines += entitlements.map { state in
            if state.isActive, let version = state.originalAppVersion {
                return "  \(state.key): active from the app's original purchase (original app version \(version))"
            }
            guard state.isActive, let source = state.sourceProduct else { return "  \(state.key): inactive" }
            var parts = ["active from \(source)" + (state.sourceTransaction.map { " (transaction \($0))" } ?? "")]
            parts.append(state.expiresAt.map { "until \($0)" + (state.willRenew ? ", renews" : ", does not renew") } ?? "no end")
            if state.periodType != "normal" { parts.append(state.periodType == "trial" ? "free trial" : "offer period") }
            if state.isFamilyShared { parts.append("family shared") }
            if state.billingIssue { parts.append("billing issue") }
            if state.isSandbox { parts.append("sandbox") }
            return "  \(state.key): " + parts.joined(separator: ", ")
        }
        lines.append("Tier: \(tier ?? "none")")
        if !features.isEmpty {
            lines.append("Features")
            lines += features.map { "  \($0.feature): \($0.hasAccess ? "yes" : "no") (\($0.rule))" }
        }
        if !balances.isEmpty {
            lines.append("Balances")
            lines += balances.map { "  \($0.key) (\($0.name)): \($0.amount)" }
        }
        lines.append("Store shows: " + (visibleProducts.isEmpty ? "nothing" : visibleProducts.joined(separator: ", ")))
        lines += conflicts.isEmpty ? ["Conflicts: none"] : ["Conflicts"] + conflicts.map { "  \($0.message)" }
        return lines
    }
}
