import Foundation
import PaywallModel
@testable import PurchaseFlow

/// Buying, redeeming codes, and approving or resolving requests, each checked against what the model decides.
extension StoreModelRunner {
    /// What buying a product (or redeeming a code for it) now does, by the rules: nothing for what the customer
    /// owns, else (with Ask to Buy or interruptions on) a request, else a plan change or a new purchase.
    enum Decision: Equatable {
        case alreadyEntitled, pending, new
        /// A plan change continuing the subscription now (`true`) or at its next renewal.
        case planChange(originalID: Int64, now: Bool)
        /// A code the customer may not have (`ineligibleForOffer`).
        case ineligible
        /// The plan change already scheduled for the next renewal, chosen again: refused (`purchaseNotAllowed`),
        /// nothing written.
        case alreadyScheduled
        /// A plan change while a redeemed code waits for the next renewal: refused (`purchaseNotAllowed`), since it
        /// would drop the code; nothing written.
        case codeWaits
        /// The current plan chosen again while a plan change waits for its next renewal: the change is dropped and the
        /// current transaction comes back; nothing is charged and no request is opened.
        case keepsPlan

        /// Whether the store refuses the purchase with `purchaseNotAllowed`, writing nothing.
        var isRefused: Bool { self == .alreadyScheduled || self == .codeWaits }
    }

    func decide(_ productID: String, code: SubscriptionOffer? = nil, canWait: Bool) -> Decision {
        let product = model.product(productID)
        if product.kind == .nonConsumable, model.owned.contains(productID) { return .alreadyEntitled }
        let details = product.subscription
        if canWait, code == nil, let group = details?.groupID, let current = model.accessible(in: group), current.productID == productID,
           current.willRenew, current.renewProductID != productID {
            return current.pendingCode == nil ? .keepsPlan : .codeWaits
        }
        if code == nil, let group = details?.groupID, model.active(in: group)?.productID == productID { return .alreadyEntitled }
        if let code, !isEligible(for: code, in: details!.groupID) { return .ineligible }
        if canWait, code == nil, let details, isScheduledAlready(productID, in: details) { return .alreadyScheduled }
        if code == nil, let details, let current = model.accessible(in: details.groupID), current.productID != productID, current.pendingCode != nil {
            return .codeWaits
        }
        if canWait, model.isAskToBuyOn || model.isInterruptedOn { return .pending }
        guard let details, let current = model.accessible(in: details.groupID) else { return .new }
        // A subscriber's code changes plan as buying its product does; one for the subscribed product waits for the next renewal.
        guard current.productID != productID else { return code == nil ? .new : .planChange(originalID: current.originalID, now: false) }
        let old = model.product(current.productID).subscription!
        return .planChange(originalID: current.originalID, now: PlanChangeKind(from: old, to: details).isImmediate(from: old, to: details))
    }

    /// Whether buying `productID` chooses again the plan change already scheduled for the group's next renewal.
    func isScheduledAlready(_ productID: String, in details: SubscriptionDetails) -> Bool {
        guard let current = model.accessible(in: details.groupID), current.productID != productID, current.willRenew,
              current.renewProductID == productID, current.pendingCode == nil,
              let old = model.product(current.productID).subscription else { return false }
        return !PlanChangeKind(from: old, to: details).isImmediate(from: old, to: details)
    }

    /// Whether the customer may redeem a code offer: new (never subscribed to the group), existing (in a period
    /// now) or expired (subscribed before), as the offer allows.
    func isEligible(for code: SubscriptionOffer, in group: String) -> Bool {
        let status: SubscriptionOffer.Eligibility = model.active(in: group) != nil ? .existing : (model.subscriptions[group] != nil ? .expired : .new)
        return code.eligibility.isEmpty || code.eligibility.contains(status)
    }

    func buy(_ productID: String) throws {
        let decision = decide(productID, canWait: true)
        let outcome: StorePurchaseOutcome
        do {
            outcome = try store.purchase(PurchaseRequest(productID: productID))
        } catch let error as MarketplaceError where decision.isRefused && error.code == .purchaseNotAllowed {
            return
        }
        try check(outcome, of: productID, decision: decision, code: nil)
    }

    /// Redeems a code: a code offer's reference name, or a code the offer code sidecar lists (within its limit
    /// and before its expiry).
    func redeem(_ text: String) throws {
        let listed = store.offerCodes.code(matching: text)
        let productID = try required(listed?.productID ?? model.catalog.products.first { product in
            product.subscription?.codeOffers.contains { $0.referenceName?.lowercased() == text.lowercased() } ?? false
        }?.id, "no product has the code \(text)")
        let name = listed?.offerName ?? text
        let offer = try required(model.product(productID).subscription?.codeOffers.first { $0.referenceName?.lowercased() == name.lowercased() },
                                 "\(productID) has no code offer \(name)")
        if let listed {
            let used = model.codeUses[listed.code.uppercased(), default: 0]
            let isUsedUp = switch listed.limit {
            case .once: used >= 1
            case .times(let maximum): used >= maximum
            case .unlimited: false
            }
            if isUsedUp || listed.expires.map({ model.now.date >= $0 }) ?? false {
                try expectRefusal(MarketplaceError.self, "redeeming \(text) (used \(used) times)") { _ = try store.redeem(code: text) }
                return
            }
        }
        // One code at a time: while a code waits for a parent's approval, or for the renewal of the group's subscription,
        // another is refused rather than used up for nothing.
        let group = model.product(productID).subscription?.groupID
        let codeWaits = model.requests.values.contains { $0.state == .askToBuy && $0.code != nil && model.product($0.productID).subscription?.groupID == group }
            || group.flatMap { model.alive(in: $0)?.pendingCode } != nil
        if codeWaits {
            try expectRefusal(MarketplaceError.self, "redeeming \(text) while another code waits") { _ = try store.redeem(code: text) }
            return
        }
        let decision = decide(productID, code: offer, canWait: true)
        if decision == .ineligible {
            try expectRefusal(MarketplaceError.self, "redeeming \(text), which is not for this customer") { _ = try store.redeem(code: text) }
            return
        }
        let outcome = try store.redeem(code: text)
        if let listed { model.codeUses[listed.code.uppercased(), default: 0] += 1 }
        try check(outcome, of: productID, decision: decision, code: offer, listedCode: listed?.code.uppercased())
    }

    /// Checks what a purchase or redemption returned against the model's decision, and applies it.
    private func check(_ outcome: StorePurchaseOutcome, of productID: String, decision: Decision, code: SubscriptionOffer?,
                       listedCode: String? = nil) throws {
        switch outcome {
        case .pending(let record):
            try expect(decision == .pending, "\(productID) opened request \(record.id); the model expected \(decision)")
            model.requests[record.id] = StoreModel.Request(productID: productID, state: model.isAskToBuyOn ? .askToBuy : .interrupted,
                                                           code: code?.referenceName, listedCode: listedCode)
        case .alreadyEntitled(let record):
            try expect(decision == .alreadyEntitled, "\(productID) said already entitled by \(record.id); the model expected \(decision)")
        case .completed(let record), .planChangeScheduled(let record):
            let isScheduled = if case .planChangeScheduled = outcome { true } else { false }
            try carriedOut(productID, decision: decision, record: record, scheduled: isScheduled, code: code, customer: Customer.defaultName)
        }
    }

    /// Checks and applies what a purchase made now (direct, approved or resolved) did.
    /// `customer` made the purchase; a consumable is left to deliver.
    func carriedOut(_ productID: String, decision: Decision, record: LedgerRecord, scheduled: Bool, code: SubscriptionOffer?, customer: String) throws {
        let group = model.product(productID).subscription?.groupID
        switch decision {
        case .keepsPlan:
            let current = model.subscriptions[group!]
            // The current transaction comes back (through the client as a purchase of the same product).
            try expect(record.originalID == current?.originalID && record.productID == productID && record.status == .completed,
                       "choosing the current plan \(productID) again came back as \(record.id) (\(record.status)); the model expected it kept")
            model.subscriptions[group!]?.renewProductID = productID
        case .planChange(_, now: false):
            try expect(scheduled, "\(productID) should wait for the next renewal, but \(record.id) is \(record.status)")
            model.subscriptions[group!]?.renewProductID = productID
            model.subscriptions[group!]?.willRenew = true
            // A change without a code drops a code scheduled before.
            model.subscriptions[group!]?.pendingCode = code
        case .planChange(let originalID, now: true):
            try expect(!scheduled && record.status == .completed, "\(productID) should change plan now, but \(record.id) is \(record.status)")
            try expect(record.originalID == originalID, "a plan change to \(productID) has original id \(record.originalID), not \(originalID)")
            model.start(productID, originalID: originalID, offer: code ?? model.introductoryOffer(for: productID))
            model.subscriptions[group!]?.buyer = customer
            model.subscriptions[group!]?.appAccountToken = record.appAccountToken
        case .new:
            try expect(!scheduled && record.status == .completed, "buying \(productID) made \(record.id) \(record.status)")
            switch model.product(productID).kind {
            case .consumable:
                model.consumablesBought += 1
                model.undeliveredConsumables[record.id] = (productID, customer)
            case .nonConsumable:
                model.owned.insert(productID)
                model.nonConsumablePurchases[productID] = (record.originalID, customer)
            default:
                // Bought again for the same app account after its subscription ended, it continues that subscription.
                let originalID = group.flatMap { model.continued(in: $0, for: record.appAccountToken)?.originalID } ?? record.id
                try expect(record.originalID == originalID, "a new subscription \(record.id) has original id \(record.originalID), not \(originalID)")
                model.start(productID, originalID: originalID, offer: code ?? model.introductoryOffer(for: productID))
                model.subscriptions[group!]?.buyer = customer
                model.subscriptions[group!]?.appAccountToken = record.appAccountToken
            }
        case .alreadyEntitled, .pending, .ineligible, .alreadyScheduled, .codeWaits:
            throw fail("\(productID) was bought (\(record.id), \(record.status)); the model expected \(decision)")
        }
    }

    /// Approves or resolves (from the second store) the n-th request waiting as `state`.
    func complete(_ index: Int, waitingAs state: StoreModel.RequestState, _ action: (Int64) throws -> LedgerRecord) throws {
        let ids = waiting(state)
        guard !ids.isEmpty else { return }
        let id = ids[index % ids.count]
        let request = model.requests[id]!
        let code = request.code.flatMap { name in model.product(request.productID).subscription?.codeOffers.first { $0.referenceName == name } }
        let decision = decide(request.productID, code: code, canWait: false)
        do {
            let record = try action(id)
            try expect(record.id == id, "request \(id) became \(record.id)")
            try carriedOut(request.productID, decision: decision, record: record, scheduled: record.status == .scheduled, code: code,
                           customer: request.customer)
            model.requests[id]?.state = record.status == .scheduled ? .scheduled : .completed
            if record.status == .scheduled, let group = model.product(request.productID).subscription?.groupID {
                let originalID = model.subscriptions[group]?.originalID
                model.requests[id]?.group = group
                model.requests[id]?.originalID = originalID
            }
        } catch let error as MarketplaceError where decision == .alreadyEntitled && error.code == .purchaseNotAllowed {
            // Refused because the customer owns it: the request still waits.
        } catch let error as MarketplaceError where decision == .ineligible && error.code == .ineligibleForOffer {
            // Refused because the code is no longer for this customer: the request still waits.
        } catch let error as MarketplaceError where decision == .codeWaits && error.code == .purchaseNotAllowed {
            // Refused because a redeemed code waits for the renewal: the request still waits.
        }
    }
}
