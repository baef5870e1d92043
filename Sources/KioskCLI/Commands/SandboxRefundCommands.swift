import Foundation
import PurchaseFlow

/// `kiosk sandbox refund-request ID [--reason R]` and `kiosk sandbox review-refunds grant|decline`: the
/// refund request sheet and Apple's review, by script.
enum SandboxRefundCommands {
    static var refundRequest: CommandSpec {
        CommandSpec(
            name: "refund-request",
            abstract: "Ask for a refund of a transaction, as the refund request sheet does.",
            discussion: """
            Reasons: \(RefundReason.allCases.map(\.rawValue).joined(separator: ", ")) (default other). The request is
            reviewed as 'set refund-review' says: immediate, decline, or a delay on the sandbox clock (default 48h),
            after which it is granted and the transaction revoked.

            \(SandboxRulesText.refunds)

            \(SandboxRulesText.timeOrder)

            With --customer, only that customer's transactions: another customer's is refused (exit 65) and nothing is
            asked. Without it, any transaction, whoever owns it.

            \(SandboxCommand.sharedOptionsNote)
            """,
            options: [ReasonOptions.refundRequest, SharedOptions.customer],
            arguments: [ArgumentSpec("ID", help: "The transaction id.")],
            run: { arguments, console in
                let store = try SandboxStoreInput.open(arguments, console)
                let reason = try arguments.refundRequestReason()
                let id = try SandboxContext.transactionID(arguments)
                if let customer = arguments.customerName, let record = try? store.record(id) {  // no such row: the request says so
                    let owner = try StoreCall.run { try CustomerBook(directory: store.stateDirectory).owner(of: record) }
                    guard owner == customer else {
                        throw CommandFailure("Transaction \(id) (\(record.productID)) belongs to \(owner), not \(customer); nothing was asked. "
                                             + "'kiosk sandbox refund-request \(id) --customer \(owner)' asks for it.", status: ExitStatus.dataError)
                    }
                }
                let waiting = try changesWaiting(on: [id], in: store)
                let request = try StoreCall.run { try store.requestRefund(of: id, reason: reason) }
                console.print(try describe(request, in: store, book: bookAfterTakeBacks([request], store: store), waiting: waiting))
                return ExitStatus.ok
            }
        )
    }

    static var reviewRefunds: CommandSpec {
        CommandSpec(
            name: "review-refunds",
            abstract: "Grant or decline every refund request waiting for review, now.",
            discussion: SandboxCommand.helpDiscussion(SandboxRulesText.refunds),
            arguments: [ArgumentSpec("DECISION", help: "grant or decline.")],
            run: { arguments, console in
                let decision = arguments.argument("DECISION") ?? ""
                guard decision == "grant" || decision == "decline" else {
                    throw UsageError("'\(decision)' is not a decision; expected grant or decline.", commandPath: arguments.commandPath)
                }
                let store = try SandboxStoreInput.open(arguments, console)
                let pending = try StoreCall.run { try store.ledger.refundRequests() }.filter { $0.status == .pending }
                let waiting = try changesWaiting(on: pending.map(\.transactionID), in: store)
                let decided = try StoreCall.run { try store.reviewRefundRequests(grant: decision == "grant") }
                if decided.isEmpty { console.print("No refund request waits for review.") }
                let book = try bookAfterTakeBacks(decided, store: store)
                for request in decided { console.print(try describe(request, in: store, book: book, waiting: waiting)) }
                return ExitStatus.ok
            }
        )
    }

    /// The customer book once the credits of consumables refunded by granted requests are taken back (one take-back for
    /// them all, as an app takes back what a batch of revocations refunded); nil when no granted request refunded one.
    private static func bookAfterTakeBacks(_ decided: [RefundRequest], store: SandboxStore) throws -> CustomerBook? {
        guard decided.contains(where: { $0.status == .granted && (try? store.record($0.transactionID))?.productKind == .consumable }) else { return nil }
        let book = try StoreCall.run { try CustomerBook(directory: store.stateDirectory) }
        let client = SandboxCustomerCommands.marketplace(store)
        try SandboxCustomerCommands.perform { try await book.takeBackRefunds(through: client, at: store.clock.now()) }
        return book
    }

    /// The plan change waiting for the next renewal of each transaction's subscription, by transaction id, read before
    /// they are refunded (`SandboxStore.planChangeWaiting(on:)`): what a refund that revokes the subscription drops.
    static func changesWaiting(on transactionIDs: [Int64], in store: SandboxStore) throws -> [Int64: String] {
        var waiting: [Int64: String] = [:]
        for id in transactionIDs {
            guard let record = try? store.record(id) else { continue }  // no such row: the refund says so
            waiting[id] = try StoreCall.run { try store.planChangeWaiting(on: record) }
        }
        return waiting
    }

    /// What refunding `record` did to the plan change `waiting` for its subscription's renewal (`changesWaiting`), read
    /// back from the ledger: `droppedWords(_:)` when the refund revoked the subscription, else nothing.
    static func droppedWords(_ waiting: [Int64: String], byRefunding record: LedgerRecord, in store: SandboxStore) throws -> String {
        try StoreCall.run { try store.planChangeDropped(waiting[record.id], byRefunding: record) }.map(droppedWords) ?? ""
    }

    /// What an action that ended a subscription's renewal (a refund, auto-renew turned off) says of the plan change to
    /// `product` that waited for it: `; the change to demo.plus.basic.weekly waiting for the next renewal is dropped`.
    static func droppedWords(_ product: String) -> String {
        "; the change to \(product) waiting for the next renewal is dropped"
    }

    /// One sentence saying where a request stands, with what a granted one gave back read from the ledger, the plan change
    /// `waiting` (`changesWaiting`) it dropped, and, for a consumable, what its credit came to, read from `book`
    /// (`bookAfterTakeBacks`).
    static func describe(_ request: RefundRequest, in store: SandboxStore, book: CustomerBook?, waiting: [Int64: String]) throws -> String {
        let subject = "Refund request \(request.id) for transaction \(request.transactionID) (\(request.reason.rawValue))"
        switch request.status {
        case .pending: return "\(subject) waits for review until \(request.reviewDate.map(RulesSummary.timestamp) ?? "later")."
        case .granted:
            let record = try? store.record(request.transactionID)
            let refund = try StoreCall.run { try record.flatMap(store.refunded) }
            let takes = try record.flatMap { record -> String? in
                guard record.productKind == .consumable, let book else { return nil }
                return SandboxCommand.takenBackWords(try book.takeBackOutcome(of: UInt64(record.id)))
            } ?? ""
            let dropped = try record.map { try droppedWords(waiting, byRefunding: $0, in: store) } ?? ""
            return "\(subject) was granted; the transaction is refunded and revoked" + (refund.map { " (\($0.words(\.description)))" } ?? "") + "\(takes)\(dropped)."
        case .declined: return "\(subject) was declined; nothing changed."
        }
    }
}
