import Foundation
import PaywallModel
import TestSupport
@testable import PurchaseFlow

/// The checked-in state directories under `Ledgers/`, made by older kiosks, for the migration tests.
enum LedgerFixtures {
    /// A copy of a checked-in state directory in a new temporary directory.
    static func copied(_ name: String, besides file: String = #filePath) throws -> TemporaryDirectory {
        let source = URL(fileURLWithPath: file).deletingLastPathComponent().appendingPathComponent("Ledgers/\(name)")
        let directory = TemporaryDirectory()
        for file in try FileManager.default.contentsOfDirectory(atPath: source.path) {
            try FileManager.default.copyItem(at: source.appendingPathComponent(file), to: directory.file(file))
        }
        return directory
    }

    /// Buys the demo's 100 coins, which completes at once.
    static func buyConsumable(_ store: SandboxStore) throws -> LedgerRecord {
        guard case .completed(let record) = try store.purchase(PurchaseRequest(productID: "demo.coins.100")) else {
            throw MarketplaceError(.unknown, "the consumable was not bought")
        }
        return record
    }
}
