/// What a paywall offers a customer once the visibility rules have removed hidden packages.
public enum PaywallOffer: Sendable, Hashable {
    /// The packages still offered, in the offering's order.
    case packages([OfferingPackage])
    /// Every package is hidden: instead of offering nothing, the paywall says what the customer has.
    case alreadyOwned(message: String)
}
