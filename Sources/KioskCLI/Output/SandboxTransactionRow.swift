import Foundation
import PaywallModel
import PurchaseFlow

/// One ledger row as `kiosk sandbox list` prints it, in a table or as JSON.
struct SandboxTransactionRow: Encodable {
    var id: Int64
    var originalID: Int64
    var productID: String
    var productType: String
    var subscriptionGroupID: String?
    var status: String
    var reason: String
    var quantity: Int
    var purchaseDate: String
    var originalPurchaseDate: String
    var expirationDate: String?
    var revocationDate: String?
    /// The App Store's `revocationReason`: 0 for another reason, 1 for a problem in the app.
    var revocationReason: Int?
    /// What the refund gave back, read from the ledger (`SandboxStore.refunded(_:)`), in `currency`: what it charged
    /// and the unused rest of a replaced plan credited to it (`refundedCreditedRest`).
    var refunded: String?
    /// The part of `refunded` that was the unused rest of the plan an upgrade replaced, credited against its price.
    var refundedCreditedRest: String?
    /// On a transaction an upgrade replaced (`isUpgraded`), the part of its unused rest that the upgrade refunded at once,
    /// in `currency` (the currency it was paid in), read from the ledger (`SandboxLedger.planChangeRefundsByReplaced()`):
    /// what the new price could not take, or the whole rest when the upgrade was charged in another currency.
    var unusedRestRefunded: String?
    var ownership: String
    var storefront: String
    var price: String?
    var currency: String?
    var offer: String?
    var appAccountToken: String?
    var signedDate: String?
    var isFinished: Bool
    var isUpgraded: Bool
    var willAutoRenew: Bool
    var signature: String
    var signatureProblem: String?

    /// Whether a record's signature was checked for its row, and what was found.
    enum Verification {
        /// Checked, with this result (shown for a completed record only).
        case checked(VerificationResult)
        /// Not checked: "unchecked" for a completed record (the first pass that measures the table's columns).
        case notChecked
    }

    /// The row of a record whose signature was checked or not, with what its refund gave back and what an upgrade that
    /// replaced it refunded of its rest; a record not completed has no signature to show ("none").
    init(_ record: LedgerRecord, verification: Verification, refund: RefundedAmount? = nil, restRefunded: Price? = nil) {
        id = record.id
        originalID = record.originalID
        productID = record.productID
        productType = record.productKind.transactionTypeName
        subscriptionGroupID = record.groupID
        status = record.status.rawValue
        reason = record.reason.rawValue
        quantity = record.quantity
        purchaseDate = record.purchaseTime.iso8601
        originalPurchaseDate = record.originalPurchaseTime.iso8601
        expirationDate = record.expirationTime?.iso8601
        revocationDate = record.revocationTime?.iso8601
        revocationReason = record.revocationTime == nil ? nil : record.revocationReason?.rawValue
        refunded = refund?.total.plainAmount
        refundedCreditedRest = refund?.creditedRest?.plainAmount
        unusedRestRefunded = restRefunded?.plainAmount
        ownership = record.ownership.rawValue
        storefront = record.storefront
        // Only a completed row charged: a request, or a change waiting for the renewal, holds terms, not a charge.
        price = record.status == .completed ? record.chargedPrice?.plainAmount : nil
        currency = record.currency
        offer = record.offer.map { [$0.kind.rawValue, $0.id].compactMap { $0 }.joined(separator: ":") }
        appAccountToken = record.appAccountToken?.uuidString.lowercased()
        signedDate = record.signedTime?.iso8601
        isFinished = record.isFinished
        isUpgraded = record.isUpgraded
        willAutoRenew = record.willAutoRenew
        switch verification {
        case _ where record.status != .completed:
            signature = "none"
        case .notChecked:
            signature = "unchecked"
        case .checked(.unverified(let failure)):
            signature = "UNVERIFIED"
            signatureProblem = failure.reason
        case .checked(.verified):
            signature = "verified"
        }
    }

    /// What a plan change that started at once charged, read back from its ledger row, and how it counted the
    /// plan it replaced: `, charged 5.76 USD (prorated: the unused rest of the old plan, 7.23 USD, was
    /// credited)`, with what the price could not take (`; 70.77 USD of it, more than the price, was refunded`), or the
    /// whole price with the rest refunded when it was paid in another currency, each refund as the ledger recorded it
    /// (`SandboxStore.restRefunded(atChange:)`); empty for any other transaction.
    static func planChangeCharge(_ record: LedgerRecord, in store: SandboxStore) throws -> String {
        let charged = record.chargedPrice ?? Price(0, record.chargedCurrency)
        switch try store.credit(of: record) {
        case .none:
            return ""
        case .credited(let rest, _):
            let beyond = try store.restRefunded(atChange: record).map { "; \($0) of it, more than the price, was refunded" } ?? ""
            return ", charged \(charged) now (prorated: the unused rest of the old plan, \(rest), was credited\(beyond))"
        case .refunded(let rest):
            let refunded = try store.restRefunded(atChange: record)
            return ", charged \(charged) now, the whole price; the unused rest of the old plan, \(refunded ?? rest), paid in another currency, "
                + (refunded == nil ? "was not credited" : "was refunded")
        }
    }

    /// What a delete did to its subscription, read back from the ledger: `; the plan it replaced is back: transaction 1
    /// (PRODUCT), paid to DATE` after deleting a plan change that started at once, `; the plan change it scheduled for
    /// the next renewal is dropped` after deleting an approved change that waited, `; its subscription now ends with
    /// transaction 1, expired DATE` after deleting a newest renewal; after deleting a completed consumable, that what the
    /// app gave for it stays (a balance is the app's); empty after any other delete.
    @Sendable static func afterDelete(_ deleted: LedgerRecord, in store: SandboxStore) throws -> String {
        if deleted.productKind == .consumable, deleted.status == .completed {
            return "; what the app already gave for it (coins, credits) stays with the customer, since a balance is the app's"
        }
        if try store.changeDropped(byDeleting: deleted) { return "; the plan change it scheduled for the next renewal is dropped" }
        if let ended = try store.subscriptionEnded(byDeleting: deleted) {
            return "; its subscription now ends with transaction \(ended.latest.id), expired \(Timestamp(ended.subscription.expirationDate).iso8601)"
        }
        guard let back = try store.planGivenBack(byDeleting: deleted) else { return "" }
        return "; the plan it replaced is back: transaction \(back.id) (\(back.productID))"
            + (back.expirationDate.map { ", paid to \(Timestamp($0).iso8601)" } ?? "")
    }

    /// What a purchase made now charged, read back from its ledger row: the plan change's charge
    /// (`planChangeCharge`), else `, charged 9.99 USD` for a completed purchase (`, charged nothing` for a free offer);
    /// empty for anything that charged nothing now (a change scheduled for the renewal, a request declined).
    @Sendable static func charge(_ record: LedgerRecord, in store: SandboxStore) throws -> String {
        let change = try planChangeCharge(record, in: store)
        guard change.isEmpty, record.status == .completed, let charged = record.chargedPrice else { return change }
        return charged.amount > 0 ? ", charged \(charged)" : ", charged nothing"
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

    /// The table's column titles.
    static let tableHeader = ["ID", "ORIG", "PRODUCT", "STATUS", "QTY", "PURCHASED", "EXPIRES", "FLAGS", "SIGNATURE"]

    /// The width of each table column: the widest cell of the header and these rows.
    ///
    /// The signature comes last and is not padded, so rows made without checking signatures give the same widths.
    static func columnWidths(_ rows: [SandboxTransactionRow], startingFrom widths: [Int]) -> [Int] {
        var widths = widths
        for row in rows {
            for (column, cell) in row.cells.enumerated() { widths[column] = max(widths[column], cell.count) }
        }
        return widths
    }

    /// The row's cells in the table's columns.
    var cells: [String] {
        var flags = [isFinished ? "finished" : (status == "completed" ? "unfinished" : nil),
                     revocationDate.map { _ in "refunded" }, isUpgraded ? "upgraded" : nil,
                     ownership == "FAMILY_SHARED" ? "family" : nil, offer].compactMap { $0 }
        if flags.isEmpty { flags = ["-"] }
        return [String(id), String(originalID), productID, status, String(quantity), purchaseDate,
                expirationDate ?? "-", flags.joined(separator: ","), signatureProblem.map { "\(signature): \($0)" } ?? signature]
    }

    /// A date as ISO 8601 internet date-time text in UTC, to the second.
    static func iso(_ date: Date) -> String {
        Timestamp(date).iso8601
    }

    /// What a plan change that waits for the renewal did: `demo.plus.standard.monthly starts at the next renewal of
    /// demo.plus.premium.monthly for ann (2027-01-01T00:00:00Z); nothing was charged now.`
    static func scheduledChange(to productID: String, from current: String, for customer: String? = nil, renewal: Date?) -> String {
        let whose = customer.map { " for \($0)" } ?? ""
        guard productID != current else {
            return "\(current) stays\(whose): the plan change scheduled for its next renewal (\(iso(renewal ?? Date()))) is dropped; nothing was charged now."
        }
        return "\(productID) starts at the next renewal of \(current)\(whose) (\(iso(renewal ?? Date()))); nothing was charged now."
    }
}
