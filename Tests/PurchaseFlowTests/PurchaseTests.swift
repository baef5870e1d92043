import Foundation
import PaywallModel
import Testing
import TestSupport
@testable import PurchaseFlow

@Suite("Purchasing from the sandbox store")
struct PurchaseTests {
    @Test(.needsFixtures) func aNonConsumableIsSignedWithStoreKitFieldsAndNeverChargedTwice() async throws {
        let catalog = try TestCatalogs.revenueCatUnitTests()
        let sandbox = try SandboxHarness(catalog: catalog)
        let token = UUID()
        let result = try await sandbox.marketplace.purchase(item: try await sandbox.product("lifetime"), offer: nil, quantity: 1, appAccountToken: token)
        guard case .purchased(let transaction) = result else { Issue.record("expected purchased, got \(result)"); return }
        #expect(transaction.productID == "lifetime" && transaction.productType == .nonConsumable)
        #expect(transaction.id == transaction.originalID)
        #expect(transaction.purchaseDate == SandboxHarness.start)
        #expect(transaction.appAccountToken == token)
        #expect(transaction.ownershipType == .purchased && transaction.environment == .xcode)
        #expect(transaction.storefront == "USA" && transaction.currency == "USD" && transaction.price == Decimal(string: "199.99"))
        #expect(!transaction.isAcknowledged && transaction.expirationDate == nil && transaction.revocationDate == nil)
        let payload = try #require(try JSONSerialization.jsonObject(with: CompactJWS(transaction.jwsRepresentation).payload) as? [String: Any])
        #expect(payload["transactionId"] as? String == String(transaction.id))
        #expect(payload["productId"] as? String == "lifetime")
        #expect(payload["type"] as? String == "Non-Consumable")
        #expect(payload["inAppOwnershipType"] as? String == "PURCHASED")
        #expect(payload["transactionReason"] as? String == "PURCHASE")
        #expect(payload["environment"] as? String == "Xcode")
        #expect(payload["purchaseDate"] as? Int64 == milliseconds(SandboxHarness.start))
        #expect(payload["price"] as? Int64 == 199_990)

        let again = try await sandbox.buy("lifetime")
        #expect(again == .alreadyEntitled(transaction))
        #expect(try sandbox.store.records().count == 1)
    }

    @Test(.needsFixtures) func consumablesComeInQuantitiesAndAreNeverEntitlements() async throws {
        let catalog = try TestCatalogs.backyardBirds()
        let sandbox = try SandboxHarness(catalog: catalog)
        let first = try #require(try await sandbox.buy("pellet.box", quantity: 3).transaction)
        let second = try #require(try await sandbox.buy("pellet.box").transaction)
        #expect(first.quantity == 3 && first.price == Decimal(string: "11.97"))
        #expect(second.id == first.id + 1 && second.quantity == 1)
        #expect(try await sandbox.entitledProductIDs().isEmpty)
        #expect(try await sandbox.marketplace.unfinishedTransactions().compactMap(\.verifiedTransaction).map(\.id) == [first.id, second.id])
        let tooMany = await #expect(throws: MarketplaceError.self) { try await sandbox.buy("pellet.box", quantity: SandboxStore.maximumQuantity + 1) }
        #expect(tooMany?.code == .invalidQuantity)
        let none = await #expect(throws: MarketplaceError.self) { try await sandbox.buy("pellet.box", quantity: 0) }
        #expect(none?.code == .invalidQuantity)
    }

    @Test(.needsFixtures) func onlyConsumablesTakeAQuantity() async throws {
        let catalog = try TestCatalogs.storeHelper()
        let sandbox = try SandboxHarness(catalog: catalog)
        let error = await #expect(throws: MarketplaceError.self) {
            try await sandbox.buy("com.rarcher.nonconsumable.flowers.large", quantity: 2)
        }
        #expect(error?.code == .invalidQuantity)
        #expect(try sandbox.store.records().isEmpty)
    }

    @Test(.needsFixtures) func finishingAcknowledgesOnceAndLeavesTheUnfinishedQueue() async throws {
        let catalog = try TestCatalogs.storeHelper()
        let sandbox = try SandboxHarness(catalog: catalog)
        let transaction = try #require(try await sandbox.buy("com.rarcher.consumable.plant.installation").transaction)
        try await sandbox.marketplace.finish(transaction)
        try await sandbox.marketplace.finish(transaction)
        #expect(try await sandbox.marketplace.unfinishedTransactions().isEmpty)
        #expect(try sandbox.store.record(Int64(transaction.id)).isFinished)
        let finishedChanges = try sandbox.store.ledger.changes(after: 0).filter { $0.kind == .transactionFinished }
        #expect(finishedChanges.count == 1)
    }

    @Test(.needsFixtures) func aCancelledConfirmationChargesNothing() async throws {
        let catalog = try TestCatalogs.storeHelper()
        let sandbox = try SandboxHarness(catalog: catalog, confirm: { _, _ in false })
        #expect(try await sandbox.buy("com.rarcher.nonconsumable.flowers.small") == .cancelled)
        #expect(try sandbox.store.records().isEmpty)
    }

    @Test(.needsFixtures) func anUnknownProductIsUnavailable() async throws {
        let catalog = try TestCatalogs.storeHelper()
        let sandbox = try SandboxHarness(catalog: catalog)
        let error = #expect(throws: MarketplaceError.self) { try sandbox.store.purchase(PurchaseRequest(productID: "nope")) }
        #expect(error?.code == .productUnavailable)
        #expect(error?.message == "The catalog has no product 'nope'.")
    }

    @Test(.needsFixtures) func nonRenewingSubscriptionsEntitleByTheirLatestPurchaseAndMayBeBoughtAgain() async throws {
        let catalog = try TestCatalogs.revenueCatUnitTests()
        let sandbox = try SandboxHarness(catalog: catalog)
        let first = try #require(try await sandbox.buy("com.revenuecat.non_renewable").transaction)
        sandbox.clock.advance(by: 86_400)
        let second = try #require(try await sandbox.buy("com.revenuecat.non_renewable").transaction)
        #expect(first.expirationDate == nil && second.id > first.id)
        #expect(try await sandbox.marketplace.fetchEntitlements().map(\.id) == [second.id])
    }

    @Test(.needsFixtures) func familySharingNeedsAShareableProduct() async throws {
        let catalog = try TestCatalogs.revenueCatUnitTests()
        let sandbox = try SandboxHarness(catalog: catalog)
        let shared = try #require(try await sandbox.buy("lifetime", ownership: .familyShared).transaction)
        #expect(shared.ownershipType == .familyShared)
        #expect(try await sandbox.marketplace.fetchEntitlements().map(\.ownershipType) == [.familyShared])
        // The customer's own purchase is still possible and then is the entitlement.
        let own = try #require(try await sandbox.buy("lifetime").transaction)
        #expect(try await sandbox.marketplace.fetchEntitlements().map(\.id) == [own.id])
        let error = await #expect(throws: MarketplaceError.self) {
            try await sandbox.buy("com.revenuecat.consumable", ownership: .familyShared)
        }
        #expect(error?.code == .purchaseNotAllowed)
    }

    @Test(.needsFixtures) func theStorefrontIsRecordedAndChargedIn() async throws {
        let catalog = try TestCatalogs.storeHelper()
        let sandbox = try SandboxHarness(catalog: catalog)
        try sandbox.set("storefront", "JPN")
        let transaction = try #require(try await sandbox.buy("com.rarcher.nonconsumable.roses.large").transaction)
        #expect(transaction.storefront == "JPN" && transaction.currency == "JPY")
    }
}
