/// The sandbox store's rules in words, said once for `kiosk sandbox --help` and the help of the commands
/// they concern.
enum SandboxRulesText {
    /// Plan changes within a subscription group, made at once or after waiting for Ask to Buy or an interruption.
    static let planChanges = """
        Plan changes: buying another plan of a subscription group the customer subscribes to changes plan (group
        level 1 is the highest). An upgrade, or a crossgrade between equal periods, starts now: it continues the
        subscription (same original transaction id), marks the old transaction upgraded and credits the unused
        rest of its period. A downgrade, or a crossgrade to another period, starts at the next renewal and charges
        nothing now. A customer has at most one subscription per group. With Ask to Buy or interrupted purchases
        on, every purchase waits; 'approve' or 'resolve' then makes it exactly as a direct purchase at that moment
        (a change at the next renewal leaves the request 'scheduled').
        """
}
