import Foundation

extension PackagePricing {
    /// The packages with their relative discounts set as RevenueCat sets them: each subscription against the
    /// most expensive price per month among the reference packages (`nil`: all of them); see
    /// `PeriodicPrice.discount(comparedTo:)`.
    public static func discounted(_ priced: [PackagePricing], against referenceIDs: Set<String>? = nil) -> [PackagePricing] {
        // Each price per month is worked out once: it divides and rounds `Decimal`s.
        let monthly = priced.map { $0.periodicPrice?.per(.month) }
        let reference = priced.indices
            .filter { referenceIDs?.contains(priced[$0].packageID) ?? true }
            .compactMap { monthly[$0] }
            .max { $0.amount < $1.amount }
        return zip(priced, monthly).map { package, monthly in
            var package = package
            package.relativeDiscount = reference.flatMap { reference in monthly.flatMap { PeriodicPrice.discount(perMonth: $0, comparedTo: reference) } }
            return package
        }
    }
}

extension SubscriptionOffer {
    /// The period one payment covers, which StoreKit gives as the offer's period: a pay-as-you-go offer's
    /// billing period, the whole offer otherwise (RevenueCat's offer-period variables show this).
    public var periodOfOnePayment: SubscriptionPeriod {
        paymentMode == .payAsYouGo ? period : duration
    }
}

extension ComponentsPaywall {
    /// The packages relative discounts are measured against while `selectedTabID` is shown: the paywall's package
    /// components outside tabs plus the shown tab's (RevenueCat builds the reference from the paywall's packages and
    /// gives each tab with packages its own package context), never an offering's package the paywall does not show.
    public func discountReferencePackages(selectedTabID: String?) -> Set<String> {
        var outside: Set<String> = []
        var shownTab: Set<String> = []
        func packages(under component: PaywallComponent) -> Set<String> {
            if case .package(let package) = component { return [package.packageID] }
            return component.children.reduce(into: []) { $0.formUnion(packages(under: $1)) }
        }
        func walk(_ component: PaywallComponent) {
            switch component {
            case .package(let package): outside.insert(package.packageID)
            case .tabs(let tabs):
                let shown = tabs.tabs.first { $0.id == selectedTabID } ?? tabs.tabs.first { $0.id == tabs.defaultTabID } ?? tabs.tabs.first
                if let shown { shownTab.formUnion(packages(under: .stack(shown.stack))) }
            default: component.children.forEach(walk)
            }
        }
        [base.header, base.stack, base.stickyFooter?.stack].compactMap { $0 }.forEach { walk(.stack($0)) }
        return outside.union(shownTab)
    }
}

extension TemplatePaywall {
    /// The packages a v1 paywall measures relative discounts against: the shown tier's, else the paywall's.
    public func discountReferencePackages(selectedTierID: String?) -> Set<String> {
        let tier = config.tiers.first { $0.id == selectedTierID } ?? config.tiers.first
        return Set(tier?.packages ?? config.packages)
    }
}
