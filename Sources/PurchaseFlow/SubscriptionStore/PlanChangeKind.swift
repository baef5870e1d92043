import PaywallModel

/// What moving from one plan of a subscription group to another is: `groupLevel` 1 is the highest level.
public enum PlanChangeKind: String, Sendable, Hashable {
    /// To a higher level: immediate, the rest of the old period credited.
    case upgrade
    /// To a lower level: at the next renewal.
    case downgrade
    /// To the same level: immediate when the periods are equal, otherwise at the next renewal.
    case crossgrade

    /// The change from the `current` plan to the `new` one.
    public init(from current: SubscriptionDetails, to new: SubscriptionDetails) {
        self = new.groupLevel < current.groupLevel ? .upgrade : (new.groupLevel > current.groupLevel ? .downgrade : .crossgrade)
    }

    /// Whether the change takes effect now rather than at the next renewal.
    public func isImmediate(from current: SubscriptionDetails, to new: SubscriptionDetails) -> Bool {
        self == .upgrade || (self == .crossgrade && current.period == new.period)
    }
}
