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
    /// The packages of the plan a change waits for the renewal to start: marked so.
    public var scheduledPlanPackages: Set<String> = []
    /// What the renewal that starts a waiting change charges, by package, formatted where the subscription renews
    /// (which may not be the storefront the paywall is priced in).
    public var scheduledPlanPrices: [String: String] = [:]
    /// The current plan's packages whose subscription has a change waiting for the renewal: their button says it
    /// keeps the plan (choosing it drops the change, as on the App Store).
    public var keptPlanPackages: Set<String> = []
    /// The terms of the offer each package's texts show, for kiosk's default paywall, which says them under the package
    /// (`fillVariables` sets them for it; published paywalls say offers in their own texts).
    public var offerTerms: [String: OfferTerms] = [:]
    /// Custom variables (for `variable_condition` overrides).
    public var customVariables: [String: JSONValue]
    /// Paywall state values (for `state_condition` overrides).
    public var states: [String: JSONValue]
    /// The time countdowns count from.
    public var now: Date
    /// Rows scrolled past in the paywall's body.
    public var scrollOffset: Int
    /// Whether the customer scrolled the body to `scrollOffset` (PgDn, the wheel): it is shown as scrolled, with no
    /// control pulled back into view; else the body scrolls as far as keeps the focus (or the selection) in view.
    public var isScrolledByHand = false
    /// The anchor to keep visible (see `PaywallAnchor`); `nil` keeps the selected package visible.
    public var focus: String?
    /// Fills in a text's `{{ variables }}` for a package (the selected one when the text is not inside a package).
    public var resolveVariables: @Sendable (_ text: String, _ packageID: String?) -> String
    /// The texts `fillVariables` filled, when it filled them (see `textsReadingTheClock`).
    var filledTexts: FilledTexts?

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

extension PaywallPresentation {
    /// The texts filled so far by `fillVariables`' filling whose fill read the clock (an offer's end date, a
    /// countdown's variables), with what each was filled as: a drawing of this presentation is drawn alike at
    /// another time when these fill alike then (and the countdowns and carousel pages are the same).
    public var textsReadingTheClock: [FilledText] {
        filledTexts?.readingTheClock ?? []
    }
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
