import Foundation
import PurchaseFlow

/// One ledger row as `kiosk sandbox list` prints it, in a table or as JSON.
struct SandboxTransactionRow: Encodable {
    var id: Int64
    var originalID: Int64
    var productID: String
    var productType: String
    var status: String
    var reason: String
    var quantity: Int
    var purchaseDate: String
    var expirationDate: String?
    var revocationDate: String?
    var ownership: String
    var storefront: String
    var price: String?
    var currency: String?
    var offer: String?
    var isFinished: Bool
    var isUpgraded: Bool
    var willAutoRenew: Bool
    var signature: String
    var signatureProblem: String?

    init(_ record: LedgerRecord, verifier: TransactionVerifier) {
        id = record.id
        originalID = record.originalID
        productID = record.productID
        productType = record.productKind.transactionTypeName
        status = record.status.rawValue
        reason = record.reason.rawValue
        quantity = record.quantity
        purchaseDate = Self.iso(record.purchaseDate)
        expirationDate = record.expirationDate.map(Self.iso)
        revocationDate = record.revocationDate.map(Self.iso)
        ownership = record.ownership.rawValue
        storefront = record.storefront
        price = record.priceMilliunits.map { "\(Decimal($0) / 1_000)" }
        currency = record.currency
        offer = record.offer.map { [$0.kind.rawValue, $0.id].compactMap { $0 }.joined(separator: ":") }
        isFinished = record.isFinished
        isUpgraded = record.isUpgraded
        willAutoRenew = record.willAutoRenew
        if record.status != .completed {
            signature = "none"
        } else if case .unverified(let failure) = verifier.verify(record) {
            signature = "UNVERIFIED"
            signatureProblem = failure.reason
        } else {
            signature = "verified"
        }
    }

    /// A few words after a transaction's id in messages: ", unfinished", ", finished, refunded".
    static func summary(_ record: LedgerRecord) -> String {
        var words: [String] = []
        if record.status == .completed { words.append(record.isFinished ? "finished" : "unfinished") }
        if record.revocationDate != nil { words.append("refunded") }
        switch record.status {
        case .scheduled: words.append("a plan change at the next renewal; nothing was charged now")
        case .applied: words.append("a plan change the renewal it waited for made")
        case .lapsed: words.append("a plan change that lapsed; nothing was charged")
        default: break
        }
        return words.isEmpty ? "" : ", " + words.joined(separator: ", ")
    }

    /// The rows as an aligned text table.
    static func table(_ rows: [SandboxTransactionRow]) -> [String] {
        let header = ["ID", "ORIG", "PRODUCT", "STATUS", "QTY", "PURCHASED", "EXPIRES", "FLAGS", "SIGNATURE"]
        let lines = rows.map { row -> [String] in
            var flags = [row.isFinished ? "finished" : (row.status == "completed" ? "unfinished" : nil),
                         row.revocationDate.map { _ in "refunded" }, row.isUpgraded ? "upgraded" : nil,
                         row.ownership == "FAMILY_SHARED" ? "family" : nil, row.offer].compactMap { $0 }
            if flags.isEmpty { flags = ["-"] }
            let signature = row.signatureProblem.map { "\(row.signature): \($0)" } ?? row.signature
            return [String(row.id), String(row.originalID), row.productID, row.status, String(row.quantity), row.purchaseDate,
                    row.expirationDate ?? "-", flags.joined(separator: ","), signature]
        }
        let widths = header.indices.map { column in ([header] + lines).map { $0[column].count }.max() ?? 0 }
        return ([header] + lines).map { cells in
            cells.enumerated().map { column, cell in
                column == cells.count - 1 ? cell : cell.padding(toLength: widths[column], withPad: " ", startingAt: 0)
            }.joined(separator: "  ")
        }
    }

    static func iso(_ date: Date) -> String {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime]
        return formatter.string(from: date)
    }
}
