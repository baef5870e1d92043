/// Where a `navigate_to` button goes.
public enum ButtonDestination: Sendable, Hashable {
    /// The customer center (subscriptions, restore).
    case customerCenter
    /// The offer-code redemption sheet.
    case offerCode
    /// The terms of service.
    case terms(LocalizedLink)
    /// The privacy policy.
    case privacyPolicy(LocalizedLink)
    /// Any address.
    case url(LocalizedLink)
    /// A sheet showing a stack.
    indirect case sheet(id: String?, stack: StackComponent)
    /// A destination this version does not know; the button does nothing.
    case unsupported(String)
}
