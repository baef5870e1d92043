import Foundation

extension SandboxLedger {
    private static let refundColumns = "id, transaction_id, reason, requested_at, review_date, status, decided_at"

    /// Inserts a new request (its id is assigned) or updates an existing one; returns it with its id.
    @discardableResult
    func saveRefundRequestIn(_ database: SQLiteDatabase, _ request: RefundRequest) throws -> RefundRequest {
        var saved = request
        let values: [SQLiteValue] = [
            .integer(request.transactionID), .text(request.reason.rawValue), .integer(request.requestedAt.millisecondsSince1970),
            request.reviewDate.map { .integer($0.millisecondsSince1970) } ?? .null, .text(request.status.rawValue),
            request.decidedAt.map { .integer($0.millisecondsSince1970) } ?? .null,
        ]
        if request.id == 0 {
            try database.statement("INSERT INTO refund_requests (transaction_id, reason, requested_at, review_date, status, decided_at) VALUES (?1, ?2, ?3, ?4, ?5, ?6)")
                .run(values)
            saved.id = database.lastInsertedRowID
        } else {
            try database.statement("UPDATE refund_requests SET transaction_id = ?1, reason = ?2, requested_at = ?3, review_date = ?4, status = ?5, decided_at = ?6 WHERE id = ?7")
                .run(values + [.integer(request.id)])
        }
        return saved
    }

    /// Pending requests, the soonest reviewed first; with a date, only those due for review by then.
    func pendingRefundRequestsIn(_ database: SQLiteDatabase, dueBy date: Date? = nil) throws -> [RefundRequest] {
        let due = date == nil ? "" : " AND review_date <= ?1"
        return try database.statement("SELECT \(Self.refundColumns) FROM refund_requests WHERE status = 'pending'\(due) ORDER BY review_date, id")
            .rows(date.map { [.integer($0.millisecondsSince1970)] } ?? [], Self.refundRequest)
    }

    /// Every refund request, in id order.
    public func refundRequests() throws -> [RefundRequest] {
        try database.read { database in
            try database.statement("SELECT \(Self.refundColumns) FROM refund_requests ORDER BY id").rows([], Self.refundRequest)
        }
    }

    private static func refundRequest(_ row: SQLiteRow) -> RefundRequest {
        RefundRequest(id: row.int64(0), transactionID: row.int64(1), reason: RefundReason(rawValue: row.text(2)) ?? .other,
                      requestedAt: Date(millisecondsSince1970: row.int64(3)),
                      reviewDate: row.isNull(4) ? nil : Date(millisecondsSince1970: row.int64(4)),
                      status: RefundRequest.Status(rawValue: row.text(5)) ?? .pending,
                      decidedAt: row.isNull(6) ? nil : Date(millisecondsSince1970: row.int64(6)))
    }
}
