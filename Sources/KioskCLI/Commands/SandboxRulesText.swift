import PurchaseFlow

/// The sandbox store's rules in words, said once for `kiosk sandbox --help` and the help of the commands
/// they concern.
enum SandboxRulesText {
    /// Plan changes within a subscription group, made at once or after waiting for Ask to Buy or an interruption.
    static let planChanges = """
        Plan changes: buying another plan of a subscription group the customer subscribes to changes plan (group
        level 1 is the highest). An upgrade, or a crossgrade between equal periods, starts now: it continues the
        subscription (same original transaction id), marks the old transaction upgraded and credits the unused
        rest of its period when it was paid in the same currency (after a storefront switch nothing is converted:
        the whole new price is charged and the unused rest refunded in its own currency). A downgrade, or a crossgrade to another period, starts at the next renewal
        and charges nothing now. Either turns auto-renew back on when it was off ('buy', 'change', 'approve' and
        'resolve' say so). A customer has at most one subscription per group. With Ask to Buy or interrupted purchases
        on, every purchase waits; 'approve' or 'resolve' then makes it exactly as a direct purchase at that moment
        (a change at the next renewal leaves the request 'scheduled', then 'applied' by that renewal, or 'lapsed',
        never charged, when the subscription expires, is refunded, stops renewing or changes plan first). They
        refuse a request that would change another customer's subscription (exit 65; the request still waits).
        """

    /// What an ended subscription refuses.
    static let endedSubscriptions = """
        Ended subscriptions: once a subscription has expired, been refunded or been replaced by a plan change, its
        auto-renew cannot be turned back on (or off), it cannot be renewed or expired now, and its billing cannot
        be switched: 'resume-renewal', 'cancel-renewal', 'renew', 'expire' and 'billing-issue' refuse it (exit 65).
        The customer buys it again, and is never charged for the time it was ended.
        """

    /// The clock's range and how far one advance goes.
    static var clock: String {
        """
        Clock: the sandbox clock's range is \(SandboxClockRange.summary). 'advance' refuses a step that would
        end later (exit 64) and one that would make more than \(SandboxStore.maximumRenewalsPerAdvance) renewals
        (exit 65); either leaves the clock and the ledger as they were.
        """
    }

    /// Refunds and refund requests.
    static let refunds = """
        Refunds: refunding a subscription's newest transaction revokes it (no more renewals; a plan change
        scheduled on it lapses); refunding an older renewal revokes only that transaction. A refund or refund
        request first makes what fell due before it. A refund request is reviewed as 'set refund-review' says:
        immediate (granted now), decline, or a delay on the sandbox clock (48h by default), after which it is
        granted at its review date; 'review-refunds grant|decline' decides every waiting request now.
        """

    /// In what order the clock makes what falls due.
    static let timeOrder = """
        Time: everything due when the clock moves happens in time order, each at its own date, exactly as if the
        clock had moved in small steps: renewals (and the billing retries of those that fail to bill, with the
        deferred plan changes and offer codes they apply) and refund reviews. A refund request reviewed before
        the next renewal revokes the subscription; one reviewed after it refunds only the period it named.
        Renewals due at the very moment of a review come first. The server notifications they bring, and those of
        the ends of grace periods and expirations, are numbered in that order, whatever the steps.
        """
}
