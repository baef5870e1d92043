import Foundation
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

    /// How far the clock is ahead of the wall clock, exactly, to the second, in one short line: `30 days 21:36:00 ahead
    /// of the wall clock` (never a whole number of days rounded from 29.x or 30.x), `30 days ahead …` when no time of day
    /// is left over, `a little over …` when a fraction of a second is left out; nil when it is less than a minute ahead.
    static func ahead(milliseconds: Int64) -> String? {
        guard milliseconds >= 60_000 else { return nil }
        let seconds = milliseconds / 1_000, days = seconds / 86_400, rest = seconds % 86_400
        let time = rest == 0 ? nil : String(format: "%02lld:%02lld:%02lld", rest / 3_600, rest % 3_600 / 60, rest % 60)
        let words = [days == 0 ? nil : "\(days) day\(days == 1 ? "" : "s")", time].compactMap { $0 }.joined(separator: " ")
        return (milliseconds % 1_000 == 0 ? "" : "a little over ") + "\(words) ahead of the wall clock"
    }
}
