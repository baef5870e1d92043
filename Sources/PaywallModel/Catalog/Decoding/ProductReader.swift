import Foundation

/// Reads one product object: a one-time product or an auto-renewable subscription with its offers.
struct ProductReader {
    let cursor: JSONCursor

    /// Reads an entry of `products` or `nonRenewingSubscriptions`, whose `type` must be one of `allowed`.
    func readOneTime(allowed: [ProductKind]) -> Product? {
        guard cursor.expectObject("a product") else { return nil }
        let id = cursor.nonEmptyString("productID", required: true)
        let kind = cursor.oneOf("type", ProductKind.self)
        if let kind, !allowed.contains(kind) {
            let expected = allowed.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")
            cursor.member("type")?.report("expected one of \(expected) here, found \"\(kind.rawValue)\"")
            return nil
        }
        let price = cursor.price("displayPrice", required: true)
        let common = readCommonFields()
        guard let id, let kind, let price else { return nil }
        return common.product(id: id, kind: kind, price: price, subscription: nil)
    }

    /// Reads an entry of a group's `subscriptions`.
    func readSubscription(enclosingGroupID: String, knownGroupIDs: Set<String>) -> Product? {
        guard cursor.expectObject("a subscription") else { return nil }
        let id = cursor.nonEmptyString("productID", required: true)
        if let kind = cursor.oneOf("type", ProductKind.self, required: false), kind != .autoRenewableSubscription {
            cursor.member("type")?.report("expected \"\(ProductKind.autoRenewableSubscription.rawValue)\" in a subscription group, found \"\(kind.rawValue)\"")
            return nil
        }
        let price = cursor.price("displayPrice", required: true)
        let level = cursor.int("groupNumber", required: true)
        if let level, level < 1 { cursor.member("groupNumber")?.report("expected a level of 1 or more, found \(level)") }
        let period = cursor.period("recurringSubscriptionPeriod")
        let groupID = readGroupID(enclosingGroupID: enclosingGroupID, knownGroupIDs: knownGroupIDs)
        let offers = OfferReader(subscription: cursor)
        let introductoryOffers = offers.introductoryOffers()
        let promotionalOffers = offers.offers(in: "adHocOffers", kind: .promotional)
        let codeOffers = offers.offers(in: "codeOffers", kind: .code)
        let winBackOffers = offers.offers(in: "winbackOffers", kind: .winBack)
        let billingPlans = offers.billingPlans()
        let promotionalImageID = cursor.string("promotionalImageID")
        let common = readCommonFields()
        guard let id, let price, let level, level >= 1, let period, let groupID else { return nil }
        let details = SubscriptionDetails(
            groupID: groupID,
            groupLevel: level,
            period: period,
            introductoryOffers: introductoryOffers,
            promotionalOffers: promotionalOffers,
            codeOffers: codeOffers,
            winBackOffers: winBackOffers,
            billingPlans: billingPlans,
            promotionalImageID: promotionalImageID
        )
        return common.product(id: id, kind: .autoRenewableSubscription, price: price, subscription: details)
    }

    /// The `subscriptionGroupID`, which must name the enclosing group; absent means the enclosing group.
    private func readGroupID(enclosingGroupID: String, knownGroupIDs: Set<String>) -> String? {
        guard let groupID = cursor.string("subscriptionGroupID") else { return enclosingGroupID }
        if !knownGroupIDs.contains(groupID) {
            cursor.member("subscriptionGroupID")?.report("the subscription refers to the group \"\(groupID)\", which does not exist; expected the id of a subscription group (\"\(enclosingGroupID)\" encloses it)")
            return nil
        }
        if groupID != enclosingGroupID {
            cursor.member("subscriptionGroupID")?.report("expected the id of the enclosing group \"\(enclosingGroupID)\", found \"\(groupID)\"")
            return nil
        }
        return groupID
    }

    /// The fields every product has besides id, kind and price.
    private struct CommonFields {
        var referenceName: String
        var internalID: String?
        var isFamilyShareable: Bool
        var localizations: [LocalizedText]

        func product(id: String, kind: ProductKind, price: Decimal, subscription: SubscriptionDetails?) -> Product {
            Product(id: id, kind: kind, referenceName: referenceName, internalID: internalID, price: price,
                    isFamilyShareable: isFamilyShareable, localizations: localizations, subscription: subscription)
        }
    }

    private func readCommonFields() -> CommonFields {
        CommonFields(
            referenceName: cursor.string("referenceName") ?? "",
            internalID: cursor.string("internalID"),
            isFamilyShareable: cursor.bool("familyShareable") ?? false,
            localizations: cursor.localizations()
        )
    }
}
