import Foundation
import PaywallLayout
import PaywallModel
import Synchronization

/// One placement's paywall as the current state draws it: the resolution, the presentation with the
/// customer's choices and prices, and (drawn on demand) the canvas with its anchors. `view` draws it and
/// `update` reads its packages, tabs and anchors, so both see the same paywall.
struct PaywallScene {
    /// Rows above the paywall (title bar and the resolution line).
    static let top = 2
    /// Rows below it (status and key bar).
    static let bottom = 2

    /// What the placement resolved to; `nil` when no offerings are loaded.
    var resolution: PlacementResolution? { parts.resolution }
    /// The paywall drawn, when the placement shows one.
    var paywall: ResolvedPaywall? { parts.paywall }
    /// The presentation it was drawn with.
    var presentation: PaywallPresentation? { parts.presentation }
    /// What the customer already has, shown instead of a paywall whose every package the rules hide.
    var ownedMessage: String? { parts.ownedMessage }
    /// Says when the paywall's prices reuse the catalog's amounts in another currency (`PriceBook.reuseNote(in:)`).
    var priceNote: String? { parts.priceNote }
    /// The promotional offers its packages name that the customer may have, by product id: shown, and applied when bought.
    var promotionalOfferIDs: [String: String] { parts.promotionalOfferIDs }
    /// What the scene was made from (its canvas is kept under them, and drawn with its theme, glyphs and size).
    private var inputs: PaywallSceneInputs { parts.inputs }

    /// What a scene holds, shared by its copies: the view, the key bar and the next key's update each ask for the
    /// scene of the same state, and a copy is then one reference, not a copy of every part.
    private final class Parts: Sendable {
        let resolution: PlacementResolution?
        let paywall: ResolvedPaywall?
        let presentation: PaywallPresentation?
        let ownedMessage: String?
        let priceNote: String?
        let promotionalOfferIDs: [String: String]
        let inputs: PaywallSceneInputs
        /// What is worked out from the parts when first asked for (the packages shown, the tabs, the carousels), kept
        /// with them: the key bar, the view and the update each ask again.
        let worked = Mutex(Worked())

        init(resolution: PlacementResolution?, paywall: ResolvedPaywall?, presentation: PaywallPresentation?, ownedMessage: String?,
             priceNote: String?, promotionalOfferIDs: [String: String] = [:], inputs: PaywallSceneInputs) {
            self.resolution = resolution
            self.paywall = paywall
            self.presentation = presentation
            self.ownedMessage = ownedMessage
            self.priceNote = priceNote
            self.promotionalOfferIDs = promotionalOfferIDs
            self.inputs = inputs
        }

        /// The same parts for other inputs, drawn with another presentation.
        func with(inputs: PaywallSceneInputs, presentation: PaywallPresentation?) -> Parts {
            Parts(resolution: resolution, paywall: paywall, presentation: presentation, ownedMessage: ownedMessage,
                  priceNote: priceNote, promotionalOfferIDs: promotionalOfferIDs, inputs: inputs)
        }
    }

    /// What a scene works out from its parts when first asked for.
    private struct Worked {
        var packages: [String]?
        var selectedPackage: String??
        var tabs: [String]?
        var carousels: [String: Int]?
    }

    /// The value kept at `path` of what the scene worked out, else the one `make` works out (then kept).
    private func worked<Value: Sendable>(_ path: WritableKeyPath<Worked, Value?>, orMake make: () -> Value) -> Value {
        if let kept = parts.worked.withLock({ $0[keyPath: path] }) { return kept }
        let made = make()
        parts.worked.withLock { $0[keyPath: path] = made }
        return made
    }

    private let parts: Parts

    /// Whether scenes and canvases made before are used again for equal inputs (tests turn it off to compare
    /// with making each anew).
    @TaskLocal static var reusesWork = true

    /// The paywalls last priced, by their inputs without the selection: the view drawing a state, the next key's
    /// update and keys that only move the selection or the focus price the paywall once.
    private static let pricedScenes = RecentValues<PaywallSceneInputs, PaywallScene>(capacity: 2)
    /// The scenes last asked for, by their whole inputs: the view, the key bar and the next key's update share one,
    /// and with it what it works out (the packages shown, the tabs, the carousels).
    private static let scenes = RecentValues<PaywallSceneInputs, PaywallScene>(capacity: 2)
    /// The prices of the paywalls last priced, with their texts whose fill read no clock, by their inputs
    /// without the selection and the clock: a tick's redraw fills only the texts that read the clock, from the
    /// prices made before.
    private static let pricings = RecentValues<PaywallSceneInputs, (pricing: PaywallPricing, clockFree: ClockFreeFills)>(capacity: 2)
    /// The canvases last drawn, with what they read from the clock, by their scenes' inputs without the clock:
    /// moving the selection back to a package drawn before draws nothing again, nor does a tick that changes
    /// nothing the paywall shows, and the update reads the canvas the view drew.
    private static let canvases = RecentValues<PaywallSceneInputs, (canvas: Canvas?, clock: PaywallClockReadings)>(capacity: 4)

    /// The scene of a placement in a state.
    init(placement: String, choices: PaywallChoices, state: AppState) {
        let inputs = PaywallSceneInputs(placement: placement, choices: choices, state: state)
        guard Self.reusesWork else {
            parts = Self.make(inputs)
            return
        }
        self = Self.scenes.value(for: inputs) {
            let unselected = inputs.withoutSelection
            let priced = Self.pricedScenes.value(for: unselected) { PaywallScene(parts: Self.make(unselected)) }
            var presentation = priced.presentation
            presentation?.selectedPackageID = choices.packageID
            presentation?.focus = choices.focus
            presentation?.scrollOffset = choices.scrollOffset ?? 0
            presentation?.isScrolledByHand = choices.scrollOffset != nil
            return PaywallScene(parts: priced.parts.with(inputs: inputs, presentation: presentation))
        }
    }

    private init(parts: Parts) {
        self.parts = parts
    }

    /// Makes the parts of a scene from its inputs, reading nothing else.
    private static func make(_ inputs: PaywallSceneInputs) -> Parts {
        let choices = inputs.choices
        guard let source = inputs.paywalls else {
            return Parts(resolution: nil, paywall: nil, presentation: nil, ownedMessage: nil, priceNote: nil, inputs: inputs)
        }
        // The storefront and locale are the store's settings, so paywalls price and speak as the store charges.
        let storefront = inputs.store?.storefront ?? source.catalog.storefront
        let locale = inputs.store?.locale ?? source.locale
        let resolution = source.resolve(inputs.placement, storefront: storefront, locale: locale, installID: inputs.customerName,
                                        exitOffer: choices.exitOfferingID, leaving: choices.leftOfferings.last)
        let priceNote = source.priceBook.reuseNote(in: storefront)
        guard case .paywall(let offering, let resolved, _) = resolution.outcome else {
            return Parts(resolution: resolution, paywall: nil, presentation: nil, ownedMessage: nil, priceNote: priceNote, inputs: inputs)
        }
        let wholeOffering = offering ?? Offering(identifier: "catalog", packages: Self.defaultPackages(of: resolved))
        let visibility = PaywallVisibility(offering: wholeOffering, paywall: resolved, customer: inputs.store?.customer,
                                           sold: inputs.store?.soldProducts, storefront: inputs.store?.storefront, catalog: source.catalog)
        let paywall = Self.sheet(choices.sheet, over: visibility.paywall)
        var presentation = PaywallPresentation(
            offering: visibility.offering,
            uiConfig: source.document.uiConfig, locale: locale, selectedPackageID: choices.packageID,
            selectedTabID: choices.tabID, carouselPages: Self.carouselPages(paywall, choices, now: inputs.now), now: inputs.now,
            scrollOffset: choices.scrollOffset ?? 0, focus: choices.focus)
        presentation.isScrolledByHand = choices.scrollOffset != nil
        presentation.currentPlanPackages = Set(visibility.offering.packages.filter { ProductText.isEntitled(inputs.store?.states[$0.productID]) }.map(\.identifier))
        let scheduledPlans = inputs.store?.scheduledPlans ?? [:], plansWithChange = inputs.store?.plansWithChange ?? []
        let scheduled = visibility.offering.packages.compactMap { package in scheduledPlans[package.productID].map { (package.identifier, $0) } }
        presentation.scheduledPlanPackages = Set(scheduled.map(\.0))
        presentation.scheduledPlanPrices = Dictionary(scheduled.filter { !$0.1.isEmpty }, uniquingKeysWith: { first, _ in first })
        presentation.keptPlanPackages = presentation.currentPlanPackages.filter { package in
            visibility.offering.package(package).map { plansWithChange.contains($0.productID) } ?? false
        }
        // The store's eligibility: introductory offers once per group, promotional offers for its current and lapsed subscribers.
        let eligibility = OfferEligibility(introOfferUsedGroupIDs: inputs.store?.introOfferUsedGroupIDs ?? [],
                                           subscribedGroupIDs: inputs.store?.subscribedGroupIDs ?? [],
                                           promotionalOfferCodes: visibility.paywall.promotionalOfferCodes(in: visibility.offering), catalog: source.catalog,
                                           startingLater: inputs.store?.introOfferExcludedProductIDs ?? [])
        // Every package sold is priced, those the rules hide too: a relative discount measures against them as
        // RevenueCat does (the rules hide what the customer cannot buy, not what a price saves against).
        let pricing = Self.pricing(inputs) { [presentation] in
            PaywallPricing(packages: visibility.soldPackages, prices: source.priceBook, storefront: storefront,
                           eligibility: eligibility, discountReference: presentation.discountReference(of: paywall))
        }
        presentation.fillVariables(for: paywall, pricing: pricing.pricing,
                                   context: TextContext(localeIdentifier: locale, storefront: storefront,
                                                        catalogLocale: source.catalog.settings.locale, now: inputs.now),
                                   clockFree: pricing.clockFree)
        return Parts(resolution: resolution, paywall: paywall, presentation: presentation, ownedMessage: visibility.ownedMessage,
                     priceNote: priceNote, promotionalOfferIDs: eligibility.promotionalOfferIDs, inputs: inputs)
    }

    /// The pricing kept for inputs equal but for the selection and the clock, with the texts filled for it that
    /// read no clock, else the one `make` makes (with none yet; without reuse, none are kept).
    private static func pricing(_ inputs: PaywallSceneInputs,
                                orMake make: () -> PaywallPricing) -> (pricing: PaywallPricing, clockFree: ClockFreeFills?) {
        guard reusesWork else { return (make(), nil) }
        let kept = pricings.value(for: inputs.forPricing) { (make(), ClockFreeFills()) }
        return (kept.pricing, kept.clockFree)
    }

    /// The paywall drawn into the area between the bars, with its anchors and the focused control marked; `nil`
    /// when nothing is shown.
    func canvas() -> Canvas? {
        guard Self.reusesWork else { return drawCanvas() }
        return Self.canvases.value(for: inputs.withoutClock, keptIf: { $0.clock.holdFor(self) }) {
            let canvas = drawCanvas()
            return (canvas, PaywallClockReadings(self))
        }.canvas
    }

    /// Draws the canvas (see `canvas()`).
    private func drawCanvas() -> Canvas? {
        guard ownedMessage == nil, let paywall, let presentation else { return nil }
        let look = PaywallLook(theme: inputs.theme, profile: inputs.theme.isMonochrome ? .monochrome : .truecolor, glyphs: inputs.glyphs)
        // The area between the bars.
        let height = max(inputs.size.height - Self.top - Self.bottom, 1)
        var canvas = PaywallRenderer.render(paywall, presentation: presentation, look: look, width: inputs.size.width, height: height)
        if let focus = presentation.focus { PaywallFocus.mark(focus, on: &canvas) }
        return canvas
    }

    /// How far the paywall's body is scrolled, of how far it can be, and its height on screen; `nil` when it all fits.
    var scrolling: (shown: Int, most: Int, page: Int)? {
        guard let anchors = canvas()?.anchors, let content = anchors[ScrollView.contentAnchor],
              let viewport = anchors[ScrollView.viewportAnchor], content.height > viewport.height else { return nil }
        return (viewport.y - content.y, content.height - viewport.height, viewport.height)
    }

    /// The offering to show when the customer leaves this paywall without buying: the one its `exit_offers` names,
    /// when the document has it and it is none of those left on this visit (RevenueCat's SDK shows none for the
    /// paywall's own offering or one it cannot find); `nil` otherwise.
    func exitOffer(after choices: PaywallChoices) -> String? {
        guard !choices.hasPurchased, let offering = resolution?.offering, let exit = offering.paywall?.dismissExitOfferingID,
              exit != offering.identifier, !choices.leftOfferings.contains(exit), inputs.paywalls?.document.offering(exit) != nil else { return nil }
        return exit
    }

    /// The controls Tab moves through, in the order they are drawn.
    var focusRing: [String] {
        canvas().map(PaywallFocus.ring) ?? []
    }

    /// The button drawn under an anchor name, on a v2 paywall (or its open sheet).
    func button(_ anchor: String) -> ButtonComponent? {
        guard case .components(let components) = paywall else { return nil }
        return ComponentsPaywallRenderer.button(anchor, in: components)
    }

    /// A v2 paywall's localized string (a link's address) in the customer's locale; `nil` on other paywalls.
    func text(_ lid: String) -> String? {
        guard case .components(let components) = paywall else { return nil }
        return components.text(lid, locale: presentation?.locale ?? components.defaultLocale)
    }

    /// What a paywall shows with a sheet open: the sheet of the button named `sheet`, else the paywall itself.
    private static func sheet(_ sheet: String?, over paywall: ResolvedPaywall) -> ResolvedPaywall {
        guard let sheet, case .components(let components) = paywall,
              case .navigateTo(.sheet(_, let stack)) = ComponentsPaywallRenderer.button(sheet, in: components)?.action else { return paywall }
        return .components(ComponentsPaywallRenderer.sheet(stack, of: components))
    }

    /// The packages shown, in order.
    var packages: [String] {
        guard let paywall, let presentation else { return [] }
        return worked(\.packages) { PaywallRenderer.shownPackages(of: paywall, presentation: presentation) }
    }

    /// The package shown as selected.
    var selectedPackage: String? {
        guard let paywall, let presentation else { return nil }
        return worked(\.selectedPackage) { PaywallRenderer.selectedPackage(of: paywall, presentation: presentation) }
    }

    /// The product a package sells.
    func productID(ofPackage id: String) -> String? {
        presentation?.offering.packages.first { $0.identifier == id }?.productID
    }

    /// The tab controls drawn, in reading order (top to bottom, left to right).
    var tabs: [String] {
        worked(\.tabs) {
            let prefix = PaywallAnchor.tab("")
            return (canvas()?.anchors ?? [:]).filter { $0.key.hasPrefix(prefix) }
                .sorted { ($0.value.y, $0.value.x) < ($1.value.y, $1.value.x) }
                .map { String($0.key.dropFirst(prefix.count)) }
        }
    }

    /// The carousels, by id, with their page counts.
    var carousels: [String: Int] {
        guard case .components(let components) = paywall else { return [:] }
        return worked(\.carousels) { ComponentsPaywallRenderer.carousels(of: components) }
    }

    /// The page each carousel shows now (turned by hand, then by its timer).
    var carouselPages: [String: Int] { presentation?.carouselPages ?? [:] }

    /// Whether a carousel goes round from its last page to its first.
    func carouselLoops(_ id: String) -> Bool {
        guard case .components(let components) = paywall else { return false }
        return components.allComponents.contains { if case .carousel(let carousel) = $0 { carousel.id ?? "" == id && carousel.loops } else { false } }
    }

    private static func carouselPages(_ paywall: ResolvedPaywall, _ choices: PaywallChoices, now: Date) -> [String: Int] {
        guard case .components(let components) = paywall else { return choices.carouselPages }
        return CarouselClock.pages(of: components, choices: choices, now: now)
    }

    /// The name of the anchor at a screen point (in screen coordinates), the smallest one when they nest.
    func anchor(at point: Point) -> String? {
        let local = Point(x: point.x, y: point.y - Self.top)
        return canvas()?.anchors.filter { $0.value.contains(local) }.min { $0.value.area < $1.value.area }?.key
    }

    /// What choosing the paywall noted (a paywall that cannot be drawn as published, so the default one is shown; a
    /// placement with nothing published), for the status line; nil when it noted nothing.
    var resolutionNote: String? {
        resolution?.notes.first.map { $0.prefix(1).uppercased() + $0.dropFirst() }
    }

    /// One line saying how the paywall was chosen (audience and variant, or the placement map) in at most `width`
    /// columns: an experiment's line leaves out the bucket, then the audience, before anything is cut.
    func routeDescription(fitting width: Int) -> String {
        let forms = routeDescriptions
        return TextWrapping.truncate(forms.first { DisplayWidth.of($0) <= width } ?? forms.last ?? "", width: width)
    }

    /// The ways of saying how the paywall was chosen, longest first.
    private var routeDescriptions: [String] {
        guard let resolution else { return ["No offerings are loaded."] }
        switch resolution.outcome {
        case .nothing(let reason):
            return ["Nothing is shown here: \(reason)."]
        case .paywall(let offering, _, let route):
            let offeringName = offering?.identifier ?? "the whole catalog"
            switch route {
            case .experiment(let audience, let variant, let bucket):
                return ["Audience \(audience) · variant \(variant) (bucket \(bucket)) · offering \(offeringName)",
                        "Audience \(audience) · variant \(variant) · offering \(offeringName)",
                        "Variant \(variant) · offering \(offeringName)", "Variant \(variant)"]
            case .placementMap: return ["Placement map · offering \(offeringName)"]
            case .fallbackOffering: return ["Fallback offering \(offeringName)"]
            case .currentOffering: return ["Current offering \(offeringName)"]
            case .wholeCatalog: return ["No offering published · the whole catalog"]
            case .offering: return ["Offering \(offeringName)"]
            case .exitOffer(let left): return ["Exit offer of \(left) · offering \(offeringName)", "Exit offer · offering \(offeringName)"]
            }
        }
    }

    private static func defaultPackages(of paywall: ResolvedPaywall) -> [OfferingPackage] {
        if case .default(let fallback) = paywall { return fallback.packages }
        return []
    }
}
