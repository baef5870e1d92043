import Foundation
import PaywallModel

extension SandboxStore {
    /// The win-back offers the customer may take now, by product id (their offer ids), each checked as buying checks
    /// it (`checkWinBackEligibility`): only for a lapsed subscriber of the group, never for one who never subscribed.
    public func eligibleWinBackOffers() throws -> [String: Set<String>] {
        _ = try catchUp()
        return try ledger.database.read { database in
            var eligible: [String: Set<String>] = [:]
            for product in catalog.products(ofKind: .autoRenewableSubscription) {
                guard let details = product.subscription else { continue }
                for offer in details.winBackOffers {
                    guard let id = Self.offerIdentifier(offer), (try? checkWinBackEligibility(offer, group: details.groupID, in: database)) != nil else { continue }
                    eligible[product.id, default: []].insert(id)
                }
            }
            return eligible
        }
    }

    /// Checks that the customer may take a win-back offer of a group: their subscription to the group has
    /// ended, and the offer's rules (`eligibilityPaidSubscriptionDurationInMonths`,
    /// `eligibilityTimeSinceLastSubscribedInMonths`, `eligibilityWaitBetweenOffersInMonths`) hold, months
    /// counted at the time rate. Throws `ineligibleForOffer` saying which does not.
    func checkWinBackEligibility(_ offer: SubscriptionOffer, group: String, in database: SQLiteDatabase) throws {
        let now = clock.now()
        let notLapsed = MarketplaceError(.ineligibleForOffer, "Win-back offers are for customers whose subscription to this group has ended.")
        // The cheap question first: a subscriber (the usual case on every store read) needs no history.
        guard try !hasActiveSubscription(in: group, database: database) else { throw notLapsed }
        let history = try ledger.recordsIn(database, where: "group_id = ?1 AND status = 'completed'", [.text(group)])
        guard !history.isEmpty else { throw notLapsed }
        let rules = offer.winBackRules ?? WinBackRules()
        let rate = try self.settings().timeRate
        func months(_ count: Int, after date: Date) -> Date { rate.end(of: SubscriptionPeriod(value: count, unit: .month), from: date) }
        let name = offer.referenceName ?? offer.offerID ?? "this win-back offer"
        if let required = rules.paidSubscriptionDurationInMonths {
            let paid = history.filter { ($0.priceMilliunits ?? 0) > 0 && $0.revocationDate == nil }
            let paidTime = paid.reduce(0) { total, record in
                total + max(0, min(record.expirationDate ?? record.purchaseDate, now).timeIntervalSince(record.purchaseDate))
            }
            let start = paid.first?.purchaseDate ?? now
            guard paidTime >= months(required, after: start).timeIntervalSince(start) else {
                throw MarketplaceError(.ineligibleForOffer, "\(name) is for customers who paid for at least \(required) month\(required == 1 ? "" : "s") of this group's subscriptions.")
            }
        }
        if let required = rules.timeSinceLastSubscribedInMonths {
            let lastEnd = history.compactMap { $0.revocationDate ?? $0.expirationDate }.max() ?? now
            guard now >= months(required, after: lastEnd) else {
                throw MarketplaceError(.ineligibleForOffer, "\(name) is for customers whose subscription ended at least \(required) month\(required == 1 ? "" : "s") ago; this one ended on \(lastEnd.formatted(.iso8601)).")
            }
        }
        if let required = rules.waitBetweenOffersInMonths,
           let last = history.last(where: { $0.offer?.kind == .winBack }), now < months(required, after: last.purchaseDate) {
            throw MarketplaceError(.ineligibleForOffer, "\(name) is given once every \(required) month\(required == 1 ? "" : "s"); this customer took a win-back offer on \(last.purchaseDate.formatted(.iso8601)).")
        }
    }
}
