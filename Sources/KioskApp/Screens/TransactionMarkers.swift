import PaywallLayout
import PaywallModel
import PurchaseFlow

/// The words the transaction manager puts on a record, each in its theme role: how it came about (purchase,
/// renewal, plan change), where it stands (Ask to Buy, interrupted, declined, refunded, revoked, unfinished),
/// and what it carries (family shared, the offer used, upgraded).
enum TransactionMarkers {
    /// A record's markers; `previous` is the record before it in its subscription, to tell a plan change, and
    /// `requestsPlanChange` whether it is a waiting request for another plan of a group its requester subscribes to
    /// (`LedgerOverview.requestsPlanChange`).
    static func of(_ record: LedgerRecord, previous: LedgerRecord?, requestsPlanChange: Bool) -> [ListRow.Marker] {
        var markers: [ListRow.Marker] = [origin(record, previous: previous, requestsPlanChange: requestsPlanChange)]
        switch record.status {
        case .askToBuy: markers.append(.init("Ask to Buy", .pending))
        case .interrupted: markers.append(.init("interrupted", .pending))
        case .declined: markers.append(.init("declined", .danger))
        case .scheduled: markers.append(.init("plan change at the next renewal", .pending))
        case .applied: markers.append(.init("plan change made at renewal", .muted))
        case .lapsed: markers.append(.init("plan change lapsed", .muted))
        case .completed:
            if record.revocationDate != nil {
                markers.append(.init(record.ownership == .familyShared ? "revoked" : "refunded", .danger))
            } else if !record.isFinished {
                markers.append(.init("unfinished", .warning))
            }
        }
        if record.isUpgraded { markers.append(.init("upgraded", .muted)) }
        if record.ownership == .familyShared { markers.append(.init("family shared", .accent)) }
        if let offer = record.offer { markers.append(.init("\(offerWords(offer.kind)) offer", .success)) }
        return markers
    }

    /// How the record came about: `purchase`, `renewal` or `plan change` (made, or asked for by a waiting request). A
    /// plan change made replaced the plan of the record before it (upgraded), or renewed into another plan; a purchase
    /// continuing a subscription that had ended (expired, refunded) is a purchase.
    private static func origin(_ record: LedgerRecord, previous: LedgerRecord?, requestsPlanChange: Bool) -> ListRow.Marker {
        let changedPlan = previous.map { $0.productID != record.productID && (record.reason == .renewal || $0.isUpgraded) } ?? false
        if requestsPlanChange || changedPlan { return .init("plan change", .accent) }
        return .init(record.reason == .renewal ? "renewal" : "purchase")
    }

    /// An offer kind in words (`introductory`, `win-back`).
    static func offerWords(_ kind: SubscriptionOffer.Kind) -> String {
        switch kind {
        case .introductory: "introductory"
        case .promotional: "promotional"
        case .code: "offer code"
        case .winBack: "win-back"
        }
    }
}
