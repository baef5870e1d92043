/// The paywall to draw at a placement.
public enum ResolvedPaywall: Sendable, Hashable {
    /// A published v1 template paywall.
    case template(TemplatePaywall)
    /// A published v2 component paywall.
    case components(ComponentsPaywall)
    /// Kiosk's own, made from the catalog.
    case `default`(DefaultPaywall)
}
