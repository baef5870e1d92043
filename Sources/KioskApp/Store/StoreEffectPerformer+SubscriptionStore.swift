import PaywallModel
import PurchaseFlow

extension StoreEffectPerformer {
    /// Adds each group's subscription store model to a snapshot: the customer's current plan (the entitled one,
    /// renewing at its expiration), their introductory offer eligibility (the store's one rule), whether they ever
    /// subscribed to the group (for promotional offers), and the catalog's app policies.
    func addSubscriptionStores(to snapshot: inout StoreSnapshot) throws {
        let store = self.store
        let catalog = store.catalog
        snapshot.appPolicies = catalog.appPolicies
        snapshot.introOfferUsedGroupIDs = try Set(snapshot.groups.map(\.id).filter { try !store.isEligibleForIntroductoryOffer(group: $0) })
        snapshot.subscribedGroupIDs = Set(snapshot.records.filter { $0.status == .completed }.compactMap(\.groupID))
        snapshot.subscriptionStores = snapshot.groups.map { group in
            let current = snapshot.currentPlanID(inGroup: group.id)
            let hasSubscribed = snapshot.subscribedGroupIDs.contains(group.id)
            return SubscriptionStoreModel(
                catalog: catalog, groupID: group.id, prices: store.priceBook, storefront: snapshot.settings.storefront,
                locale: snapshot.settings.locale,
                current: current.map { (productID: $0, renewalDate: snapshot.subscription($0)?.subscription.expirationDate) },
                renewingIn: current.flatMap { snapshot.subscription($0)?.renewalStorefront },
                isEligibleForIntroductoryOffer: !snapshot.introOfferUsedGroupIDs.contains(group.id), hasSubscribed: hasSubscribed)
        }
        snapshot.introOfferExcludedProductIDs = Set(snapshot.subscriptionStores.flatMap(\.options)
            .filter { $0.isCurrent || $0.takesEffectAt != nil }.map(\.productID))
    }
}
