import Foundation
import PurchaseFlow

/// Keeps every screen's selection on the item the user saw when a store read changes the rows under it (another
/// process bought, deleted or renewed; the clock moved; the user's own action): by the item's action and label, not its
/// place, so Enter acts on what was selected. An item that went away leaves the selection on its nearest neighbour that
/// stayed, never on one that charges or takes something away (buy, renew, approve; refund, delete, expire, decline;
/// a subscription's switches);
/// when only such items are left, nothing is selected, and the status line says so, or, after the user's own action,
/// what came of it. A switch another process flipped (auto-renew, a billing issue) keeps the selection, and the status
/// line says that Enter now does the opposite. An item whose action now does otherwise (approving or resolving a
/// waiting request, whose terms changed; turning a billing issue off, which now ends the subscription or renews it; the
/// clock's jump to the next event, which now goes to another event; a plan change, its current plan ended, now a
/// purchase; sending a refund request whose review was set otherwise) selects nothing, and the status line says what
/// changed; a prorated amount running with the clock is no such change.
struct SelectionAnchors {
    /// One screen as the read found it: its selectable rows, its selection (nil when it has no item or selects
    /// nothing), and the task whose result it just received (the first read since), with that result.
    private struct Anchor {
        let items: [ListRow]
        let selection: Int?
        let justDone: (task: Effect.Work, outcome: EffectResult.Outcome)?
    }

    /// Each screen's anchor, bottom of the stack first.
    private let screens: [Anchor]

    /// The items selected on every screen of a state.
    init(_ state: AppState) {
        screens = state.stack.indices.map { index in
            let rows = ScreenRows(state.keepingScreens(through: index)), screen = state.stack[index]
            var justDone: (Effect.Work, EffectResult.Outcome)?
            if case .awaitingRead? = screen.outcomeBasis, let task = screen.outcomeTask, let outcome = screen.outcome { justDone = (task, outcome) }
            return Anchor(items: rows.selectable.map { rows.rows[$0] }, selection: screen.selectsNothing ? nil : rows.clampedSelection(screen.selection),
                          justDone: justDone)
        }
    }

    /// Moves each screen's selection (of the screens still on the stack) to the row of the item it was on, or of
    /// its nearest neighbour that is still shown (the one after it first) and neither charges nor takes anything away,
    /// else the nearest item left that does neither, else to nothing.
    func restore(in state: inout AppState) {
        for (index, screen) in zip(state.stack.indices, screens) {
            guard let selected = screen.selection else { continue }
            let rows = ScreenRows(state.keepingScreens(through: index))
            let items = rows.selectable.map { rows.rows[$0] }
            guard !items.isEmpty else { continue }
            let item = screen.items[selected]
            let isOwn = screen.justDone.map { Self.inKind(item.action) == Self.inKind(.perform($0.task)) } ?? false
            if let same = Self.place(of: item, in: items) {
                if same != selected { state.updateScreen(at: index) { $0.selection = same } }
                // Fixing billing that renewed now ends the subscription, or the other way; approving charges otherwise,
                // even after the user's own Enter (which the store refused for it, so a second Enter does not decide on
                // the new terms); the jump to the next event goes to another event (one that charges, say; after the
                // user's own jump too); a purchase that was another item (a plan change whose current plan ended): nothing is
                // selected.
                let billingFix = isOwn ? nil : Self.billingFixChangedWords(from: item, to: items[same])
                if let changed = billingFix ?? Self.decisionChangedWords(from: item, to: items[same], locale: state.store?.settings.locale,
                                                                            name: state.store?.displayName(of:))
                    ?? Self.nextEventChangedWords(from: item.action, to: items[same].action, name: state.store?.displayName(of:))
                    ?? Self.purchaseChangedWords(from: item, to: items[same]) ?? Self.refundReviewChangedWords(from: item.action, to: items[same].action) {
                    state.updateScreen(at: index) { $0.selectsNothing = true }
                    if index == state.stack.indices.last { state.notice = changed }
                    continue
                }
                // A switch another process flipped: Enter now does the opposite of what was selected.
                if index == state.stack.indices.last, !isOwn, let flip = Self.flipWords(from: item.action, to: items[same].action) { state.notice = flip }
                continue
            }
            // Lazily: a long list (thousands of transactions) stops at the first neighbour found, as its rows take nothing away.
            let near = { (around: Int) in (1..<max(screen.items.count, items.count, 1)).flatMap { [around + $0, around - $0] } }
            let neighbours = near(selected).lazy.filter { screen.items.indices.contains($0) }.compactMap { Self.place(of: screen.items[$0], in: items) }
            let spot = min(selected, items.count - 1)
            let harmless = ([spot] + near(spot)).lazy.filter { items.indices.contains($0) && !Self.chargesOrTakesAway(items[$0].action) }
            let found = neighbours.first { !Self.chargesOrTakesAway(items[$0].action) } ?? harmless.first
            state.updateScreen(at: index) { $0.selection = found ?? spot; $0.selectsNothing = found == nil }
            guard index == state.stack.indices.last else { continue }
            if isOwn, let done = screen.justDone {
                // The user's own action took the item away: the status line says what the ledger shows came of it.
                state.notice = OutcomeText.describe(done.outcome)
                state.noticeTone = OutcomeText.role(done.outcome)
            } else if found == nil {
                state.notice = "\(Self.name(item)) no longer applies here; nothing is selected."
            }
        }
    }

    /// An item's label as the status line names it.
    private static func name(_ item: ListRow) -> String {
        item.label.trimmingCharacters(in: .whitespaces)
    }

    /// Whether choosing an item charges (buying, a plan change, redeeming a code, renewing now, fixing billing, which
    /// renews, approving or resolving a request) or takes something away (a refund, asking for one or granting a refund request, a
    /// delete, expiring a subscription, declining an Ask to Buy request), at once or after a question whose Enter does;
    /// or changes what a subscription will charge or keep (a billing issue, auto-renew off or on).
    private static func chargesOrTakesAway(_ action: ListRow.Action?) -> Bool {
        switch action {
        case .perform(.purchase)?, .perform(.redeem)?, .open(.purchaseSheet)?, .open(.planChange)?: true
        case .open(.refundTransaction)?, .open(.grantRefundRequest)?, .open(.deleteTransaction)?, .perform(.requestRefund)?: true
        // Every subscription action changes what the customer pays or keeps: renewing and fixing billing charge, expiring
        // ends it, a billing issue makes the next renewal fail, and auto-renew off or on ends it or charges at the renewal.
        case .perform(.subscription)?: true
        case .perform(.manage(let action, _, _, _))?: [.approve, .resolve, .refund, .grantRefundRequest, .decline, .delete].contains(action)
        default: false
        }
    }

    /// Where an item is among the selectable rows: the row with the same action (`inKind`) and label, else the same
    /// label (a plan whose action became a plan change), else the same action (a switch whose label says its state), else
    /// the other state of the same switch (Cancel auto-renew that became Resume auto-renew).
    private static func place(of item: ListRow, in items: [ListRow]) -> Int? {
        let action = inKind(item.action)
        return items.firstIndex { inKind($0.action) == action && $0.label == item.label } ?? items.firstIndex { $0.label == item.label }
            ?? items.firstIndex { inKind($0.action) == action } ?? items.firstIndex { isOtherState(of: item.action, $0.action) }
    }

    /// An action without the prorated amount an Approve or Resolve carries (`PurchaseTerms.proratedCharge`), which
    /// runs with the clock: what the selection compares actions by, so that amount changing changes nothing.
    private static func inKind(_ action: ListRow.Action?) -> ListRow.Action? {
        guard case .perform(.manage(let verb, let id, let expected, let terms?))? = action else { return action }
        return .perform(.manage(verb, transactionID: id, expecting: expected, agreeing: terms.withoutProratedCharge))
    }

    /// What the status line says when a store read changed the terms approving or resolving a waiting request comes
    /// to (`TransactionScreen.decisionTerms`: the price, the credit for the old plan, starting at the next renewal, the
    /// offer, the plan it changes from, named by `name`), its action otherwise the same, its amounts formatted for `locale`
    /// (the customer's identifier); nil for anything else, and for a prorated amount that only ran with the clock.
    private static func decisionChangedWords(from old: ListRow, to new: ListRow, locale identifier: String?,
                                             name: ((String) -> String)?) -> String? {
        guard case .perform(.manage(let verb, let id, _, let before))? = old.action, verb == .approve || verb == .resolve,
              case .perform(.manage(verb, id, _, let after))? = new.action,
              before?.withoutProratedCharge != after?.withoutProratedCharge else { return nil }
        // Made only when the terms changed: every item kept on every screen passes through here on every read.
        let locale = Locale(identifier: identifier ?? "en_US")
        let words = { (terms: PurchaseTerms?, other: PurchaseTerms?) -> String in
            guard let terms = terms?.withoutProratedCharge else { return "not stated here" }
            return other.map { terms.words(locale: locale, beside: $0, name: name ?? { $0 }) } ?? terms.words(locale: locale)
        }
        // What it charges now first: a notice longer than the rows it may take is cut at its end (`StatusNotice`).
        return "What \(verb == .approve ? "approving" : "resolving") transaction #\(id) charges changed: now \(words(after, before)) "
            + "(it was \(words(before, after))); nothing is selected."
    }

    /// What the status line says when a store read changed how the refund request the item sends is reviewed (the
    /// `refund-review` setting, set elsewhere: granted at once, after a delay, declined); nil for anything else.
    private static func refundReviewChangedWords(from old: ListRow.Action?, to new: ListRow.Action?) -> String? {
        guard case .perform(.requestRefund(let id, let reason, let before?))? = old,
              case .perform(.requestRefund(id, reason, let after?))? = new, before != after else { return nil }
        let review = RefundText.review(after)
        return "The refund review changed elsewhere: \(review.prefix(1).lowercased() + review.dropFirst().dropLast()); nothing is selected."
    }

    /// What the status line says when a store read made the item selected a purchase it was not: one found by its
    /// action under another label (Confirm the downgrade, whose current plan ended, became Buy, a new subscription), or a
    /// plan change under the same label that became a purchase (its current plan ended); nil for anything else. A
    /// purchase that became a plan change is none: that opens the change's terms first.
    private static func purchaseChangedWords(from old: ListRow, to new: ListRow) -> String? {
        guard case .perform(.purchase(let productID, let offer, _))? = new.action else { return nil }
        if case .perform(.purchase(productID, offer, _))? = old.action, old.label == new.label { return nil }
        if case .open(.planChange)? = old.action, old.label == new.label {
            return "\(name(old)) is no longer a plan change: choosing it now buys it; nothing is selected."
        }
        return "\(name(old)) no longer applies here; nothing is selected."
    }

    /// What the status line says when a store read turned the switch selected into its other state (`isOtherState`):
    /// what changed, and what Enter does now; nil for any other move.
    private static func flipWords(from old: ListRow.Action?, to new: ListRow.Action?) -> String? {
        guard isOtherState(of: old, new), case .perform(.subscription(let action, _))? = new else { return nil }
        return switch action {
        case .resumeRenewal: "Auto-renew was turned off elsewhere; this now resumes it."
        case .cancelRenewal: "Auto-renew was turned on elsewhere; this now cancels it."
        case .billingIssueOff: "A billing issue was turned on elsewhere; this now turns it off."
        case .billingIssueOn: "The billing issue was turned off elsewhere; this now turns it on."
        default: nil
        }
    }

    /// What the status line says when a store read changed what turning a billing issue off does, its action the same
    /// (auto-renew turned off or on elsewhere: it now ends the subscription, or renews it again); nil for anything else.
    private static func billingFixChangedWords(from old: ListRow, to new: ListRow) -> String? {
        guard case .perform(.subscription(.billingIssueOff, _))? = new.action, old.action == new.action,
              old.label != new.label || old.detail != new.detail else { return nil }
        let ends = "\(new.label) \(new.detail)".contains(SubscriptionActionText.billingFixEndsWords)
        return ends ? "Auto-renew was turned off elsewhere: turning the billing issue off now ends the subscription; nothing is selected."
            : "Auto-renew was turned on elsewhere: turning the billing issue off now renews the subscription; nothing is selected."
    }

    /// What the status line says when a store read changed the event the clock's jump goes to (another process turned
    /// auto-renew on or off, bought or refunded; the clock ran past it; the user jumped): nil when it is the same event, or
    /// for another item.
    private static func nextEventChangedWords(from old: ListRow.Action?, to new: ListRow.Action?, name: ((String) -> String)?) -> String? {
        guard case .perform(.clock(.nextEvent(let shown)))? = old, case .perform(.clock(.nextEvent(let next)))? = new, next != shown else { return nil }
        return "Nothing is selected: the next event is now the \(ClockWords.event(next, name: name ?? { $0 }))."
    }

    /// Whether two actions are the two states of one subscription switch: auto-renew off and on, a billing issue on and off.
    private static func isOtherState(of first: ListRow.Action?, _ second: ListRow.Action?) -> Bool {
        guard case .perform(.subscription(let one, let product))? = first, case .perform(.subscription(let other, product))? = second else {
            return false
        }
        let switches: [Set<SubscriptionAction>] = [[.cancelRenewal, .resumeRenewal], [.billingIssueOn, .billingIssueOff]]
        return switches.contains([one, other])
    }
}
