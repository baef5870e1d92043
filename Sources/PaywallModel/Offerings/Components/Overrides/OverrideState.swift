/// What override conditions are checked against, for one component where it is drawn.
public struct OverrideState: Sendable, Hashable {
    /// The width class of the drawing area.
    public var sizeClass: SizeClass
    /// Whether the enclosing package is selected.
    public var isSelected: Bool
    /// Whether the customer may take the package's introductory offer.
    public var isEligibleForIntroOffer: Bool
    /// Whether a promotional offer is applied to the package.
    public var hasPromotionalOffer: Bool
    /// Whether the product has several introductory phases.
    public var hasMultipleIntroOffers: Bool
    /// The selected package's identifier.
    public var selectedPackageID: String?
    /// Custom variables by name (without the `custom.` prefix).
    public var variables: [String: JSONValue]
    /// Paywall state values by name.
    public var states: [String: JSONValue]

    /// Creates a state; everything not given is off or empty.
    public init(sizeClass: SizeClass = .compact, isSelected: Bool = false, isEligibleForIntroOffer: Bool = false,
                hasPromotionalOffer: Bool = false, hasMultipleIntroOffers: Bool = false, selectedPackageID: String? = nil,
                variables: [String: JSONValue] = [:], states: [String: JSONValue] = [:]) {
        self.sizeClass = sizeClass
        self.isSelected = isSelected
        self.isEligibleForIntroOffer = isEligibleForIntroOffer
        self.hasPromotionalOffer = hasPromotionalOffer
        self.hasMultipleIntroOffers = hasMultipleIntroOffers
        self.selectedPackageID = selectedPackageID
        self.variables = variables
        self.states = states
    }
}
