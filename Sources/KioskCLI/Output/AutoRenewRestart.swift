import PurchaseFlow

/// Whether a purchase turned auto-renew back on for the subscription of the product's group, from that subscription
/// as read before the purchase and again after it (choosing a plan after cancelling renewal renews into it, as on the
/// App Store).
struct AutoRenewRestart {
    /// The group whose subscription had auto-renew off before the purchase; nil otherwise.
    private let groupRenewingOff: String?

    /// Notes whether `current`, the subscription of the group bought from as read before the purchase, had auto-renew off.
    init(before current: SandboxSubscriptionStatus?) {
        groupRenewingOff = current?.renewalInfo.willAutoRenew == false ? current?.subscription.groupID : nil
    }

    /// Notes whether the subscription of the group of a waiting request's product (Ask to Buy, interrupted) had
    /// auto-renew off before the request is approved or resolved.
    init(beforeCompleting id: Int64, store: SandboxStore) throws {
        self.init(before: try SandboxCommand.currentSubscription(ofGroupOf: try store.record(id).productID, store: store))
    }

    /// ` Auto-renew, off before, is on again.` when the group's subscription renews now and did not before the
    /// purchase; nothing otherwise.
    func words(store: SandboxStore) throws -> String {
        guard let group = groupRenewingOff,
              try SandboxCommand.activeSubscription(in: group, store: store)?.renewalInfo.willAutoRenew == true else { return "" }
        return " Auto-renew, off before, is on again."
    }
}
