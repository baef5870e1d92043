import PaywallModel

/// The environment a transaction was made in. The sandbox signs as StoreKit Testing in Xcode does, or (the
/// `environment` setting) as the App Store sandbox does under kiosk's own root.
public enum StoreEnvironment: String, Sendable, Hashable, Codable {
    /// StoreKit Testing (local, Xcode or kiosk's sandbox).
    case xcode = "Xcode"
    /// Apple's sandbox (and kiosk's Sandbox signing mode).
    case sandbox = "Sandbox"
    /// The App Store.
    case production = "Production"
}
