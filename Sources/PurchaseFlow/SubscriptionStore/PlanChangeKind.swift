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
        self.init(fromLevel: current.groupLevel, toLevel: new.groupLevel)
    }

    /// The change from a plan at `currentLevel` to one at `newLevel` of the same group.
    public init(fromLevel currentLevel: Int, toLevel newLevel: Int) {
        self = newLevel < currentLevel ? .upgrade : (newLevel > currentLevel ? .downgrade : .crossgrade)
    }

    /// Whether the change takes effect now rather than at the next renewal.
    public func isImmediate(from current: SubscriptionDetails, to new: SubscriptionDetails) -> Bool {
        isImmediate(samePeriod: current.period == new.period)
    }

    /// Whether the change takes effect now, given whether both plans renew over the same period.
    public func isImmediate(samePeriod: Bool) -> Bool {
        self == .upgrade || (self == .crossgrade && samePeriod)
    }
}
