/// Where the app was installed from, with the Marketplace API's cases; kiosk sets it from configuration
/// (`--installation-source`, `KIOSK_INSTALLATION_SOURCE`) so features gated on it can be tested.
public enum InstallationSource: Sendable, Hashable, CustomStringConvertible {
    /// Apple's App Store.
    case appleAppStore
    /// Google Play.
    case googlePlayStore
    /// TestFlight.
    case testFlight
    /// An EU alternative marketplace, by its bundle id.
    case marketplace(bundleId: String)
    /// EU Web Distribution.
    case web
    /// Another installer (F-Droid, Amazon, AltStore ...), by name when known.
    case other(String?)
    /// Unknown or sideloaded.
    case unknown

    /// Whether it is Apple's App Store or Google Play.
    public var isFirstPartyAppStore: Bool {
        self == .appleAppStore || self == .googlePlayStore
    }

    /// Every form a configured value takes, for messages listing the valid ones.
    public static let configurationForms = ["app-store", "play-store", "testflight", "marketplace:BUNDLE_ID", "web", "other[:NAME]", "unknown"]

    /// Reads a configured value: `app-store`, `play-store`, `testflight`, `marketplace:BUNDLE_ID`, `web`,
    /// `other[:NAME]` or `unknown`; nil for anything else.
    public init?(configuration value: String) {
        let parts = value.split(separator: ":", maxSplits: 1).map(String.init)
        switch (parts.first?.lowercased() ?? "", parts.count > 1 ? parts[1] : nil) {
        case ("app-store", nil): self = .appleAppStore
        case ("play-store", nil): self = .googlePlayStore
        case ("testflight", nil): self = .testFlight
        case ("marketplace", let bundle?) where !bundle.isEmpty: self = .marketplace(bundleId: bundle)
        case ("web", nil): self = .web
        case ("other", let name): self = .other(name)
        case ("unknown", nil): self = .unknown
        default: return nil
        }
    }

    /// The configuration form (`marketplace:com.example.store`).
    public var description: String {
        switch self {
        case .appleAppStore: "app-store"
        case .googlePlayStore: "play-store"
        case .testFlight: "testflight"
        case .marketplace(let bundle): "marketplace:\(bundle)"
        case .web: "web"
        case .other(let name): name.map { "other:\($0)" } ?? "other"
        case .unknown: "unknown"
        }
    }
}

extension InstallationSource {
    /// The environment variable that sets the installation source.
    public static let environmentVariable = "KIOSK_INSTALLATION_SOURCE"

    /// The source an environment configures (`KIOSK_INSTALLATION_SOURCE`), `.unknown` when unset or unreadable.
    public static func configured(in environment: [String: String]) -> InstallationSource {
        environment[environmentVariable].flatMap(InstallationSource.init(configuration:)) ?? .unknown
    }
}
