/// Who is looking at a placement, as targeting sees them.
///
/// Audiences' JSON Logic conditions read it as the variables `attributes` (an object of the custom
/// attributes), `app_version`, `sdk_version`, `country` (the storefront's ISO 3166 alpha-2 code, `US`),
/// `languages` (preferred languages, most preferred first, `["fr-CA", "en"]`), `language` (the first one's
/// language code, `fr`), `platform` and `install_id`.
public struct CustomerContext: Sendable, Hashable {
    /// What the app says of the person (`plan: free`).
    public var customAttributes: [String: String]
    /// The app's version (`2.3.1`).
    public var appVersion: String?
    /// The SDK's (kiosk's) version.
    public var sdkVersion: String
    /// The storefront's country, ISO 3166 alpha-2 (`US`).
    public var storefrontCountry: String?
    /// Preferred languages, most preferred first (BCP 47: `fr-CA`).
    public var preferredLanguages: [String]
    /// The platform (`linux`, `ios`).
    public var platform: String
    /// This install's stable id; experiment variants are a function of it.
    public var installID: String

    /// Creates a context.
    public init(customAttributes: [String: String] = [:], appVersion: String? = nil, sdkVersion: String = "1.0.0",
                storefrontCountry: String? = nil, preferredLanguages: [String] = [], platform: String = "linux",
                installID: String) {
        self.customAttributes = customAttributes
        self.appVersion = appVersion
        self.sdkVersion = sdkVersion
        self.storefrontCountry = storefrontCountry
        self.preferredLanguages = preferredLanguages
        self.platform = platform
        self.installID = installID
    }

    /// The variables JSON Logic conditions read.
    public var logicVariables: LogicValue {
        let language = preferredLanguages.first.map { String($0.prefix { $0 != "-" && $0 != "_" }).lowercased() }
        return .object([
            "attributes": .object(customAttributes.mapValues(LogicValue.string)),
            "app_version": appVersion.map(LogicValue.string) ?? .null,
            "sdk_version": .string(sdkVersion),
            "country": storefrontCountry.map(LogicValue.string) ?? .null,
            "languages": .array(preferredLanguages.map(LogicValue.string)),
            "language": language.map(LogicValue.string) ?? .null,
            "platform": .string(platform),
            "install_id": .string(installID),
        ])
    }
}
