import PaywallModel

/// Writes a `CatalogSummary` as text for a terminal: an overview, then products by kind and by group.
enum CatalogSummaryText {
    /// The summary's lines.
    static func lines(of summary: CatalogSummary) -> [String] {
        var lines = [summary.file]
        let storefront = summary.storefront
        lines.append("  format \(summary.formatVersion) · storefront \(storefront.code) (\(storefront.name), \(storefront.currency)) · locale \(summary.locale)")
        lines.append("  " + productCountLine(summary))
        let offers = SubscriptionOffer.Kind.allCases.map { "\(summary.offerCounts[$0.rawValue] ?? 0) \(offerWord($0))" }
        lines.append("  offers: " + offers.joined(separator: ", "))
        lines.append("  localizations: " + (summary.localizations.isEmpty ? "none" : summary.localizations.joined(separator: ", ")))
        if let sidecar = summary.priceSidecar {
            lines.append("  price sidecar: \(sidecar) (" + summary.sidecarStorefronts.joined(separator: ", ") + ")")
        }
        if let notice = summary.priceNotice { lines.append("  note: " + notice) }
        for kind in [ProductKind.consumable, .nonConsumable, .nonRenewingSubscription] {
            let products = summary.products.filter { $0.kind == kind.summaryKey }
            guard !products.isEmpty else { continue }
            lines.append("")
            lines.append(sectionTitle(kind))
            lines += TextTable.lines(products.map { ["  " + $0.id, $0.name, $0.price] })
        }
        let productsByID = Dictionary(summary.products.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        for group in summary.subscriptionGroups {
            lines.append("")
            lines.append("Subscription group \"\(group.name)\" (\(group.id))")
            lines += groupLines(group, products: productsByID)
        }
        lines.append("")
        lines.append("Settings: " + settingsLine(summary.settings))
        return lines
    }

    private static func productCountLine(_ summary: CatalogSummary) -> String {
        let parts = ProductKind.allCases.compactMap { kind -> String? in
            let count = summary.productCounts[kind.summaryKey] ?? 0
            return count == 0 ? nil : "\(count) \(kind.summaryName)\(count == 1 ? "" : "s")"
        }
        let total = summary.productCounts["total"] ?? 0
        return "\(total) product\(total == 1 ? "" : "s")" + (parts.isEmpty ? "" : ": " + parts.joined(separator: ", "))
    }

    /// A group's levels as a table, each product's offers under it (products looked up by id, the first of an id winning).
    private static func groupLines(_ group: CatalogSummary.GroupSummary, products: [String: CatalogSummary.ProductSummary]) -> [String] {
        var rows: [[String]] = []
        var details: [Int: [String]] = [:]
        for level in group.levels {
            for id in level.productIDs {
                guard let product = products[id] else { continue }
                let period = product.period.flatMap(SubscriptionPeriod.init(iso8601:))
                var price = product.price + (period.map { " every \($0.englishDescription(omittingOne: true))" } ?? "")
                if let perMonth = product.pricePerMonth { price += " (\(perMonth) a month)" }
                details[rows.count] = product.offers.map { "\(offerLabel($0)): \($0.terms)" }
                rows.append(["  level \(level.level)", product.id, product.name, price])
            }
        }
        var lines: [String] = []
        for (index, line) in TextTable.lines(rows).enumerated() {
            lines.append(line)
            lines += (details[index] ?? []).map { "      " + $0 }
        }
        return lines
    }

    private static func offerLabel(_ offer: CatalogSummary.OfferSummary) -> String {
        let kind = SubscriptionOffer.Kind(rawValue: offer.kind).map(offerWord) ?? offer.kind
        var label = kind
        if let name = offer.name { label += " \"\(name)\"" }
        if let eligibility = offer.eligibility { label += " for " + eligibility.joined(separator: "/") }
        return label
    }

    private static func offerWord(_ kind: SubscriptionOffer.Kind) -> String {
        switch kind {
        case .introductory: "introductory"
        case .promotional: "promotional"
        case .code: "offer code"
        case .winBack: "win-back"
        }
    }

    private static func sectionTitle(_ kind: ProductKind) -> String {
        switch kind {
        case .consumable: "Consumables"
        case .nonConsumable: "Non-consumables"
        case .nonRenewingSubscription: "Non-renewing subscriptions"
        case .autoRenewableSubscription: "Auto-renewable subscriptions"
        }
    }

    private static func settingsLine(_ settings: CatalogSummary.SettingsSummary) -> String {
        func state(_ on: Bool) -> String { on ? "on" : "off" }
        let errors = settings.simulatedErrors.isEmpty ? "none" : settings.simulatedErrors.joined(separator: ", ")
        return [
            "time rate \(settings.timeRate)",
            "Ask to Buy \(state(settings.askToBuy))",
            "billing issues \(state(settings.billingIssues))",
            "renewal billing issues \(state(settings.renewalBillingIssues))",
            "grace period \(state(settings.billingGracePeriod))",
            "failing transactions \(state(settings.failTransactions))",
            "simulated errors: \(errors)",
        ].joined(separator: " · ")
    }

}
