import Foundation
import PaywallModel
import PurchaseFlow
import Testing
import TestSupport

/// A reader that goes away while kiosk writes to it: the command line dies of SIGPIPE by its default action, quietly.
@Suite("End to end: a reader that goes away")
struct BrokenPipeEndToEndTests {
    @Test(.needsKiosk) func sandboxListIntoAReaderThatStopsAfterTheFirstLineEndsBySIGPIPEQuietly() throws {
        let state = TemporaryDirectory()
        try Self.fillLedger(in: state.url, rows: 2_000)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try #require(TmuxSession.kioskPath))
        process.arguments = ["sandbox", "--state", state.path, "list"]
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = FileHandle.nullDevice
        try process.run()
        // As `head -1` does: read the first line, then go. The list is far larger than a pipe holds (64 KB), so kiosk
        // is still writing: its next write finds no reader.
        let reader = output.fileHandleForReading
        var first = Data()
        while let byte = try reader.read(upToCount: 1), !byte.isEmpty, byte != Data("\n".utf8) { first += byte }
        try reader.close()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(String(decoding: first, as: UTF8.self).hasPrefix("ID "))
        #expect(process.terminationReason == .uncaughtSignal && process.terminationStatus == SIGPIPE,
                "ended by \(process.terminationReason == .exit ? "exit" : "signal") \(process.terminationStatus)")
        #expect(message.isEmpty, "nothing on standard error: \(message.prefix(300))")
    }

    /// Writes `rows` completed purchases into a new ledger (with its signing key) at once; unsigned, as the list shows
    /// them all the same.
    static func fillLedger(in directory: URL, rows: Int) throws {
        let ledger = try SandboxStore(catalog: .demo, stateDirectory: directory).ledger
        let coins = try #require(Catalog.demo.products(ofKind: .consumable).first)
        try ledger.database.write { database in
            let first = try ledger.nextIDIn(database)
            let records = (0..<Int64(rows)).map { index in
                LedgerRecord(id: first + index, originalID: first + index, productID: coins.id, productKind: .consumable,
                             status: .completed, purchaseDate: Date(timeIntervalSince1970: 1_767_225_600), storefront: "USA")
            }
            try ledger.insertIn(database, records)
        }
    }
}
