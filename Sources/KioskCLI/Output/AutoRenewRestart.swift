import PurchaseFlow

/// Whether a purchase turned auto-renew back on for the subscription of the product's group, read from the store
/// before and after it (choosing a plan after cancelling renewal renews into it, as on the App Store).
struct AutoRenewRestart {
    private let group: String?
    private let wasOff: Bool

    /// Notes, before buying `productID`, whether its group's subscription has auto-renew off.
    init(buying productID: String, store: SandboxStore) throws {
        group = store.catalog.product(withID: productID)?.subscription?.groupID
        wasOff = try group.flatMap { group in try StoreCall.run { try store.accessGivingSubscription(in: group) } }?.renewalInfo.willAutoRenew == false
    }

    /// ` Auto-renew, off before, is on again.` when the group's subscription renews now and did not before the
    /// purchase; nothing otherwise.
    func words(store: SandboxStore) throws -> String {
        guard wasOff, let group,
              try StoreCall.run({ try store.accessGivingSubscription(in: group) })?.renewalInfo.willAutoRenew == true else { return "" }
        return " Auto-renew, off before, is on again."
    }
}
