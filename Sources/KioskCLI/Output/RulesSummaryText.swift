import PaywallModel

/// Writes a `RulesSummary` as text: the problems, the rules part by part, the customer asked about, and a
/// count of errors and warnings last.
enum RulesSummaryText {
    /// The summary's lines; `rules` gives the file order of the maps; the first 100 problems unless `allProblems`.
    static func lines(of summary: RulesSummary, rules: StorefrontRules, allProblems: Bool = false) -> [String] {
        var lines = ["\(summary.check.source): rules for \(summary.catalog)"]
        if summary.isDefault { lines.append("  every product visible, each product its own entitlement, nothing conflicting") }
        lines += ProblemLines.limited(rules.issues.lazy.map(\.description), all: allProblems, omitted: rules.omittedIssues.total)
        lines += section("Entitlements", summary.entitlements.map { entitlement in
            "  \(entitlement.key) (\(entitlement.name)): \(list(entitlement.products))"
                + (entitlement.originalAppVersionBelow.map { "; also to customers who first got the app before version \($0)" } ?? "")
        })
        let tierTitle = "Tiers (lower level is more premium" + (summary.defaultTier.map { "; a customer with none is \($0))" } ?? ")")
        lines += section(tierTitle, summary.tiers.map { "  \($0.level) \($0.id) (\($0.name)): \(list($0.products))" })
        lines += section("Features", summary.features.map { feature in
            "  \(feature.feature): " + feature.rules.map { "\($0.tier) \($0.rule)" }.joined(separator: ", ")
        })
        lines += section("Store", storeLines(summary.store, rules: rules.visibility))
        lines += section("Conflicts", rules.conflicts.tiers.map { "  tier \($0.key) with \(list($0.targets))" }
                         + rules.conflicts.products.map { "  product \($0.key) with \(list($0.targets))" })
        lines += section("Balances", rules.balances.map { balance in
            "  \(balance.key) (\(balance.name)): " + balance.grants.map { "\($0.productID) adds \($0.amount)" }.joined(separator: ", ")
        })
        lines += section("Non-renewing terms", rules.nonRenewingTerms.sorted { $0.key < $1.key }.map { product, term in
            "  \(product) lasts \(term.englishDescription) from each purchase"
        })
        if let customer = summary.customer { lines += section("Owning \(list(customer.owned)) at \(customer.at)", customerLines(customer)) }
        let errors = summary.check.errors
        let warnings = summary.check.warnings
        lines.append("")
        lines.append("\(summary.check.source): \(errors) error\(errors == 1 ? "" : "s"), \(warnings) warning\(warnings == 1 ? "" : "s")")
        return lines
    }

    private static func storeLines(_ store: RulesSummary.Store, rules: VisibilityRules) -> [String] {
        var lines = ["  shown by default: " + (store.hiddenByDefault.isEmpty ? "every product" : "all but \(list(store.hiddenByDefault))")]
        lines += rules.hideMap.map { "  owning \($0.key) hides \(list($0.targets))" }
        lines += rules.showMap.map { "  owning \($0.key) shows \(list($0.targets))" }
        lines += rules.groupHideMap.map { "  owning \($0.key) hides tiers \(list($0.targets))" }
        return lines
    }

    private static func customerLines(_ customer: RulesSummary.Customer) -> [String] {
        var lines = ["  entitlements: " + (customer.entitlements.isEmpty ? "none" : customer.entitlements.map { "\($0.key) (from \(list($0.sources)))" }.joined(separator: ", "))]
        lines.append("  tier: " + (customer.effectiveTier ?? "none") + (customer.activeTiers.count > 1 ? " (owns tiers \(list(customer.activeTiers)))" : ""))
        lines += customer.features.map { feature in
            "  feature \(feature.feature): \(feature.hasAccess ? "yes" : "no") (\(feature.rule))"
        }
        lines.append("  store shows: \(list(customer.visibleProducts))")
        lines += customer.alreadyEntitled.map { "  already entitled: buying \($0.product) adds nothing (\"\($0.entitlement)\" from \($0.source))" }
        lines += customer.conflicts.isEmpty ? ["  conflicts: none"] : customer.conflicts.map { "  conflict: \($0.message)" }
        return lines
    }

    private static func section(_ title: String, _ body: [String]) -> [String] {
        body.isEmpty ? [] : ["", title] + body
    }

    private static func list(_ items: [String]) -> String {
        items.isEmpty ? "nothing" : items.joined(separator: ", ")
    }
}
