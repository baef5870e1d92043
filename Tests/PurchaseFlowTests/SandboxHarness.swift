import Foundation
import PaywallModel
import Testing
import TestSupport
@testable import PurchaseFlow

/// A sandbox store and client on a fresh state directory with a manual clock, for one test.
final class SandboxHarness: Sendable {
    let directory: TemporaryDirectory
    let clock: ManualClock
    let store: SandboxStore
    let marketplace: SandboxMarketplace

    /// The first of January 2026, where every test's clock starts.
    static let start = Date(timeIntervalSince1970: 1_767_225_600)

    init(catalog: Catalog, directory: TemporaryDirectory = TemporaryDirectory(), clock: ManualClock = ManualClock(SandboxHarness.start),
         prices: PriceSidecar? = nil, offerCodes: OfferCodeSidecar = OfferCodeSidecar(),
         availability: StorefrontAvailability = StorefrontAvailability(), confirm: @escaping SandboxMarketplace.Confirmation = { _, _ in true }) throws {
        self.directory = directory
        self.clock = clock
        store = try SandboxStore(catalog: catalog, stateDirectory: directory.url, clock: clock, prices: prices, offerCodes: offerCodes,
                                 availability: availability)
        marketplace = SandboxMarketplace(store: store, pollInterval: .milliseconds(5), confirmPurchase: confirm, installationSource: .unknown)
    }

    /// Another store and client on the same state directory and clock, as a second process would have.
    func reopened() throws -> SandboxHarness {
        try SandboxHarness(catalog: store.catalog, directory: directory, clock: clock, prices: store.priceBook.sidecar,
                           offerCodes: store.offerCodes, availability: store.availability)
    }

    /// The product with an id, fetched through the client.
    func product(_ id: String) async throws -> ProductInfo {
        let subscription = store.catalog.product(withID: id)?.isSubscription ?? false
        guard let product = try await marketplace.fetchProducts(for: [id], subscription: subscription).first else {
            throw MarketplaceError(.productUnavailable, "test catalog lacks \(id)")
        }
        return product
    }

    /// Buys a product through the client.
    func buy(_ id: String, offer: OfferChoice? = nil, quantity: Int = 1, ownership: OwnershipType = .purchased) async throws -> PurchaseResult {
        try await marketplace.purchase(item: try await product(id), offerChoice: offer, quantity: quantity, ownership: ownership)
    }

    /// Buys through the store directly and returns the completed transaction; throws when the purchase did anything else
    /// (waited, scheduled a change, found the product owned).
    func completed(_ request: PurchaseRequest) throws -> LedgerRecord {
        let outcome = try store.purchase(request)
        guard case .completed(let record) = outcome else {
            throw MarketplaceError(.unknown, "\(request.productID) was not bought: \(outcome)")
        }
        return record
    }

    /// The ids of the products the client says the customer is entitled to.
    func entitledProductIDs() async throws -> Set<String> {
        Set(try await marketplace.fetchEntitlements().map(\.productID))
    }

    /// Sets a sandbox setting.
    func set(_ key: String, _ value: String) throws {
        try store.set(SettingOverride(key: key, value: value))
    }
}

/// The catalogs tests run against: kiosk's demo catalog and real ones from ../shared/fixtures/storekit.
enum TestCatalogs {
    /// A fixture catalog by file name (tests that read one need the fixtures).
    static func fixture(_ name: String) throws -> Catalog {
        try Catalog.load(from: try #require(Fixtures.url("storekit/\(name)")))
    }

    /// RevenueCat's unit-test catalog (format 5): lifetime (family shareable), a consumable, a non-renewing
    /// subscription and two groups with introductory and promotional offers.
    static func revenueCatUnitTests() throws -> Catalog {
        try fixture("RevenueCat__purchases-ios__UnitTestsConfiguration.storekit")
    }

    /// Apple's Backyard Birds catalog (format 3): consumables and a family-shareable pass group with intro offers.
    static func backyardBirds() throws -> Catalog {
        try fixture("apple__sample-backyard-birds__Store.storekit")
    }

    /// StoreHelper's sample catalog (format 2): non-consumables, a consumable, two groups, a code offer.
    static func storeHelper() throws -> Catalog {
        try fixture("russell-archer__StoreHelper__SampleProducts.storekit")
    }

    /// The first product of a kind in a catalog that matches a condition.
    static func first(_ kind: ProductKind, in catalog: Catalog, where condition: (Product) -> Bool = { _ in true }) -> Product? {
        catalog.products(ofKind: kind).first(where: condition)
    }
}

extension ClockStep {
    /// A step of a number of seconds (to the millisecond).
    static func seconds(_ seconds: TimeInterval) -> ClockStep {
        ClockStep(milliseconds: Int64((seconds * 1_000).rounded()))
    }
}

/// Milliseconds since 1970, as signed payloads write dates.
func milliseconds(_ date: Date) -> Int64 { Timestamp(date).milliseconds }
