/// App-wide settings for v2 paywalls: named colors and fonts, unit words per locale, and variable maps.
public struct UIConfig: Sendable, Hashable, JSONDecodable {
    /// A font as published for each platform.
    public struct FontInfo: Sendable, Hashable {
        /// The font name for iOS, when given.
        public var iOSName: String?
    }

    /// A custom variable declared for paywalls (`{{ custom.NAME }}`).
    public struct CustomVariable: Sendable, Hashable {
        /// Its declared type (`string`, `number`, `boolean`).
        public var type: String
        /// The value used when the app sets none.
        public var defaultValue: JSONValue
    }

    /// Named colors (`ui_config.app.colors`).
    public var colors: [String: ColorScheme]
    /// Named fonts (`ui_config.app.fonts`).
    public var fonts: [String: FontInfo]
    /// Unit words and formats by locale (`month_short` "mo", `num_month_one` "%d month", `free_price` "free").
    public var localizations: [String: [String: String]]
    /// New variable names mapped to ones this version knows.
    public var variableCompatibilityMap: [String: String]
    /// New function (pipe) names mapped to known ones.
    public var functionCompatibilityMap: [String: String]
    /// Custom variables by name.
    public var customVariables: [String: CustomVariable]

    /// An empty configuration.
    public init() {
        colors = [:]
        fonts = [:]
        localizations = [:]
        variableCompatibilityMap = [:]
        functionCompatibilityMap = [:]
        customVariables = [:]
    }

    init(json: JSONReader) throws {
        self.init()
        let object = try json.object()
        if let app = try object.member("app")?.object() {
            colors = try app.decode("colors") ?? [:]
            if let fontObject = try app.member("fonts")?.object() {
                for key in fontObject.keys {
                    let ios = try fontObject.member(key)?.object().member("ios")?.object()
                    fonts[key] = FontInfo(iOSName: try ios?.string("value"))
                }
            }
        }
        localizations = try object.member("localizations")?.decodeDictionary([String: String].self) ?? [:]
        if let variables = try object.member("variable_config")?.object() {
            variableCompatibilityMap = try variables.member("variable_compatibility_map")?.decodeDictionary() ?? [:]
            functionCompatibilityMap = try variables.member("function_compatibility_map")?.decodeDictionary() ?? [:]
        }
        if let custom = try object.member("custom_variables")?.object() {
            for key in custom.keys {
                guard let entry = custom.member(key) else { continue }
                if case .object = entry.value {
                    let fields = try entry.object()
                    customVariables[key] = CustomVariable(type: try fields.string("type") ?? "string",
                                                          defaultValue: fields.raw("default_value") ?? .null)
                } else {
                    customVariables[key] = CustomVariable(type: "string", defaultValue: entry.value)
                }
            }
        }
    }
}

extension String: JSONDecodable {
    init(json: JSONReader) throws {
        self = try json.string()
    }
}
