import Foundation
import PurchaseFlow

/// One page of ledger records in a stable order, and the revision token that continues after it.
///
/// Records are ordered by purchase date, then id (ascending or descending). A revision names the last record
/// of a page (its purchase date and id, base64url), so the next page starts right after it even when newer
/// records arrived meanwhile.
struct Page {
    /// How many records a page holds, as Apple's API returns.
    static let size = 20

    /// The records of this page.
    let records: [LedgerRecord]
    /// The token that continues after this page (the one given when the page is empty).
    let revision: String
    /// Whether records follow this page.
    let hasMore: Bool

    /// The page of `records` after `revision` (from the start without one).
    init(of records: [LedgerRecord], after revision: String?, descending: Bool = false) throws(APIError) {
        let sorted = records.sorted { Self.key(of: $0) < Self.key(of: $1) }
        let ordered = descending ? Array(sorted.reversed()) : sorted
        var remaining = ordered[...]
        if let revision {
            guard let position = Self.position(revision) else { throw .invalidRevision }
            remaining = ordered.drop { record in
                descending ? Self.key(of: record) >= position : Self.key(of: record) <= position
            }
        }
        self.records = Array(remaining.prefix(Self.size))
        self.hasMore = remaining.count > Self.size
        self.revision = self.records.last.map(Self.token) ?? revision ?? Self.token(for: (0, 0))
    }

    private static func key(of record: LedgerRecord) -> (Int64, Int64) {
        (Int64((record.purchaseDate.timeIntervalSince1970 * 1_000).rounded(.down)), record.id)
    }

    private static func token(of record: LedgerRecord) -> String { token(for: key(of: record)) }

    private static func token(for key: (Int64, Int64)) -> String {
        Base64URL.encode(Array("\(key.0).\(key.1)".utf8))
    }

    private static func position(_ revision: String) -> (Int64, Int64)? {
        guard let data = Base64URL.decode(revision) else { return nil }
        let parts = String(decoding: data, as: UTF8.self).split(separator: ".")
        guard parts.count == 2, let date = Int64(parts[0]), let id = Int64(parts[1]) else { return nil }
        return (date, id)
    }
}
