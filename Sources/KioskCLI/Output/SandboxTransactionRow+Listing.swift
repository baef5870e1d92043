import Dispatch
import PaywallModel
import PurchaseFlow

/// `kiosk sandbox list`'s output, written while the ledger is read, so a ledger of any size lists in bounded memory.
extension SandboxTransactionRow {
    /// Rows per batch: each batch's signatures are checked on every processor at once.
    private static let batchSize = 1_024
    /// Rows whose signatures one processor checks together (`TransactionVerifier.verify(_:)` over an array).
    private static let chunkSize = 64

    /// Writes every row as a JSON array.
    static func writeJSON(_ store: SandboxStore, to console: Console) throws {
        try store.signDeferredRenewals()
        var writer = JSONOutput.ArrayWriter(to: console.write)
        try checkedRows(store, as: JSONOutput.ArrayWriter.encoded) { elements in
            for element in elements { writer.append(encoded: element) }
        }
        writer.finish()
    }

    /// Writes every row as an aligned table, or says that the ledger is empty.
    ///
    /// The column widths come from a first pass that checks no signatures (the signature column is last and
    /// unpadded); the second pass checks them and writes each line as it is made.
    static func writeTable(_ store: SandboxStore, to console: Console) throws {
        try store.signDeferredRenewals()
        var widths = tableHeader.map(\.count)
        var isEmpty = true
        try store.forEachRecordBatch(size: batchSize) { batch in
            isEmpty = false
            widths = columnWidths(batch.map { SandboxTransactionRow($0, verification: .notChecked) }, startingFrom: widths)
        }
        guard !isEmpty else {
            return console.print("The ledger \(store.ledger.database.path) has no transactions.")
        }
        console.print(TextTable.line(tableHeader, widths: widths))
        let columns = widths
        try checkedRows(store, as: { rows in rows.map { TextTable.line($0.cells, widths: columns) } }) { lines in
            for line in lines { console.print(line) }
        }
    }

    /// Hands the text of the ledger's rows, signatures checked as the app sees them (unverified while the simulated
    /// Verification error is on) and each row made into text by `text`, to `body` a batch at a time, in the ledger's order.
    ///
    /// A batch's signatures are checked and its rows made into text on other threads while the next batch is read
    /// and the one before is written (`CheckedBatch`), so reading and writing, which one thread does, overlap the
    /// checks; two batches at most are held.
    private static func checkedRows(_ store: SandboxStore, as text: @escaping @Sendable ([SandboxTransactionRow]) throws -> [String],
                                    _ body: ([String]) throws -> Void) throws {
        let verifier = store.verifier
        let settings = try store.settings()
        let restsRefunded = try store.ledger.planChangeRefundsByReplaced()
        var previous: CheckedBatch?
        try store.forEachRecordBatch(size: batchSize) { batch in
            let next = CheckedBatch(batch, refunds: try store.refunds(of: batch), restsRefunded: restsRefunded, verifier: verifier,
                                    settings: settings, text: text)
            if let previous { try body(previous.texts()) }
            previous = next
        }
        if let previous { try body(previous.texts()) }
    }

    /// The text of a batch of records' rows, their signatures checked and the text made on other threads from the
    /// moment it is made, `chunkSize` rows together on each; `refunds` says what each refunded record's refund gave back,
    /// `restsRefunded` what an upgrade refunded of the rest of each record it replaced.
    private final class CheckedBatch: @unchecked Sendable {
        private var made: Result<[String], any Error> = .success([])
        private let done = DispatchSemaphore(value: 0)

        init(_ records: [LedgerRecord], refunds: [Int64: RefundedAmount], restsRefunded: [Int64: Price], verifier: TransactionVerifier,
             settings: SandboxSettings, text: @escaping @Sendable ([SandboxTransactionRow]) throws -> [String]) {
            DispatchQueue.global().async { [self] in
                let chunks = stride(from: 0, to: records.count, by: SandboxTransactionRow.chunkSize).map {
                    Array(records[$0..<min($0 + SandboxTransactionRow.chunkSize, records.count)])
                }
                let texts = chunks.concurrentMap { chunk in
                    Result {
                        try text(zip(chunk, verifier.verify(chunk)).map {
                            SandboxTransactionRow($0, verification: .checked($1.asTheAppSees(settings)), refund: refunds[$0.id],
                                                  restRefunded: restsRefunded[$0.id])
                        })
                    }
                }
                made = Result { try texts.flatMap { try $0.get() } }
                done.signal()
            }
        }

        /// The text of the rows, once every signature is checked.
        func texts() throws -> [String] {
            done.wait()
            done.signal()
            return try made.get()
        }
    }
}
