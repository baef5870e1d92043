import Foundation
import PaywallModel

/// Everything a paywall is drawn with besides its definition: the offering, the customer's choices and
/// eligibility, the clock, and how texts get their variables.
public struct PaywallPresentation: Sendable {
    /// The offering whose paywall is drawn (its packages decide which package components show).
    public var offering: Offering
    /// App-wide colors and localizations (`ui_config`).
    public var uiConfig: UIConfig
    /// The customer's locale (`fr_CA`); `nil` uses the paywall's default.
    public var locale: String?
    /// The package the customer picked; `nil` uses the one selected by default.
    public var selectedPackageID: String?
    /// The tab the customer picked; `nil` uses the default tab.
    public var selectedTabID: String?
    /// The page each carousel shows, by carousel id (`""` for one without an id).
    public var carouselPages: [String: Int]
    /// The packages whose introductory offer the customer may take.
    public var introOfferEligiblePackages: Set<String>
    /// The packages with a promotional offer applied.
    public var promotionalOfferPackages: Set<String>
    /// The packages whose product has several introductory phases.
    public var multipleIntroOfferPackages: Set<String>
    /// The packages whose product the customer already has: marked as their current plan, with no purchase button.
    public var currentPlanPackages: Set<String> = []
    /// Custom variables (for `variable_condition` overrides).
    public var customVariables: [String: JSONValue]
    /// Paywall state values (for `state_condition` overrides).
    public var states: [String: JSONValue]
    /// The time countdowns count from.
    public var now: Date
    /// Rows scrolled past in the paywall's body.
    public var scrollOffset: Int
    /// The anchor to keep visible (see `PaywallAnchor`); `nil` keeps the selected package visible.
    public var focus: String?
    /// Fills in a text's `{{ variables }}` for a package (the selected one when the text is not inside a package).
    public var resolveVariables: @Sendable (_ text: String, _ packageID: String?) -> String

    /// Creates a presentation; variables are left as written until `resolveVariables` is given.
    public init(
        offering: Offering, uiConfig: UIConfig = UIConfig(), locale: String? = nil, selectedPackageID: String? = nil,
        selectedTabID: String? = nil, carouselPages: [String: Int] = [:], introOfferEligiblePackages: Set<String> = [],
        promotionalOfferPackages: Set<String> = [], multipleIntroOfferPackages: Set<String> = [],
        customVariables: [String: JSONValue] = [:], states: [String: JSONValue] = [:], now: Date,
        scrollOffset: Int = 0, focus: String? = nil,
        resolveVariables: @escaping @Sendable (_ text: String, _ packageID: String?) -> String = { text, _ in text }
    ) {
        self.offering = offering
        self.uiConfig = uiConfig
        self.locale = locale
        self.selectedPackageID = selectedPackageID
        self.selectedTabID = selectedTabID
        self.carouselPages = carouselPages
        self.introOfferEligiblePackages = introOfferEligiblePackages
        self.promotionalOfferPackages = promotionalOfferPackages
        self.multipleIntroOfferPackages = multipleIntroOfferPackages
        self.customVariables = customVariables
        self.states = states
        self.now = now
        self.scrollOffset = scrollOffset
        self.focus = focus
        self.resolveVariables = resolveVariables
    }
}

/// How a paywall is drawn on this terminal: the theme, the color profile and the glyphs.
public struct PaywallLook: Sendable {
    /// The theme (its paywall scheme picks light or dark paywall colors).
    public var theme: Theme
    /// The terminal's colors; monochrome draws paywall colors as attributes (reverse, bold).
    public var profile: ColorProfile
    /// Box and marker characters.
    public var glyphs: Glyphs

    /// Creates a look.
    public init(theme: Theme = .builtInDefault, profile: ColorProfile = .truecolor, glyphs: Glyphs = .unicode) {
        self.theme = theme
        self.profile = profile
        self.glyphs = glyphs
    }

    /// Whether colors are off, by the profile or the theme.
    public var isMonochrome: Bool { profile == .monochrome || theme.isMonochrome }

    /// Whether the paywall's dark colors are used.
    public var usesDarkScheme: Bool { theme.resolvedPaywallScheme == .dark }
}

/// The names under which a drawn paywall records where its interactive parts are (see `Canvas.anchors`).
public enum PaywallAnchor {
    /// A package, by package id.
    public static func package(_ id: String) -> String { "package:\(id)" }
    /// The purchase button.
    public static let purchaseButton = "purchase"
    /// A button, by its component id.
    public static func button(_ id: String) -> String { "button:\(id)" }
    /// A button component's anchor: by its id, else its name, else what it does (buttons doing the same thing
    /// without an id or a name share it).
    public static func button(for button: ButtonComponent) -> String {
        self.button([button.id, button.name].compactMap { $0 }.first { !$0.isEmpty } ?? button.action.kindName)
    }
    /// A tab's control button, by tab id.
    public static func tab(_ id: String) -> String { "tab:\(id)" }
    /// A text component, by component id (where its lines are drawn).
    public static func text(_ id: String) -> String { "text:\(id)" }
    /// A carousel, by component id.
    public static func carousel(_ id: String) -> String { "carousel:\(id)" }
    /// The restore purchases link of a template paywall.
    public static let restore = "restore"
    /// The terms link of a template paywall.
    public static let terms = "terms"
    /// The privacy policy link of a template paywall.
    public static let privacy = "privacy"
}

/// The width classes that size-class overrides test, of the terminal's width (RevenueCat's follow the window's,
/// not the paywall's, so "expanded" holds on a wide terminal though the paywall keeps its 80-column column):
/// compact under 60 columns, expanded over 120.
extension SizeClass {
    /// The class of a drawing area `columns` wide.
    public init(columns: Int) {
        self = columns < 60 ? .compact : columns > 120 ? .expanded : .medium
    }
}
