/// Strings that replace a template's for one package.
public struct TemplateOfferOverride: Sendable, Hashable, JSONDecodable {
    public var offerDetails: String?
    public var offerDetailsWithIntroOffer: String?
    public var offerName: String?
    public var offerBadge: String?

    init(json: JSONReader) throws {
        let object = try json.object()
        offerDetails = try object.string("offer_details")
        offerDetailsWithIntroOffer = try object.string("offer_details_with_intro_offer")
        offerName = try object.string("offer_name")
        offerBadge = try object.string("offer_badge")
    }
}
