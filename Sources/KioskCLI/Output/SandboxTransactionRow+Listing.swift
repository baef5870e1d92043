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
        try checkedRows(store) { rows in
            for row in rows { try writer.append(row) }
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
        try checkedRows(store) { rows in
            for row in rows { console.print(TextTable.line(row.cells, widths: widths)) }
        }
    }

    /// Hands the ledger's rows, signatures checked, to `body` a batch at a time.
    private static func checkedRows(_ store: SandboxStore, _ body: ([SandboxTransactionRow]) throws -> Void) throws {
        let verifier = store.verifier
        try store.forEachRecordBatch(size: batchSize) { batch in
            let chunks = stride(from: 0, to: batch.count, by: chunkSize).map { Array(batch[$0..<min($0 + chunkSize, batch.count)]) }
            try body(chunks.concurrentMap { chunk in
                zip(chunk, verifier.verify(chunk)).map { SandboxTransactionRow($0, verification: .checked($1)) }
            }.flatMap { $0 })
        }
    }
}
