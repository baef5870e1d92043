/// A package of an offering: its id (`$rc_annual`) and the product it sells.
public struct OfferingPackage: Sendable, Hashable, JSONDecodable {
    /// The package's id, unique in its offering.
    public var identifier: String
    /// The App Store product id.
    public var productID: String
    /// The plan id (Google Play base plans; kept as published).
    public var planIdentifier: String?

    /// Creates a package.
    public init(identifier: String, productID: String, planIdentifier: String? = nil) {
        self.identifier = identifier
        self.productID = productID
        self.planIdentifier = planIdentifier
    }

    init(json: JSONReader) throws {
        let object = try json.object()
        identifier = try object.required("identifier").string()
        productID = try object.required("platform_product_identifier").string()
        planIdentifier = try object.string("platform_product_plan_identifier")
    }
}
