import Foundation
import PaywallModel
import PurchaseFlow

/// The time to catch up a year of weekly renewals for 1,000 subscriptions, and then to read (and so sign) them all.
enum RenewalCatchUpBenchmark {
    static var benchmark: Benchmark {
        Benchmark(
            name: "sandbox-renewal-catch-up",
            summary: "catch up a year of weekly renewals for 1,000 subscriptions (those that may entitle signed at once, the rest when first read; target < 1 s)",
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
        let (renewals, seconds, cpu) = try timed { try store.catchUp() }
        print(String(format: "   %d renewals of 1,000 weekly subscriptions caught up in %.3f s, %.3f s of CPU time (target 1 s: %@)",
                     renewals.count, seconds, cpu, seconds < 1 ? "met" : "MISSED"))
        let (records, readSeconds, readCPU) = try timed { try store.records() }
        let deferred = renewals.filter(\.isSignatureDeferred).count
        print(String(format: "   then the first read of the whole ledger (%d rows) signed the %d deferred renewals in %.3f s, %.3f s of CPU time",
                     records.count, deferred, readSeconds, readCPU))
    }

    /// Runs `body` and returns its result, the time it took and the CPU time this process used meanwhile.
    private static func timed<T>(_ body: () throws -> T) rethrows -> (T, seconds: Double, cpu: Double) {
        let cpuBefore = processorSeconds()
        let began = DispatchTime.now().uptimeNanoseconds
        let result = try body()
        return (result, Double(DispatchTime.now().uptimeNanoseconds - began) / 1_000_000_000, processorSeconds() - cpuBefore)
    }

    /// The user and system CPU time this process has used so far, in seconds, over all its threads.
    private static func processorSeconds() -> Double {
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        return Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1_000_000
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
                record.jws = try store.signer.sign(payload: SignedTransactionPayload(record: record, bundleID: store.bundleID, signedDate: Timestamp(date)).encoded())
                try ledger.insertIn(database, record)
                try ledger.saveSubscriptionIn(database, SubscriptionRecord(
                    originalID: record.id, groupID: group, productID: product.id, ownership: .purchased,
                    latestTransactionID: record.id, expirationDate: record.expirationDate ?? date))
            }
        }
    }
}
