import Foundation

extension CustomerBook {
    /// The other customer of this Apple ID whose subscription completing a waiting request now (approving an Ask to
    /// Buy request, resolving an interrupted purchase) would change, or nil when it would change none: its plan is of
    /// a group whose subscription giving access is theirs, so it would become a plan change of theirs, which a direct
    /// purchase by the requester is refused as. With that subscription and the requester.
    public func anotherCustomersSubscription(completing request: LedgerRecord, in store: SandboxStore) throws
        -> (holder: String, subscription: SandboxSubscriptionStatus, requester: String)? {
        try anotherCustomersSubscription(completing: request) { try store.accessGivingSubscription(in: $0) }
    }

    /// `anotherCustomersSubscription(completing:in:)` with the group's subscription giving access now as `accessGiving`
    /// gives it for a group id (`SandboxStore.accessGivingSubscription(in:)`, which a store read asks once a group for
    /// all the requests waiting in it).
    public func anotherCustomersSubscription(completing request: LedgerRecord, accessGiving: (String) throws -> SandboxSubscriptionStatus?) throws
        -> (holder: String, subscription: SandboxSubscriptionStatus, requester: String)? {
        guard request.status == .askToBuy || request.status == .interrupted, let group = request.groupID,
              let current = try accessGiving(group) else { return nil }
        let requester = try owner(of: request), holder = try owner(of: current.latest)
        return requester == holder ? nil : (holder, current, requester)
    }

    /// Why completing a waiting request now would change another customer's subscription
    /// (`anotherCustomersSubscription(completing:in:)`), or nil when it would not. `verb` is `approve` or `resolve`.
    public func refusalToComplete(_ request: LedgerRecord, in store: SandboxStore, verb: String) throws -> String? {
        guard let (holder, current, requester) = try anotherCustomersSubscription(completing: request, in: store) else { return nil }
        return "Request \(request.id) is \(requester)'s, but the group's subscription (\(current.latest.productID), original transaction "
            + "\(current.subscription.originalID)) is \(holder)'s: to \(verb) it would make it a plan change of \(holder)'s subscription, "
            + "which \(requester) could not buy either. Nothing was changed and the request still waits: "
            // Only an Ask to Buy request can be declined; an interrupted purchase waits to be resolved.
            + (request.status == .askToBuy ? "decline it, or \(verb) it once " : "\(verb) it once ")
            + "\(holder)'s subscription has ended or a restore for \(requester) has moved it to \(requester)."
    }
}
