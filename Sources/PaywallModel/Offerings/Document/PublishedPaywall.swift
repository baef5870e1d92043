/// The paywall an offering publishes.
public enum PublishedPaywall: Sendable, Hashable {
    /// A v1 template paywall.
    case template(TemplatePaywall)
    /// A v2 component paywall.
    case components(ComponentsPaywall)
    /// A paywall that was published but cannot be read; the default paywall stands in for it.
    case invalid(reason: String)
}

extension PublishedPaywall {
    /// The offering its `exit_offers.dismiss` names: RevenueCat's SDK shows that offering's paywall when the customer
    /// dismisses this one without buying; `nil` for none, and for a paywall that cannot be read.
    public var dismissExitOfferingID: String? {
        switch self {
        case .template(let template): template.exitOffers?.dismissOfferingID
        case .components(let components): components.exitOffers?.dismissOfferingID
        case .invalid: nil
        }
    }
}
