import Foundation
import PaywallModel
import Testing
import TestSupport
@testable import PurchaseFlow

@Suite("The sandbox store with the demo catalog")
struct DemoCatalogTests {
    @Test func everyProductCanBeFetchedAndBought() async throws {
        let sandbox = try SandboxHarness(catalog: .demo)
        var boughtInGroup: [String: String] = [:]
        for product in Catalog.demo.products {
            let info = try await sandbox.product(product.id)
            #expect(info.displayName == product.displayName(for: "en_US", catalogLocale: Catalog.demo.settings.locale))
            sandbox.clock.advance(by: 60)
            // The group's earlier subscription ends first, so this is a new purchase rather than a plan change.
            if let group = product.subscription?.groupID, let earlier = boughtInGroup.updateValue(product.id, forKey: group) {
                try sandbox.store.expireSubscription(of: earlier)
            }
            let result = try await sandbox.buy(product.id)
            let transaction = try #require(result.transaction, "\(product.id): \(result)")
            #expect(transaction.productID == product.id && transaction.productType == product.kind)
        }
        let records = try sandbox.store.records()
        #expect(records.allSatisfy { sandbox.store.verifier.verify($0).verifiedTransaction != nil })
        // Consumables never entitle; one subscription per group does.
        let entitled = try await sandbox.marketplace.fetchEntitlements()
        #expect(entitled.allSatisfy { $0.productType != .consumable })
        let groups = entitled.compactMap(\.subscriptionGroupID)
        #expect(groups.count == Set(groups).count && groups.count == Catalog.demo.subscriptionGroups.count)
        let oneTime = Catalog.demo.products.filter { $0.kind == .nonConsumable || $0.kind == .nonRenewingSubscription }
        #expect(Set(oneTime.map(\.id)).isSubset(of: Set(entitled.map(\.productID))))
    }

    @Test func aLifecycleOfAskToBuyThenRefundOnTheDemo() async throws {
        let sandbox = try SandboxHarness(catalog: .demo)
        let shareable = try #require(TestCatalogs.first(.nonConsumable, in: .demo) { $0.isFamilyShareable })
        try sandbox.set("ask-to-buy", "on")
        guard case .pending(let pending) = try await sandbox.buy(shareable.id) else { Issue.record("expected pending"); return }
        try sandbox.store.approve(pending.requestID)
        try sandbox.set("ask-to-buy", "off")
        #expect(try await sandbox.buy(shareable.id).transaction?.id == UInt64(pending.requestID))
        let family = try #require(try await sandbox.buy(shareable.id, ownership: .familyShared).transaction)
        #expect(family.ownershipType == .familyShared)
        try sandbox.store.refund(pending.requestID)
        // With the customer's purchase refunded, the family member's share still entitles.
        #expect(try await sandbox.marketplace.fetchEntitlements().map(\.id) == [family.id])
    }

    @Test func theDemoSubscriptionsUseTheirIntroductoryOffers() async throws {
        let sandbox = try SandboxHarness(catalog: .demo)
        let withIntro = Catalog.demo.products.filter { $0.subscription?.introductoryOffer != nil }
        try #require(!withIntro.isEmpty)
        var seenGroups = Set<String>()
        var boughtInGroup: [String: String] = [:]
        for product in withIntro {
            let subscription = try #require(product.subscription)
            if let earlier = boughtInGroup.updateValue(product.id, forKey: subscription.groupID) {
                try sandbox.store.expireSubscription(of: earlier)
            }
            let transaction = try #require(try await sandbox.buy(product.id).transaction)
            // Only the first purchase in a group gets the intro offer.
            #expect((transaction.offer?.kind == .introductory) == !seenGroups.contains(subscription.groupID))
            seenGroups.insert(subscription.groupID)
        }
    }
}
