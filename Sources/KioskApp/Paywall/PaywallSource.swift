import Foundation
import PaywallModel

/// Where paywalls come from: the offerings document, the catalog that prices it, and the customer context that
/// targeting reads. Loaded once; screens resolve placements against it.
public final class PaywallSource: Sendable, Hashable {
    /// The published offerings, placements and paywalls.
    public let document: OfferingsDocument
    /// The catalog packages are priced from.
    public let catalog: Catalog
    /// The customer as targeting sees them (attributes, app version, storefront, languages).
    public let context: CustomerContext
    /// The customer's locale for texts and prices (`en_US`) when there is no store to say it.
    public let locale: String
    /// The catalog's prices per storefront, the same the store charges.
    public let priceBook: PriceBook

    /// Creates a source; `prices` is the catalog's price sidecar, as the store has it.
    public init(document: OfferingsDocument, catalog: Catalog, prices: PriceSidecar? = nil, context: CustomerContext, locale: String) {
        self.document = document
        self.catalog = catalog
        self.priceBook = PriceBook(catalog: catalog, sidecar: prices)
        self.context = context
        self.locale = locale
    }

    /// Every placement the document names, sorted; a document that names none (or no document, only a catalog)
    /// has one, `default`, showing what any placement would: the current offering, else the catalog's default
    /// paywall.
    public var placements: [String] {
        let names = document.placements?.placementNames ?? []
        return names.isEmpty ? [Self.defaultPlacement] : names
    }

    /// The placement listed when the document names none.
    public static let defaultPlacement = "default"

    /// What a placement shows this customer, in a storefront and locale when given (the store's settings); an
    /// experiment buckets `installID` when given (the storefront's current customer's name).
    /// With `exitOffer`, the exit offer of the offering `leaving` is shown there instead.
    public func resolve(_ placement: String, storefront: Storefront? = nil, locale: String? = nil, installID: String? = nil,
                        exitOffer: String? = nil, leaving: String? = nil) -> PlacementResolution {
        let resolver = PlacementResolver(document: document, catalog: catalog)
        if let exitOffer, let offering = document.offering(exitOffer) {
            var resolution = resolver.resolve(offering: offering)
            if case .paywall(let offering, let paywall, _) = resolution.outcome {
                resolution.outcome = .paywall(offering: offering, paywall: paywall, route: .exitOffer(of: leaving ?? placement))
            }
            resolution.placement = placement
            return resolution
        }
        var customer = context
        if let installID { customer.installID = installID }
        if let storefront { customer.storefrontCountry = storefront.alpha3 }
        if let locale { customer.preferredLanguages = [locale] }
        return resolver.resolve(placement, context: customer)
    }

    /// Sources are the same only when they are the same object (documents are large; they never change in place).
    public static func == (lhs: PaywallSource, rhs: PaywallSource) -> Bool { lhs === rhs }

    /// Hashes the object's identity, as equality compares it.
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
