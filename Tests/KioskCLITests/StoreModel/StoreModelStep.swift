import Foundation
import PaywallModel
@testable import PurchaseFlow
import TestSupport

/// One QA operation of a random history. Requests and subscriptions are named by position or group, not by
/// transaction id, so a history with steps dropped (while shrinking) still means something.
enum StoreModelStep: Hashable, CustomStringConvertible {
    case buy(String)
    /// Redeem an offer code: a code offer's reference name or a code the sidecar lists.
    case redeem(String)
    case setAskToBuy(Bool)
    case setInterrupted(Bool)
    case setGracePeriod(Bool)
    case setRefundReview(StoreModel.RefundReview)
    /// Approve (from a second store on the same ledger) the n-th waiting Ask to Buy request, counted modulo.
    case approve(Int)
    case decline(Int)
    /// Resolve the n-th waiting interrupted purchase.
    case resolve(Int)
    case cancelRenewal(group: String)
    case resumeRenewal(group: String)
    case expire(group: String)
    /// Make the group's subscription fail to bill (on) or fix its billing (off).
    case billingIssue(group: String, on: Bool)
    /// Refund the newest transaction of the group's subscription.
    case refundLatest(group: String)
    /// Ask for a refund of the newest transaction of the group's subscription.
    case requestRefund(group: String)
    /// Grant or decline every refund request waiting, now.
    case reviewRefunds(grant: Bool)
    case refundNonConsumable(String)
    case advance(Advance)
    /// Buy as the app's second customer (`buy --customer alex`): under the rules, delivered and finished.
    case buyAsSecondCustomer(String)
    /// Restore purchases for a customer.
    case restore(customer: String)
    /// Deliver and finish a customer's unfinished transactions (`deliver --customer`).
    case deliver(customer: String)

    /// How far an advance moves the clock.
    enum Advance: Hashable, CustomStringConvertible {
        case milliseconds(Int64)
        case period(SubscriptionPeriod)

        var clockStep: ClockStep {
            switch self {
            case .milliseconds(let milliseconds): ClockStep(milliseconds: milliseconds)
            case .period(let period): ClockStep(period.iso8601)!
            }
        }

        var description: String {
            switch self {
            case .milliseconds(let milliseconds): "\(milliseconds)ms"
            case .period(let period): period.iso8601
            }
        }
    }

    var description: String {
        switch self {
        case .buy(let product): "buy \(product)"
        case .redeem(let code): "redeem \(code)"
        case .setAskToBuy(let on): "set ask-to-buy \(on ? "on" : "off")"
        case .setInterrupted(let on): "set interrupted \(on ? "on" : "off")"
        case .setGracePeriod(let on): "set billing-grace-period \(on ? "on" : "off")"
        case .setRefundReview(let review): "set refund-review \(review.rawValue)"
        case .approve(let index): "approve request #\(index)"
        case .decline(let index): "decline request #\(index)"
        case .resolve(let index): "resolve interrupted #\(index)"
        case .cancelRenewal(let group): "cancel-renewal \(group)"
        case .resumeRenewal(let group): "resume-renewal \(group)"
        case .expire(let group): "expire \(group)"
        case .billingIssue(let group, let on): "billing-issue \(group) \(on ? "on" : "off")"
        case .refundLatest(let group): "refund latest of \(group)"
        case .requestRefund(let group): "refund-request latest of \(group)"
        case .reviewRefunds(let grant): "review-refunds --\(grant ? "grant" : "decline")"
        case .refundNonConsumable(let product): "refund \(product)"
        case .advance(let step): "advance \(step)"
        case .buyAsSecondCustomer(let product): "buy \(product) --customer \(StoreModel.customers[1])"
        case .restore(let customer): "restore --customer \(customer)"
        case .deliver(let customer): "deliver --customer \(customer)"
        }
    }
}

/// Makes random histories of QA operations over the demo catalog.
struct StoreModelHistory {
    let catalog: Catalog
    let products: [String]
    let groups: [String]

    init(catalog: Catalog) {
        self.catalog = catalog
        products = catalog.products.map(\.id).filter { id in
            // Non-renewing subscriptions are not part of the model.
            catalog.product(withID: id)?.kind != .nonRenewingSubscription
        }.sorted()
        groups = Set(catalog.products.compactMap { $0.subscription?.groupID }).sorted()
    }

    /// A random history of `length` steps.
    func steps(length: Int, using random: inout SeededGenerator) -> [StoreModelStep] {
        (0..<length).map { _ in step(using: &random) }
    }

    private func step(using random: inout SeededGenerator) -> StoreModelStep {
        let group = groups.randomElement(using: &random)!
        switch Int.random(in: 0..<100, using: &random) {
        case 0..<24: return .buy(products.randomElement(using: &random)!)
        case 24..<27: return .redeem(Self.codes.randomElement(using: &random)!)
        case 27..<30: return .setAskToBuy(Bool.random(using: &random))
        case 30..<33: return .setInterrupted(Bool.random(using: &random))
        case 33..<38: return .approve(Int.random(in: 0..<4, using: &random))
        case 38..<40: return .decline(Int.random(in: 0..<4, using: &random))
        case 40..<43: return .resolve(Int.random(in: 0..<4, using: &random))
        case 43..<47: return .cancelRenewal(group: group)
        case 47..<50: return .resumeRenewal(group: group)
        case 50..<52: return .expire(group: group)
        case 52..<56: return .billingIssue(group: group, on: Bool.random(using: &random))
        case 56..<58: return .setGracePeriod(Bool.random(using: &random))
        case 58..<60: return .refundLatest(group: group)
        case 60..<63: return .requestRefund(group: group)
        case 63..<64: return .reviewRefunds(grant: Bool.random(using: &random))
        case 64..<65: return .setRefundReview(StoreModel.RefundReview.allCases.randomElement(using: &random)!)
        case 65..<67: return .refundNonConsumable("demo.lifetime")
        case 67..<74: return .buyAsSecondCustomer(products.randomElement(using: &random)!)
        case 74..<77: return .restore(customer: StoreModel.customers.randomElement(using: &random)!)
        case 77..<79: return .deliver(customer: StoreModel.customers.randomElement(using: &random)!)
        default: return .advance(advance(using: &random))
        }
    }

    /// Offer codes to redeem: reference names (any number of times, in any case) and the sidecar's codes.
    static let codes = ["FRIENDS", "halfyear", "FRIEND-7Q2K", "FRIEND-9XW4", "KIOSK-HALF"]

    private func advance(using random: inout SeededGenerator) -> StoreModelStep.Advance {
        switch Int.random(in: 0..<100, using: &random) {
        case 0..<8: return .milliseconds(0)
        case 8..<30: return .milliseconds(Int64.random(in: 1...3_600_000, using: &random))
        case 30..<50: return .milliseconds(Int64.random(in: 1...40 * 86_400_000, using: &random))
        case 50..<62: return .period(SubscriptionPeriod(value: Int.random(in: 1...3, using: &random), unit: .week))
        case 62..<80: return .period(SubscriptionPeriod(value: Int.random(in: 1...6, using: &random), unit: .month))
        case 80..<93: return .period(SubscriptionPeriod(value: Int.random(in: 1...3, using: &random), unit: .year))
        case 93..<95: return .period(SubscriptionPeriod(value: 12, unit: .year))
        // Past the renewal bound for any weekly or monthly plan that renews (rare: accepted, it makes thousands).
        case 95: return .period(SubscriptionPeriod(value: 1_000, unit: .year))
        // Past the clock's range.
        case 96..<98: return .period(SubscriptionPeriod(value: [8_000, 200_000_000].randomElement(using: &random)!, unit: .year))
        default: return .milliseconds([Int64.max / 2, 300_000_000_000_000].randomElement(using: &random)!)
        }
    }
}
