import Foundation

/// Reads the offers and billing plans of one subscription object.
struct OfferReader {
    let subscription: JSONCursor

    /// `introductoryOffer` (versions 1-5) and `introductoryOffers` (version 5), without repeating an offer
    /// that both hold.
    func introductoryOffers() -> [SubscriptionOffer] {
        var result: [SubscriptionOffer] = []
        if let single = subscription.member("introductoryOffer"), let offer = read(single, kind: .introductory) {
            result.append(offer)
        }
        for offer in offers(in: "introductoryOffers", kind: .introductory) where !result.contains(offer) {
            result.append(offer)
        }
        return result
    }

    /// The offers in an array member.
    func offers(in key: String, kind: SubscriptionOffer.Kind) -> [SubscriptionOffer] {
        subscription.elements(key).compactMap { read($0, kind: kind) }
    }

    /// The `billingPlans` array (version 5).
    func billingPlans() -> [BillingPlan] {
        subscription.elements("billingPlans").compactMap { element in
            guard element.expectObject("a billing plan") else { return nil }
            let type = element.nonEmptyString("billingPlanType", required: true)
            let price = element.price("displayPrice", required: true)
            let commitment = element.price("commitmentDisplayPrice")
            guard let type, let price else { return nil }
            return BillingPlan(type: type, price: price, commitmentPrice: commitment, internalID: element.string("internalID"),
                               isEnabled: element.bool("isEnabled") ?? true)
        }
    }

    private func read(_ element: JSONCursor, kind: SubscriptionOffer.Kind) -> SubscriptionOffer? {
        guard element.expectObject("an offer") else { return nil }
        let mode = element.oneOf("paymentMode", SubscriptionOffer.PaymentMode.self)
        let period = element.period("subscriptionPeriod")
        let offerID = kind == .promotional ? element.nonEmptyString("offerID", required: true) : element.string("offerID")
        var periods = element.int("numberOfPeriods") ?? 1
        if periods < 1 {
            element.member("numberOfPeriods")?.report("expected 1 or more periods, found \(periods)")
            periods = 1
        }
        let price: Decimal? = mode == .freeTrial ? element.price("displayPrice") ?? 0 : element.price("displayPrice", required: mode != nil)
        let eligibility = kind == .code ? readEligibility(element) : []
        guard let mode, let period, let price, kind != .promotional || offerID != nil else { return nil }
        return SubscriptionOffer(
            kind: kind,
            offerID: offerID,
            internalID: element.string("internalID"),
            referenceName: element.string("referenceName"),
            paymentMode: mode,
            period: period,
            numberOfPeriods: periods,
            price: mode == .freeTrial ? 0 : price,
            eligibility: eligibility,
            isStackable: element.bool("isStackable") ?? false,
            billingPlanType: element.string("billingPlanType"),
            winBackRules: kind == .winBack ? readWinBackRules(element) : nil
        )
    }

    private func readEligibility(_ element: JSONCursor) -> Set<SubscriptionOffer.Eligibility> {
        Set(element.elements("eligibility").compactMap { entry in
            guard case .string(let text) = entry.node.value, let value = SubscriptionOffer.Eligibility(rawValue: text) else {
                entry.report("expected one of \"new\", \"existing\", \"expired\", found \(entry.describe())")
                return nil
            }
            return value
        })
    }

    private func readWinBackRules(_ element: JSONCursor) -> WinBackRules {
        WinBackRules(
            paidSubscriptionDurationInMonths: element.int("eligibilityPaidSubscriptionDurationInMonths"),
            timeSinceLastSubscribedInMonths: element.int("eligibilityTimeSinceLastSubscribedInMonths"),
            waitBetweenOffersInMonths: element.int("eligibilityWaitBetweenOffersInMonths")
        )
    }
}
