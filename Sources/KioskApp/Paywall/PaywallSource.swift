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
    /// The customer's locale for texts and prices (`en_US`).
    public let locale: String

    /// Creates a source.
    public init(document: OfferingsDocument, catalog: Catalog, context: CustomerContext, locale: String) {
        self.document = document
        self.catalog = catalog
        self.context = context
        self.locale = locale
    }

    /// Every placement the document names, sorted.
    public var placements: [String] { document.placements?.placementNames ?? [] }

    /// What a placement shows this customer.
    public func resolve(_ placement: String) -> PlacementResolution {
        PlacementResolver(document: document, catalog: catalog).resolve(placement, context: context)
    }

    /// Sources are the same only when they are the same object (documents are large; they never change in place).
    public static func == (lhs: PaywallSource, rhs: PaywallSource) -> Bool { lhs === rhs }

    /// Hashes the object's identity, as equality compares it.
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
