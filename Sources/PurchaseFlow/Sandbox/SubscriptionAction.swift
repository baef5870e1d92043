/// What the sandbox does to a subscription.
public enum SubscriptionAction: String, Sendable, Hashable, CaseIterable {
    /// Turn auto-renew off (the subscription runs to its end).
    case cancelRenewal
    /// Turn auto-renew back on.
    case resumeRenewal
    /// Renew now.
    case renew
    /// End it now.
    case expire
    /// Make renewals fail to bill.
    case billingIssueOn
    /// Let renewals bill again.
    case billingIssueOff

    /// The action in a few words, for messages (`cancel auto-renew`).
    public var words: String {
        switch self {
        case .cancelRenewal: "cancel auto-renew"
        case .resumeRenewal: "resume auto-renew"
        case .renew: "renew now"
        case .expire: "expire now"
        case .billingIssueOn: "turn a billing issue on"
        case .billingIssueOff: "turn a billing issue off"
        }
    }
}
