/// A selectable package of the offering, drawn as a stack; its texts' product variables refer to it.
public struct PackageComponent: Sendable, Hashable, JSONDecodable {
    /// The component's id in the editor.
    public var id: String?
    /// The component's name in the editor.
    public var name: String?
    /// The package's identifier in the offering (`$rc_annual`).
    public var packageID: String
    /// Whether it starts selected.
    public var isSelectedByDefault: Bool
    /// The promotional offer the package is sold with (`apple_promo_offer_product_code`): the offer's id among
    /// the package's product's promotional offers. It applies when the customer may have it (`OfferEligibility`).
    public var applePromoOfferProductCode: String?
    /// What it shows.
    public var stack: StackComponent

    init(json: JSONReader) throws {
        let object = try json.object()
        id = try object.string("id")
        name = try object.string("name")
        packageID = try object.required("package_id").string()
        isSelectedByDefault = try object.bool("is_selected_by_default") ?? false
        applePromoOfferProductCode = try object.string("apple_promo_offer_product_code")
        stack = try object.required("stack").decode()
    }
}
