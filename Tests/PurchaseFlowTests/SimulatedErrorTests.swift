import Foundation
import PaywallModel
import Testing
import TestSupport
@testable import PurchaseFlow

@Suite("Simulated StoreKit errors")
struct SimulatedErrorTests {
    @Test(.needsFixtures) func eachAPIFailsWithTheErrorSetAtRunTime() async throws {
        let catalog = try TestCatalogs.storeHelper()
        let sandbox = try SandboxHarness(catalog: catalog)
        let product = try await sandbox.product("com.rarcher.nonconsumable.flowers.small")
        try sandbox.set("error.purchase", "networkError")
        let purchase = await #expect(throws: MarketplaceError.self) { try await sandbox.marketplace.purchase(item: product) }
        #expect(purchase?.code == .networkError)
        #expect(purchase?.message == "Purchase failed with the simulated error networkError, as the sandbox settings ask.")
        try sandbox.set("error.purchase", "userCancelled")
        #expect(try await sandbox.marketplace.purchase(item: product) == .cancelled)
        try sandbox.set("error.purchase", "off")
        let transaction = try #require(try await sandbox.marketplace.purchase(item: product).transaction)

        try sandbox.set("error.load-products", "systemError")
        let load = await #expect(throws: MarketplaceError.self) { try await sandbox.product("com.rarcher.red") }
        #expect(load?.code == .systemError)
        try sandbox.set("error.app-store-sync", "networkError")
        let sync = await #expect(throws: MarketplaceError.self) { try await sandbox.marketplace.restore() }
        #expect(sync?.code == .networkError)
        try sandbox.set("error.app-store-sync", "off")
        #expect(try await sandbox.marketplace.restore().map(\.id) == [transaction.id])

        try sandbox.set("error.verification", "unverifiedTransaction")
        #expect(try await sandbox.marketplace.fetchEntitlements().isEmpty)
        let results = try sandbox.marketplace.fetchEntitlementResults()
        guard case .unverified(let failure) = results.first else { Issue.record("expected unverified"); return }
        #expect(failure.transactionID == Int64(transaction.id))
    }

    @Test(.needsFixtures) func theCatalogsStoreKitErrorsAreTheDefaults() async throws {
        var catalog = try TestCatalogs.storeHelper()
        catalog.settings.storeKitErrors = [
            StoreKitErrorSetting(api: .purchase, isEnabled: true, current: .init(type: "purchase", index: 2)),
            StoreKitErrorSetting(api: .loadProducts, isEnabled: false, current: .init(type: "generic", index: 2)),
        ]
        let sandbox = try SandboxHarness(catalog: catalog)
        let error = await #expect(throws: MarketplaceError.self) { try await sandbox.buy("com.rarcher.amber") }
        #expect(error?.code == .purchaseNotAllowed)
        try sandbox.set("error.purchase", "off")
        #expect(try await sandbox.buy("com.rarcher.amber").transaction != nil)
        try sandbox.store.reset()
        #expect(try sandbox.store.settings().simulatedErrors == [.purchase: .purchaseNotAllowed])
    }

    @Test func xcodeErrorChoicesMapToCodes() {
        #expect(SimulatedErrors.code(for: StoreKitErrorSetting(api: .loadProducts, isEnabled: true, current: .init(type: "generic", index: 2))) == .networkError)
        #expect(SimulatedErrors.code(for: StoreKitErrorSetting(api: .purchase, isEnabled: true, current: .init(type: "purchase", index: 3))) == .ineligibleForOffer)
        #expect(SimulatedErrors.code(for: StoreKitErrorSetting(api: .purchase, isEnabled: true, current: nil)) == .unknown)
        #expect(SimulatedErrors.code(for: StoreKitErrorSetting(api: .verification, isEnabled: true, current: .init(type: "generic", index: 0))) == .unverifiedTransaction)
        #expect(SimulatedErrors.code(for: StoreKitErrorSetting(api: .purchase, isEnabled: true, current: .init(type: "generic", index: 99))) == .unknown)
    }

    @Test func badSettingsAreRefusedWithAReason() throws {
        #expect(throws: SettingError("Unknown setting 'colour'. Expected ask-to-buy, interrupted, storefront, locale, time-rate, renewal-billing-issues, billing-grace-period, original-app-version, refund-review, environment, notifications-url or error.API.")) {
            try SettingOverride(key: "colour", value: "red")
        }
        #expect(throws: SettingError("'maybe' is not on or off.")) { try SettingOverride(key: "ask-to-buy", value: "maybe") }
        #expect(throws: SettingError("'XYZ' is not an App Store storefront code such as USA or DEU.")) {
            try SettingOverride(key: "storefront", value: "XYZ")
        }
        #expect(throws: SettingError.self) { try SettingOverride(key: "error.purchase", value: "boom") }
        #expect(throws: SettingError.self) { try SettingOverride(key: "error.nonsense", value: "off") }
        #expect(try SettingOverride(key: "storefront", value: "de").value == "DEU")
    }
}
