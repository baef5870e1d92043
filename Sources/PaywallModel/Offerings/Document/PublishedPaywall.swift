/// The paywall an offering publishes.
public enum PublishedPaywall: Sendable, Hashable {
    /// A v1 template paywall.
    case template(TemplatePaywall)
    /// A v2 component paywall.
    case components(ComponentsPaywall)
    /// A paywall that was published but cannot be read; the default paywall stands in for it.
    case invalid(reason: String)
}
