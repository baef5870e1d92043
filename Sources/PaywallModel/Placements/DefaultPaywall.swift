/// The paywall kiosk draws when nothing usable is published: the packages of an offering, or every product
/// of the catalog, in order, the first selected.
public struct DefaultPaywall: Sendable, Hashable {
    /// The offering it stands in for; `nil` when made from the whole catalog.
    public var offeringID: String?
    /// The packages to offer; from the whole catalog each package's id is its product id.
    public var packages: [OfferingPackage]
    /// The package selected at first.
    public var defaultPackageID: String?
    /// The app's name, shown at the top as RevenueCat's default paywall shows it (`Catalog.appName`).
    public var appName: String?

    /// The offering's packages whose products are in the catalog (all of them without a catalog).
    public static func from(offering: Offering, catalog: Catalog?) -> DefaultPaywall {
        let packages = offering.packages.filter { catalog?.product(withID: $0.productID) != nil || catalog == nil }
        return DefaultPaywall(offeringID: offering.identifier, packages: packages, defaultPackageID: packages.first?.identifier,
                              appName: catalog?.appName)
    }

    /// Every product of the catalog: subscriptions first (by group, highest level first), then the rest in file order.
    public static func from(catalog: Catalog?) -> DefaultPaywall {
        guard let catalog else { return DefaultPaywall(offeringID: nil, packages: [], defaultPackageID: nil) }
        let subscriptions = catalog.subscriptionGroups.flatMap { catalog.subscriptions(inGroup: $0.id) }
        let subscriptionIDs = Set(subscriptions.map(\.id))
        let ordered = subscriptions + catalog.products.filter { !subscriptionIDs.contains($0.id) }
        let packages = ordered.map { OfferingPackage(identifier: $0.id, productID: $0.id) }
        return DefaultPaywall(offeringID: nil, packages: packages, defaultPackageID: packages.first?.identifier, appName: catalog.appName)
    }
}
