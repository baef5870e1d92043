/// PaywallModel: what is sold and how it is published.
///
/// The catalog (StoreKit configuration files), offerings and paywalls, placements and targeting, prices and
/// text variables, localization, validation and publishing sources. Imports Foundation only.
public enum PaywallModelModule {
    /// The module's name, for diagnostics.
    public static let name = "PaywallModel"
}
