/// Offerings to show when the customer leaves a paywall without buying.
public struct ExitOffers: Sendable, Hashable, JSONDecodable {
    /// The offering shown when the paywall is dismissed.
    public var dismissOfferingID: String?

    init(json: JSONReader) throws {
        dismissOfferingID = try json.object().member("dismiss")?.object().string("offering_id")
    }
}
