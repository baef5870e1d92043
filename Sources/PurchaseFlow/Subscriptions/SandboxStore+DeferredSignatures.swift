import Foundation

extension SandboxStore {
    /// The records with every renewal whose signature was deferred now signed, and stored signed.
    ///
    /// Catching up signs at once only the renewals that may entitle (each subscription's newest of each
    /// product); the ones the same catch-up already replaced are signed here, the first time something
    /// reads them. Only rows the store itself deferred are signed: a row without a signature stays unsigned.
    public func signingDeferred(_ records: [LedgerRecord]) throws -> [LedgerRecord] {
        let deferred = records.indices.filter { records[$0].isSignatureDeferred }
        guard !deferred.isEmpty else { return records }
        let signed = try ledger.database.write { database in
            // Read again in the write: another process may have signed them meanwhile.
            var current = try deferred.compactMap { try ledger.recordIn(database, id: records[$0].id) }
            let waiting = current.indices.filter { current[$0].isSignatureDeferred }
            var signing = waiting.map { current[$0] }
            try signAll(&signing)
            for (index, record) in zip(waiting, signing) {
                try ledger.setSignatureIn(database, record)
                current[index] = record
            }
            return Dictionary(current.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        }
        var result = records
        for index in deferred {
            result[index] = signed[records[index].id] ?? result[index]
        }
        return result
    }
}
