import Foundation
import PaywallModel
import PurchaseFlow
import DevSupport

/// The sandbox store's speed targets over a large ledger: entitlements and listing.
enum SandboxBenchmarks {
    static var entitlements: Benchmark {
        Benchmark(
            name: "sandbox-entitlements",
            summary: "fetchEntitlements over a 100,000-transaction ledger, JWS verified (target < 20 ms)",
            run: runEntitlements
        )
    }

    static var list: Benchmark {
        Benchmark(
            name: "sandbox-list",
            summary: "kiosk sandbox list (table and --json) over a 100,000-transaction ledger, whole process (target < 6 s, < 60 MB)",
            run: runList
        )
    }

    /// A fresh state directory, removed after `body`.
    static func withStateDirectory(_ body: (URL) throws -> Void) throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("kiosk-bench-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        try body(directory)
    }

    static func runEntitlements() throws {
        try withStateDirectory { directory in
            let store = try SandboxStore(catalog: .demo, stateDirectory: directory)
            let start = DispatchTime.now().uptimeNanoseconds
            try fillLedger(store, transactions: 100_000)
            print(String(format: "   built a %d-transaction ledger in %.1f s", try store.records().count,
                         Double(DispatchTime.now().uptimeNanoseconds - start) / 1_000_000_000))
            let marketplace = SandboxMarketplace(store: store, installationSource: .configured(in: ProcessInfo.processInfo.environment))
            var entitled = 0
            let median = try measure("fetchEntitlements", runs: 21) {
                entitled = try marketplace.fetchEntitlementResults().compactMap(\.verifiedTransaction).count
            }
            print("   \(entitled) entitlements; target 20 ms: \(median < 20 ? "met" : "MISSED")")
        }
    }

    static func runList() throws {
        guard let kiosk = kioskBinaryBesideBenchmark else {
            print("   skipped: needs kiosk built beside kiosk-bench (swift build -c release --product kiosk)")
            return
        }
        try withStateDirectory { directory in
            let store = try SandboxStore(catalog: .demo, stateDirectory: directory)
            try fillLedger(store, transactions: 100_000)
            if let keep = ProcessInfo.processInfo.environment["KIOSK_BENCH_KEEP_LEDGER"] {
                try FileManager.default.copyItem(at: directory, to: URL(fileURLWithPath: keep))
                print("   the ledger is copied to \(keep)")
            }
            let records = try store.records()
            var began = DispatchTime.now().uptimeNanoseconds
            let verified = records.filter { store.verifier.verify($0).verifiedTransaction != nil }.count
            let oneByOne = Double(DispatchTime.now().uptimeNanoseconds - began) / 1_000_000
            // The same checks as kiosk sandbox list makes them, 64 rows together, on one thread.
            began = DispatchTime.now().uptimeNanoseconds
            let together = stride(from: 0, to: records.count, by: 64).reduce(0) { count, start in
                count + store.verifier.verify(Array(records[start..<min(start + 64, records.count)])).filter { $0.verifiedTransaction != nil }.count
            }
            let floor = Double(DispatchTime.now().uptimeNanoseconds - began) / 1_000_000
            print(String(format: "   floor: %d of %d rows verified in process on one thread in %.0f ms, 64 at a time (one by one: %d in %.0f ms)",
                         together, records.count, floor, verified, oneByOne))
            for arguments in [["sandbox", "list"], ["sandbox", "list", "--json"]] {
                var costs: [ChildProcess.Outcome] = []
                for _ in 0..<3 {
                    let cost = try runMeasuringOwnPeak(kiosk, arguments + ["--state", directory.path])
                    guard cost.status == 0 else { throw BenchFailure("kiosk \(arguments.joined(separator: " ")) exited \(cost.status)") }
                    costs.append(cost)
                }
                let median = costs.map(\.milliseconds).sorted()[1]
                let cpu = costs.map(\.cpuMilliseconds).sorted()[1]
                let peak = costs.map(\.peakMegabytes).max() ?? 0
                print(String(format: "   kiosk %@: median %.0f ms (%.2fx the floor), CPU %.0f ms, peak %.1f MB (target 6 s, 60 MB: %@)",
                             arguments.joined(separator: " "), median, median / floor, cpu, peak,
                             median < 6_000 && peak < 60 ? "met" : "MISSED"))
            }
        }
    }

    static func productID(_ kind: ProductKind) throws -> String {
        guard let product = Catalog.demo.products(ofKind: kind).first else {
            throw MarketplaceError(.productUnavailable, "the demo catalog has no \(kind.summaryName)")
        }
        return product.id
    }

    /// Writes a ledger like a long-lived customer's: mostly consumables, years of monthly renewals for
    /// every subscription, and each non-consumable and non-renewing product, every row signed.
    private static func fillLedger(_ store: SandboxStore, transactions: Int) throws {
        let catalog = store.catalog
        let subscriptions = catalog.products(ofKind: .autoRenewableSubscription)
        let oneTime = catalog.products(ofKind: .nonConsumable) + catalog.products(ofKind: .nonRenewingSubscription)
        let consumable = try productID(.consumable)
        let renewals = 2_000
        let now = Date()
        var rows: [LedgerRecord] = oneTime.map {
            LedgerRecord(productID: $0.id, productKind: $0.kind, status: .completed, purchaseDate: now.addingTimeInterval(-86_400), storefront: "USA")
        }
        // One subscription per group stays active: the last product of each group renews until now.
        var activeGroups = Set<String>()
        for product in subscriptions.reversed() {
            guard let subscription = product.subscription else { continue }
            let isActive = activeGroups.insert(subscription.groupID).inserted
            var end = isActive ? subscription.period.advance(now) : now.addingTimeInterval(-86_400 * 400)
            var chain: [LedgerRecord] = []
            for _ in 0..<renewals {
                let begin = Calendar(identifier: .gregorian).date(byAdding: .month, value: -1, to: end) ?? end
                chain.append(LedgerRecord(productID: product.id, productKind: product.kind, groupID: subscription.groupID, status: .completed,
                                          reason: .renewal, purchaseDate: begin, expirationDate: end, storefront: "USA", willAutoRenew: isActive))
                end = begin
            }
            rows += chain.reversed()
        }
        while rows.count < transactions {
            rows.append(LedgerRecord(productID: consumable, productKind: .consumable, status: .completed,
                                     purchaseDate: now.addingTimeInterval(-Double(transactions - rows.count)), storefront: "USA", isFinished: true))
        }
        try store.ledger.database.write { database in
            var originals: [String: Int64] = [:]
            for var row in rows {
                row.id = try store.ledger.nextIDIn(database)
                row.originalID = row.reason == .renewal ? originals[row.productID, default: row.id] : row.id
                if row.reason == .renewal, originals[row.productID] == nil { originals[row.productID] = row.id }
                row.originalPurchaseDate = row.purchaseDate
                let payload = SignedTransactionPayload(record: row, bundleID: store.bundleID, signedDate: Timestamp(now))
                row.signedDate = now
                row.jws = try store.signer.sign(payload: payload.encoded())
                try store.ledger.insertIn(database, row)
            }
        }
    }
}
