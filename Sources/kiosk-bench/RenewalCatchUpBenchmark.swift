import Foundation
import PaywallModel
import PurchaseFlow

/// The time to catch up a year of weekly renewals for 1,000 subscriptions, each renewal a signed transaction.
enum RenewalCatchUpBenchmark {
    static var benchmark: Benchmark {
        Benchmark(
            name: "sandbox-renewal-catch-up",
            summary: "catch up a year of weekly renewals for 1,000 subscriptions, every renewal signed (target < 1 s)",
            run: run
        )
    }

    static func run() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("kiosk-bench-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let start = Date(timeIntervalSince1970: 1_767_225_600)
        let clock = ManualClock(start)
        let store = try SandboxStore(catalog: .demo, stateDirectory: directory, clock: clock)
        try store.set(SettingOverride(key: "time-rate", value: "real"))
        guard let weekly = Catalog.demo.products(ofKind: .autoRenewableSubscription).first(where: { $0.subscription?.period == .week }),
              let group = weekly.subscription?.groupID else {
            throw MarketplaceError(.productUnavailable, "the demo catalog has no weekly subscription")
        }
        try seed(store, product: weekly, group: group, count: 1_000, at: start)
        clock.set(SubscriptionPeriod.year.advance(start))
        let began = DispatchTime.now().uptimeNanoseconds
        let renewals = try store.catchUp()
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - began) / 1_000_000_000
        print(String(format: "   %d renewals of 1,000 weekly subscriptions caught up in %.3f s (target 1 s: %@)",
                     renewals.count, seconds, seconds < 1 ? "met" : "MISSED"))
    }

    /// Writes `count` weekly subscriptions bought at `date` (one per customer account token), each signed.
    private static func seed(_ store: SandboxStore, product: Product, group: String, count: Int, at date: Date) throws {
        let ledger = store.ledger
        try ledger.database.write { database in
            for _ in 0..<count {
                var record = LedgerRecord(productID: product.id, productKind: .autoRenewableSubscription, groupID: group,
                                          status: .completed, purchaseDate: date, expirationDate: SubscriptionPeriod.week.advance(date),
                                          storefront: "USA", priceMilliunits: 2_990, currency: "USD", appAccountToken: UUID(), willAutoRenew: true)
                record.id = try ledger.nextIDIn(database)
                record.originalID = record.id
                record.jws = try store.signer.sign(payload: SignedTransactionPayload(record: record, bundleID: store.bundleID, signedDate: date).encoded())
                try ledger.insertIn(database, record)
                try ledger.saveSubscriptionIn(database, SubscriptionRecord(
                    originalID: record.id, groupID: group, productID: product.id, ownership: .purchased,
                    latestTransactionID: record.id, expirationDate: record.expirationDate ?? date))
            }
        }
    }
}
