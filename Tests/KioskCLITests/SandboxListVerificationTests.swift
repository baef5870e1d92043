import Foundation
import Testing
import TestSupport
@testable import KioskCLI
import PaywallModel
import PurchaseFlow

@Suite("kiosk sandbox list: rows checked together on every core")
struct SandboxListVerificationTests {
    /// More rows than one batch of 1,024, and than the signatures after which the key is made ready for many checks.
    private let count = 1_100

    /// A state directory whose ledger has `count` signed consumable purchases, three of them tampered with.
    private func tamperedLedger() throws -> (state: TemporaryDirectory, store: SandboxStore) {
        let state = TemporaryDirectory()
        let store = try SandboxStore(catalog: .demo, stateDirectory: state.url)
        let coins = try #require(Catalog.demo.products(ofKind: .consumable).first).id
        let now = Date()
        try store.ledger.database.write { database in
            for index in 0..<count {
                var row = LedgerRecord(productID: coins, productKind: .consumable, status: .completed,
                                       purchaseDate: now.addingTimeInterval(Double(index - count)), storefront: "USA", isFinished: true)
                row.id = try store.ledger.nextIDIn(database)
                row.originalID = row.id
                row.originalPurchaseDate = row.purchaseDate
                row.signedDate = now
                let payload = SignedTransactionPayload(record: row, bundleID: store.bundleID, signedDate: Timestamp(now))
                row.jws = try store.signer.sign(payload: payload.encoded())
                try store.ledger.insertIn(database, row)
            }
            // A quantity changed after signing, another row's signed transaction, a spoiled signature.
            try database.execute("UPDATE transactions SET quantity = 7 WHERE id = 5")
            try database.execute("UPDATE transactions SET jws = (SELECT jws FROM transactions WHERE id = 701) WHERE id = 700")
            try database.execute("UPDATE transactions SET jws = substr(jws, 1, length(jws) - 6) || 'AAAAAA' WHERE id = 1050")
        }
        return (state, store)
    }

    @Test func tamperedRowsAmongManyAreUnverifiedInTheirPlaces() throws {
        let (state, store) = try tamperedLedger()
        // What each row's signature says when checked alone.
        let expected = try store.records().map { record in
            switch store.verifier.verify(record) {
            case .verified: "verified"
            case .unverified(let failure): "UNVERIFIED: \(failure.reason)"
            }
        }
        #expect(expected.indices.filter { expected[$0] != "verified" } == [4, 699, 1049])
        let (status, console) = runKiosk(["sandbox", "--state", state.path, "list", "--json"])
        #expect(status == ExitStatus.ok)
        let rows = try #require(try JSONSerialization.jsonObject(with: Data(console.output.utf8)) as? [[String: Any]])
        #expect(rows.map { $0["id"] as? Int } == Array(1...count))
        let listed = rows.map { row in
            (row["signature"] as? String ?? "?") + ((row["signatureProblem"] as? String).map { ": \($0)" } ?? "")
        }
        #expect(listed == expected)
        // The table says the same on each row's line, in the same order.
        let table = runKiosk(["sandbox", "--state", state.path, "list"]).console.output.split(separator: "\n").dropFirst()
        #expect(table.count == count)
        #expect(zip(table, expected).allSatisfy { line, verdict in line.hasSuffix(verdict) })
        #expect(zip(table, 1...count).allSatisfy { line, id in line.hasPrefix("\(id) ") })
    }
}
