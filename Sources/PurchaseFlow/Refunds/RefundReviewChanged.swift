/// The store sent no refund request: how it reviews them (the `refund-review` setting) is no longer the review the
/// sheet stated; nothing was asked.
public struct RefundReviewChanged: Error, Sendable, Hashable, CustomStringConvertible {
    /// The review the sheet stated.
    public var stated: RefundReviewPolicy
    /// The review in force now.
    public var now: RefundReviewPolicy

    public var description: String {
        "The refund review changed (now \(now), it was \(stated)) since the sheet was read; nothing was asked."
    }
}
