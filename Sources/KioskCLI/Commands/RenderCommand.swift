import Foundation
import PaywallLayout
import PaywallModel
import PurchaseFlow

/// `kiosk render`: draws the paywall a placement shows into a frame of a given size and prints it.
enum RenderCommand {
    static var spec: CommandSpec {
        CommandSpec(
            name: "render",
            abstract: "Print the paywall a placement shows, as plain text or with ANSI colors.",
            discussion: """
            Resolves the placement in the offerings document (targeting, experiments, fallbacks) and draws its
            paywall (v2 components, a v1 template, or kiosk's default) at the given size. With --color 16, 256 or
            truecolor it writes ANSI colors even when standard output is not a terminal (to save a paywall and show
            it later); with --color auto (the default) it writes plain text unless standard output is a terminal.
            Problems with the theme or the documents are reported on standard error, among them every problem kiosk
            validate finds in the offering and paywall drawn (a text with no string is drawn blank); what can still
            be drawn is drawn. Only the paywall shown is read: the whole offerings document must be valid JSON, but
            problems in other offerings' paywalls are not reported (kiosk validate reports them).
            """,
            options: [
                SharedOptions.offerings(whenLeftOut: "the built-in demo; with --catalog, none: the catalog's default paywall"),
                SharedOptions.catalog(whenLeftOut: "the demo's with the demo offerings, else none; it prices the products"),
                SharedOptions.state(keeping: "offerings fetched over http(s)"),
                PaywallOptions.placement("The placement to show (default: the fallback offering's, else the current offering's); one the document does not name shows the fallback offering, with a note."),
                RenderOptions.offering,
                RenderOptions.package,
                PaywallOptions.tab,
                RenderOptions.width,
                RenderOptions.height,
                SharedOptions.theme,
                RenderOptions.color,
                CustomerOptions.locale("The customer's locale (e.g. fr_CA)."),
                SharedOptions.storefront,
                SharedOptions.viewingCustomer("whose variant of an experiment is drawn, as the storefront buckets them"),
                RenderOptions.noIntroOffers,
                RenderOptions.promoOffers,
                RenderOptions.ascii,
            ],
            run: run
        )
    }

    @Sendable static func run(_ arguments: ParsedArguments, _ console: Console) throws -> Int32 {
        try arguments.requireKnownLocale()
        let width = try arguments.frameWidth()
        let height = try arguments.frameHeight()
        let environment = ProcessEnvironment.atStart
        let chosenProfile = try arguments.colorProfile()
        let profile = chosenProfile ?? ColorProfile.detect(environment)
        let storefront = try arguments.storefront()

        let offeringsArgument = arguments.offeringsArgument
        let catalog = try arguments.catalogPath.map { try CatalogInput.usable(at: $0, console: console) }
            ?? (offeringsArgument == nil ? Catalog.demo : nil)
        // The same prices the sandbox charges: the sidecar beside --catalog, the demo's own for the demo catalog.
        let prices = try arguments.catalogPath.map { try CatalogInput.priceSidecar(URL(fileURLWithPath: $0), catalog: catalog!, warningsTo: console) }
            ?? (catalog == nil ? nil : PriceSidecar.demo)
        if let catalog, let notice = PriceBook(catalog: catalog, sidecar: prices).reuseNotice(in: storefront ?? catalog.storefront) {
            console.printError("kiosk: \(notice)")
        }
        if catalog == nil {
            console.printError("kiosk: no --catalog: the packages' products are not priced or named, so their variables stay as "
                               + "written and a default paywall lists them bare (--catalog FILE.storekit prices them)")
        }
        let context = CustomerContext(storefrontCountry: (storefront ?? catalog?.storefront)?.alpha3,
                                      preferredLanguages: arguments.localeID.map { [$0] } ?? [],
                                      installID: arguments.customerName ?? Customer.defaultName)
        // Only the paywall drawn is decoded: which offering is shown does not depend on the paywalls.
        let document = try PublishedOfferings.document(offeringsArgument, catalog: arguments.catalogPath, state: arguments.statePath, console: console) {
            RenderTarget.offeringShown(arguments, document: $0, catalog: catalog, context: context)
        }
        ProblemLines.limited(document.issues.filter { $0.severity >= .warning }.map { "kiosk: \($0)" }, all: false).forEach(console.printError)
        let resolution = try RenderTarget.resolve(arguments, document: document, catalog: catalog, context: context, console: console)
        guard case .paywall(let offering, let paywall, _) = resolution.outcome else {
            if case .nothing(let reason) = resolution.outcome { console.print("Nothing is shown at placement \"\(resolution.placement)\": \(reason).") }
            return ExitStatus.ok
        }
        // What validate finds in the offering drawn, a text_lid with no string among it, which draws nothing.
        if let offering {
            let problems = OfferingsValidator.problems(ofOffering: offering.identifier, in: document, catalog: catalog)
            ProblemLines.limited(problems.map { "kiosk: \($0)" }, all: false).forEach(console.printError)
        }

        // An explicit --color overrides NO_COLOR, as no-color.org asks of command-line arguments.
        let themeEnvironment = chosenProfile == nil ? environment : environment.filter { $0.key != "NO_COLOR" }
        let choice = ThemeLoader.choose(arguments.themeName, directory: ThemeLoader.defaultDirectory(environment),
                                        environment: themeEnvironment)
        choice.warnings.forEach { console.printError("kiosk: \($0)") }
        let look = PaywallLook(theme: profile == .monochrome ? .monochrome : choice.theme, profile: profile,
                               glyphs: arguments.drawsASCII ? .ascii : .unicode)
        // Render has no store: the customer is new (every introductory offer, no promotional one) unless an option says otherwise;
        // --promo-offers draws a subscriber who had every group's introductory offer.
        let groups = Set(catalog?.subscriptionGroups.map(\.id) ?? [])
        let eligibility = if arguments.drawsSubscriber, let catalog {
            OfferEligibility(introOfferUsedGroupIDs: groups, subscribedGroupIDs: groups, promotionalOfferCodes: paywall.promotionalOfferCodes(in: offering),
                             catalog: catalog)
        } else {
            arguments.deniesIntroductoryOffers ? OfferEligibility(ineligibleGroupIDs: groups) : OfferEligibility()
        }
        var presentation = PaywallPresentation.priced(offering: offering, paywall: paywall, uiConfig: document.uiConfig, catalog: catalog,
                                                      prices: prices, locale: arguments.localeID, storefront: storefront, eligibility: eligibility,
                                                      selectedTabID: arguments.tabID, now: Date())
        presentation.selectedPackageID = arguments.packageID
        try RenderTarget.check(arguments, paywall: paywall, presentation: presentation)
        let canvas = PaywallRenderer.render(paywall, presentation: presentation, look: look, width: width, height: height)
        if profile == .monochrome || (chosenProfile == nil && !console.isTerminal) {
            console.write(AnsiText.plain(canvas.buffer))
        } else {
            console.writeRendered(AnsiText.styled(canvas.buffer, profile: profile))
        }
        KeptUntilExit.keep(document)
        return ExitStatus.ok
    }
}
