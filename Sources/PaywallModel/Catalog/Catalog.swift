import Foundation

/// A product catalog as a StoreKit configuration file describes it: products, subscription groups, settings.
///
/// Read one with `Catalog.load(from:)` or `CatalogDecoder`; the built-in demo is `Catalog.demo`.
public struct Catalog: Sendable, Hashable {
    /// The file format version (`version`).
    public var formatVersion: FormatVersion
    /// The catalog's id (`identifier`), when present.
    public var identifier: String?
    /// Every product in file order: `products`, then `nonRenewingSubscriptions`, then each group's subscriptions.
    public private(set) var products: [Product]
    /// The subscription groups in file order.
    public var subscriptionGroups: [SubscriptionGroup]
    /// The test settings.
    public var settings: CatalogSettings
    /// The key for signing promotional offers (`subscriptionOffersKeyPair`), when present.
    public var offerSigningKey: OfferSigningKey?
    /// The license agreement and privacy policies (`appPolicies`), when the file has them.
    public var appPolicies: AppPolicies?
    /// The app's name as its file names it (`Acme Notes.storekit` is "Acme Notes"), when read from a file;
    /// a `.storekit` file has no other.
    public var appName: String?
    private var indexByID: [String: Int]
    /// The positions in `products` of each group's subscriptions, in file order.
    private var positionsByGroup: [String: [Int]]

    /// Creates a catalog; when ids repeat, lookups find the first product with the id.
    public init(
        formatVersion: FormatVersion = FormatVersion(major: 5, minor: 0),
        identifier: String? = nil,
        products: [Product],
        subscriptionGroups: [SubscriptionGroup] = [],
        settings: CatalogSettings = CatalogSettings(),
        offerSigningKey: OfferSigningKey? = nil,
        appPolicies: AppPolicies? = nil
    ) {
        self.formatVersion = formatVersion
        self.identifier = identifier
        self.products = products
        self.subscriptionGroups = subscriptionGroups
        self.settings = settings
        self.offerSigningKey = offerSigningKey
        self.appPolicies = appPolicies
        var index: [String: Int] = [:]
        var positionsByGroup: [String: [Int]] = [:]
        for (position, product) in products.enumerated() {
            if index[product.id] == nil { index[product.id] = position }
            if let groupID = product.subscription?.groupID { positionsByGroup[groupID, default: []].append(position) }
        }
        self.indexByID = index
        self.positionsByGroup = positionsByGroup
    }

    /// Whether the catalog sells a product as an auto-renewable subscription: what a subscription can renew into.
    public func sellsSubscription(_ id: String) -> Bool {
        product(withID: id)?.subscription != nil
    }

    /// The product with this id.
    public func product(withID id: String) -> Product? {
        indexByID[id].map { products[$0] }
    }

    /// The products of one kind, in file order.
    public func products(ofKind kind: ProductKind) -> [Product] {
        products.filter { $0.kind == kind }
    }

    /// The group with this id.
    public func group(withID id: String) -> SubscriptionGroup? {
        subscriptionGroups.first { $0.id == id }
    }

    /// A group's subscriptions from the highest level of service (level 1) down; file order within a level.
    public func subscriptions(inGroup groupID: String) -> [Product] {
        let members = (positionsByGroup[groupID] ?? []).map { products[$0] }
        return members.enumerated().sorted { lhs, rhs in
            let (left, right) = (lhs.element.subscription!.groupLevel, rhs.element.subscription!.groupLevel)
            return left != right ? left < right : lhs.offset < rhs.offset
        }.map(\.element)
    }

    /// The storefront prices are in: the settings' storefront, else the United States.
    public var storefront: Storefront { settings.storefront ?? .unitedStates }

    /// A product's catalog price in the catalog's storefront currency, as StoreKit Testing charges it.
    /// (`PriceBook` gives prices in other storefronts, with a price sidecar.)
    public func price(of product: Product) -> Price {
        PriceBook(catalog: self).price(of: product, in: storefront)
    }
}
