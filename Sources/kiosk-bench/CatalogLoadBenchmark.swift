import Foundation
import PaywallModel

/// Loads a generated 10,000-product `.storekit` catalog (target: under 100 ms in release).
enum CatalogLoadBenchmark {
    static var benchmark: Benchmark {
        Benchmark(
            name: "catalog-load",
            summary: "load a generated 10,000-product .storekit catalog (target < 100 ms)",
            run: run
        )
    }

    static func run() throws {
        let text = GeneratedCatalog.text(productCount: 10_000)
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("kiosk-bench-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("Generated.storekit")
        try Data(text.utf8).write(to: file)
        print("   catalog: \(text.utf8.count / 1024) KiB")
        let data = Data(text.utf8)
        _ = try measure("parse the JSON alone") { _ = try JSONDocument(data: data) }
        var wall: [Double] = []
        var cpu: [Double] = []
        var catalog: Catalog?
        for _ in 0..<7 {
            catalog = nil
            let (wallStart, cpuStart) = (DispatchTime.now().uptimeNanoseconds, threadCPUMilliseconds())
            let loaded = try Catalog.load(from: file)
            cpu.append(threadCPUMilliseconds() - cpuStart)
            wall.append(Double(DispatchTime.now().uptimeNanoseconds - wallStart) / 1_000_000)
            catalog = loaded
        }
        (wall, cpu) = (wall.sorted(), cpu.sorted())
        print(String(format: "   load from file: median %.3f ms, best %.3f ms over 7 runs", wall[3], wall[0]))
        print(String(format: "   the same, CPU time of this thread (excludes waiting on a busy machine): median %.3f ms, best %.3f ms", cpu[3], cpu[0]))
        func verdict(_ milliseconds: Double) -> String { milliseconds < 100 ? "met" : "MISSED" }
        print("   loaded \(catalog?.products.count ?? 0) products in \(catalog?.subscriptionGroups.count ?? 0) groups; " +
              "target 100 ms: \(verdict(wall[3])) by wall time, \(verdict(cpu[3])) by CPU time")
    }
}

/// The CPU time this thread has used, in milliseconds: steadier than wall time on a busy machine.
private func threadCPUMilliseconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return Double(time.tv_sec) * 1000 + Double(time.tv_nsec) / 1_000_000
}

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
