/// A template's strings in one locale (or for one tier), with `{{ variables }}`.
public struct TemplateStrings: Sendable, Hashable, JSONDecodable {
    public var title: String
    public var subtitle: String?
    public var callToAction: String
    public var callToActionWithIntroOffer: String?
    public var offerDetails: String?
    public var offerDetailsWithIntroOffer: String?
    public var offerName: String?
    public var features: [TemplateFeature]
    public var tierName: String?
    /// Strings per package id.
    public var offerOverrides: [String: TemplateOfferOverride]

    init(json: JSONReader) throws {
        let object = try json.object()
        title = try object.string("title") ?? ""
        subtitle = try object.string("subtitle")
        callToAction = try object.string("call_to_action") ?? ""
        callToActionWithIntroOffer = try object.string("call_to_action_with_intro_offer")
        offerDetails = try object.string("offer_details")
        offerDetailsWithIntroOffer = try object.string("offer_details_with_intro_offer")
        offerName = try object.string("offer_name")
        features = try object.array("features")
        tierName = try object.string("tier_name")
        offerOverrides = try object.decode("offer_overrides") ?? [:]
    }

    /// Every string with its key, for variable checks: `title`, `features[0].title`, ...
    public var allStrings: [(key: String, text: String)] {
        var result: [(String, String)] = [("title", title), ("call_to_action", callToAction)]
        let optional: [(String, String?)] = [
            ("subtitle", subtitle), ("call_to_action_with_intro_offer", callToActionWithIntroOffer),
            ("offer_details", offerDetails), ("offer_details_with_intro_offer", offerDetailsWithIntroOffer),
            ("offer_name", offerName), ("tier_name", tierName),
        ]
        result += optional.compactMap { key, text in text.map { (key, $0) } }
        for (index, feature) in features.enumerated() {
            result.append(("features[\(index)].title", feature.title))
            if let content = feature.content { result.append(("features[\(index)].content", content)) }
        }
        for (package, override) in offerOverrides.sorted(by: { $0.key < $1.key }) {
            let texts: [(String, String?)] = [("offer_details", override.offerDetails),
                                              ("offer_details_with_intro_offer", override.offerDetailsWithIntroOffer),
                                              ("offer_name", override.offerName), ("offer_badge", override.offerBadge)]
            result += texts.compactMap { key, text in text.map { ("offer_overrides.\(package).\(key)", $0) } }
        }
        return result
    }
}
