import Foundation
import PaywallModel

/// Writes a large, valid `.storekit` catalog of the shape Xcode writes, for benchmarks.
enum GeneratedCatalog {
    /// A catalog with `productCount` products: a fifth consumable, a tenth non-consumable, a tenth
    /// non-renewing, the rest subscriptions in groups of ten, each with an introductory and a promotional offer.
    static func text(productCount: Int) -> String {
        let consumables = productCount / 5
        let nonConsumables = productCount / 10
        let nonRenewing = productCount / 10
        let subscriptions = productCount - consumables - nonConsumables - nonRenewing
        var products: [String] = []
        for index in 0..<(consumables + nonConsumables) {
            products.append(product(id: "bench.item.\(index)", type: index < consumables ? "Consumable" : "NonConsumable", price: price(index)))
        }
        let renewing = (0..<nonRenewing).map { product(id: "bench.pass.\($0)", type: "NonRenewingSubscription", price: price($0)) }
        var groups: [String] = []
        for groupIndex in stride(from: 0, to: subscriptions, by: 10) {
            let members = (groupIndex..<min(groupIndex + 10, subscriptions)).map { subscription(index: $0, group: "G\(groupIndex / 10)") }
            groups.append("""
            {"id" : "G\(groupIndex / 10)", "localizations" : [], "name" : "Group \(groupIndex / 10)", "subscriptions" : [\(members.joined(separator: ",\n"))]}
            """)
        }
        return """
        {
          "identifier" : "BENCH", "nonRenewingSubscriptions" : [\(renewing.joined(separator: ",\n"))],
          "products" : [\(products.joined(separator: ",\n"))],
          "settings" : {"_locale" : "en_US", "_storefront" : "USA", "_timeRate" : 0},
          "subscriptionGroups" : [\(groups.joined(separator: ",\n"))],
          "version" : {"major" : 4, "minor" : 0}
        }
        """
    }

    private static func price(_ index: Int) -> String { "\(index % 100).99" }

    private static func localizations(_ name: String) -> String {
        """
        "localizations" : [{"description" : "All of \(name).", "displayName" : "\(name)", "locale" : "en_US"},
          {"description" : "Alles von \(name).", "displayName" : "\(name) (de)", "locale" : "de_DE"}]
        """
    }

    private static func product(id: String, type: String, price: String) -> String {
        """
        {"displayPrice" : "\(price)", "familyShareable" : false, "internalID" : "\(id.hashValue & 0xFFFFFF)", \(localizations(id)),
         "productID" : "\(id)", "referenceName" : "\(id)", "type" : "\(type)"}
        """
    }

    private static func subscription(index: Int, group: String) -> String {
        let periods = ["P1W", "P1M", "P3M", "P6M", "P1Y"]
        return """
        {"adHocOffers" : [{"displayPrice" : "0.99", "internalID" : "A\(index)", "numberOfPeriods" : 3, "offerID" : "promo.\(index)",
           "paymentMode" : "payAsYouGo", "referenceName" : "promo", "subscriptionPeriod" : "P1M"}],
         "codeOffers" : [], "displayPrice" : "\(price(index))", "familyShareable" : true, "groupNumber" : \(index % 10 + 1),
         "internalID" : "S\(index)", "introductoryOffer" : {"internalID" : "I\(index)", "numberOfPeriods" : 1, "paymentMode" : "free",
           "subscriptionPeriod" : "P1W"}, \(localizations("sub \(index)")), "productID" : "bench.sub.\(index)",
         "recurringSubscriptionPeriod" : "\(periods[index % periods.count])", "referenceName" : "sub \(index)",
         "subscriptionGroupID" : "\(group)", "type" : "RecurringSubscription", "winbackOffers" : []}
        """
    }
}
