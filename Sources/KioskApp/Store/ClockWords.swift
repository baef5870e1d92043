import PurchaseFlow

/// The clock's steps, events and rates in words.
enum ClockWords {
    /// A step as typed, in words where it is one of the clock screen's own: `1 hour`, `1 month`; else as typed.
    static func step(_ text: String) -> String {
        ClockScreen.steps.first { $0.step == text }?.name ?? text
    }

    /// `renewal of Plus Premium, Monthly (#2)`.
    static func event(_ event: ClockEvent, name: (String) -> String) -> String {
        let subject = "\(name(event.productID)) (#\(event.transactionID))"
        switch event.kind {
        case .renewal: return "renewal of \(subject)"
        case .offerEnd: return "end of the offer on \(subject), which renews at its full price"
        case .planChange: return "renewal of \(subject) into \(name(event.nextProductID)), the plan change scheduled for it"
        case .offerStart:
            let into = event.nextProductID == event.productID ? "" : " into \(name(event.nextProductID))"
            return "renewal of \(subject)\(into) with the offer code redeemed for it"
        case .failedRenewal: return "renewal of \(subject), which fails to bill (billing issue)"
        case .expiration: return "expiration of \(subject) (auto-renew is off)"
        case .productUnavailable: return "expiration of \(subject): \(name(event.nextProductID)) is no longer in the catalog"
        case .graceEnd: return "end of the grace period of \(subject)"
        case .billingRetryEnd: return "end of billing retry for \(subject), which expires"
        case .refundReview: return "review of the refund request on \(subject)"
        }
    }

    /// How far the clock is ahead of the wall clock (the offset the ledger keeps: the same however long both run), to the
    /// whole second, in units on one short line: `61 days 23 hours 59 minutes 27 seconds ahead of the wall clock` (62 days
    /// less 33 seconds; never whole days rounded from 61.9), `30 days ahead …` when nothing is left over; a fraction of a
    /// second is left out. Nil when it is less than a minute ahead.
    static func ahead(milliseconds: Int64) -> String? {
        guard milliseconds >= 60_000 else { return nil }
        let seconds = milliseconds / 1_000
        let parts = [(seconds / 86_400, "day"), (seconds % 86_400 / 3_600, "hour"), (seconds % 3_600 / 60, "minute"), (seconds % 60, "second")]
        let words = parts.filter { $0.0 > 0 }.map { count, unit in "\(count) \(unit)\(count == 1 ? "" : "s")" }
        return words.joined(separator: " ") + " ahead of the wall clock"
    }
}
