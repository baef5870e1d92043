import Foundation

/// Why buying a product would charge for nothing new: an entitlement it grants is already active from
/// another product the customer owns.
public struct AlreadyEntitled: Sendable, Hashable, CustomStringConvertible {
    /// The product that was to be bought.
    public var productID: String
    /// The entitlement already active.
    public var entitlement: String
    /// The owned product it is active from; `nil` when the original app version grants it.
    public var sourceProductID: String?
    /// The original app version it is active from, when no product gives it.
    public var originalAppVersion: String?
    /// Set when the product is a non-renewing subscription the customer has now, so buying it again would overlap it
    /// (apps must not sell overlapping ones): the term it runs for.
    public var runningTerm: RunningTerm?

    /// A non-renewing subscription's term that still runs.
    public struct RunningTerm: Sendable, Hashable {
        /// When it ends; `nil` when the rules give the product no term, so it never ends.
        public var end: Date?

        /// Creates a term ending at `end`.
        public init(end: Date?) {
            self.end = end
        }
    }

    /// Creates the decision.
    public init(productID: String, entitlement: String, sourceProductID: String?, originalAppVersion: String? = nil, runningTerm: RunningTerm? = nil) {
        self.productID = productID
        self.entitlement = entitlement
        self.sourceProductID = sourceProductID
        self.originalAppVersion = originalAppVersion
        self.runningTerm = runningTerm
    }

    /// Where the entitlement is active from: the product id, or `the app first bought at version 1.4`.
    public var source: String {
        sourceProductID ?? "the app first bought at version \(originalAppVersion ?? "?")"
    }

    /// `"plus" is already active from demo.lifetime; buying demo.plus.standard.monthly would add nothing`.
    public var description: String {
        guard let runningTerm else { return "\"\(entitlement)\" is already active from \(source); buying \(productID) would add nothing" }
        guard let end = runningTerm.end else {
            return "\(productID) has no term in the rules' \"nonRenewingTerms\", so it never ends; buying it again would add nothing"
        }
        return "\(productID) runs until \(InternetDate.string(from: end)); buying it again before then would overlap it"
    }
}

extension CustomerAccess {
    /// Whether buying a product would add nothing: every entitlement it grants is already active from
    /// another owned product (or from the original app version). Then the answer names the first such entitlement and the product it is
    /// active from, and nothing should be charged.
    ///
    /// Not counted as other products: the product itself (buying what is owned is the store's concern) and
    /// subscriptions in the same group (buying one of those is a plan change). A product that grants no
    /// entitlement, a consumable for instance, is never already entitled; nor is one that would add an
    /// entitlement the customer lacks (an upgrade), nor one that never ends (a non-consumable, a non-renewing
    /// subscription without a term) when what gives its entitlements ends (a subscription).
    public func alreadyEntitled(buying productID: String) -> AlreadyEntitled? {
        let granted = entitlementKeysByProduct[productID] ?? []
        guard !granted.isEmpty, catalog.product(withID: productID)?.kind != .consumable else { return nil }
        let group = catalog.product(withID: productID)?.subscription?.groupID
        // What never ends adds to what does: only a source that never ends counts against it.
        let neverEnds = self.neverEnds(productID)
        let others = ownedProductIDs.filter { id in
            id != productID && (group == nil || catalog.product(withID: id)?.subscription?.groupID != group) && (!neverEnds || self.neverEnds(id))
        }
        var first: AlreadyEntitled?
        for key in granted {
            if let source = others.first(where: { entitlementKeysByProduct[$0]?.contains(key) == true }) {
                if first == nil { first = AlreadyEntitled(productID: productID, entitlement: key, sourceProductID: source) }
            } else if rules.entitlement(key)?.isGranted(toOriginalAppVersion: originalAppVersion) == true {
                if first == nil { first = AlreadyEntitled(productID: productID, entitlement: key, sourceProductID: nil, originalAppVersion: originalAppVersion) }
            } else {
                return nil
            }
        }
        return first
    }

    /// Whether what a product gives never ends: a non-consumable, or a non-renewing subscription the rules give no term.
    private func neverEnds(_ productID: String) -> Bool {
        switch catalog.product(withID: productID)?.kind {
        case .nonConsumable: true
        case .nonRenewingSubscription: rules.nonRenewingTerms[productID] == nil
        default: false
        }
    }
}
