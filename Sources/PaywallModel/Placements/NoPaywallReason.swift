/// Why nothing is shown at a placement.
public enum NoPaywallReason: Sendable, Hashable, CustomStringConvertible {
    /// The placement is mapped to `null`.
    case placementTurnedOff(String)
    /// The customer is in the audience's holdout.
    case holdout(audienceID: String, bucket: Int)
    /// The customer's variant shows no offering.
    case variantShowsNothing(audienceID: String, variantID: String)

    /// A sentence for people.
    public var description: String {
        switch self {
        case .placementTurnedOff(let placement): "placement \"\(placement)\" is mapped to null: nothing is shown there"
        case .holdout(let audience, let bucket): "holdout of audience \"\(audience)\" (bucket \(bucket))"
        case .variantShowsNothing(let audience, let variant): "variant \"\(variant)\" of audience \"\(audience)\" shows nothing"
        }
    }
}
