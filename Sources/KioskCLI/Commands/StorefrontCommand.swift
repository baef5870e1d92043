import CursesUI
import Foundation
import KioskApp
import OfferingsInput
import PaywallLayout
import PaywallModel
import PurchaseFlow

/// `kiosk` with no command: opens the interactive storefront, on the built-in demo or the catalog given.
enum StorefrontCommand {
    /// The options of the interactive storefront (the root command's).
    static let options: [OptionSpec] = [
        SharedOptions.catalog(),
        SharedOptions.state(keeping: "the sandbox ledger, offerings fetched over http(s)"),
        SharedOptions.storefronts,
        SharedOptions.theme,
        SharedOptions.offerings(whenLeftOut: "the built-in demo offerings; with --catalog, none: a default paywall of the catalog's products",
                                more: "A URL is fetched once the storefront is open, which says so meanwhile; Esc cancels the fetch and uses the cached copy, or, with none, goes on without paywalls."),
        PaywallOptions.placement("Open this placement's paywall first."),
        StorefrontOptions.group,
        CustomerOptions.locale("The customer's locale for texts and prices, for this run only (the saved sandbox locale setting stays as it is; default: that setting, else the catalog's, else en_US)."),
        StorefrontOptions.attribute,
        CustomerOptions.appVersion("The app version that targeting reads."),
        StorefrontOptions.update,
        InstallationSourceOption.spec,
        StorefrontOptions.forceUpdatePrompt,
        PurchaseSheetOption.spec,
        StorefrontOptions.watch,
        SharedOptions.customer,
        SharedOptions.rules,
        CustomerOptions.originalAppVersion(
                "The original app version app transactions report (as 'kiosk sandbox set original-app-version' does), for paid-app migrations."),
    ]

    /// Opens the storefront in the terminal, or explains why it cannot (exit 69) when there is no terminal; exits
    /// with 0 when quit, 128 + N when signal N ended it, 129 when the terminal went away.
    @Sendable static func run(_ arguments: ParsedArguments, _ console: Console) throws -> Int32 {
        let environment = ProcessEnvironment.atStart
        let group = try arguments.groupID.map { try StartScreen.checkedGroup($0, arguments) }
        let checksForUpdateAtStart = try StartupUpdateCheck.isDue(arguments)
        let installationSource = try InstallationSourceOption.resolve(arguments, environment: environment)
        let showsPurchaseSheet = try PurchaseSheetOption.resolve(arguments, environment: environment)
        if let reason = TerminalRequirements.unavailableReason(
            standardInputIsTerminal: isatty(STDIN_FILENO) == 1, standardOutputIsTerminal: console.isTerminal,
            environment: environment) {
            throw CommandFailure("\(reason) \(TerminalRequirements.alternatives)", status: ExitStatus.unavailable)
        }
        let themeDirectory = ThemeLoader.defaultDirectory(environment)
        let theme = ThemeLoader.choose(arguments.themeName, directory: themeDirectory, environment: environment)
        theme.warnings.forEach { console.printError("kiosk: \($0)") }
        let store = try SandboxStoreInput.open(arguments, console)
        try applyLocale(arguments, to: store)
        let watcher = arguments.watchesSources ? sourceWatcher(arguments) : nil
        let fetch = offeringsFetch(arguments, store: store)
        let (paywalls, startProblems) = fetch != nil ? (nil, [])
            : try startingPaywalls(arguments, store: store, isWatching: watcher != nil, console: console)
        // The demo's rules (no --rules, no --catalog) have no problems to print: they are read at their first use,
        // the first store read after the first frame.
        let readsDemoRules = arguments.rulesPath == nil && arguments.catalogPath == nil
        let rules = readsDemoRules ? nil : try RulesInput.load(arguments.rulesPath, catalogPath: arguments.catalogPath, catalog: store.catalog)
        if let rules { RulesInput.report(rules, to: console) }
        let customer = arguments.customerName ?? Customer.defaultName
        try AppLaunch.applyOriginalAppVersion(arguments, store: store)
        // The customer's launch (their customer book entry and app transaction, several durable writes on a fresh
        // state) is made at the first store read, after the first frame.
        let session = StoreEffectPerformer(store: store, watcher: watcher, offerings: fetch, updates: try updateSettings(arguments),
                                   installationSource: installationSource, rules: rules ?? .demo, customer: customer,
                                   launchedAppVersion: AppLaunch.launchedVersion(arguments), launchesAtFirstRead: true)
        // Server notifications are posted while the program runs, as `kiosk serve` posts them. A round that cannot
        // read the ledger is not reported here: the screen's own read of the ledger fails and says so.
        let delivery = NotificationDeliveryLoop(courier: NotificationCourier(store: store)) { _ in }
        delivery.start()
        defer { delivery.stop() }
        do {
            return try InteractiveTerminal.run(environment: environment, performer: session) { size in
                var state = AppState(size: size, now: Date(), theme: theme.theme, paywalls: paywalls)
                state.glyphs = Glyphs.detect(environment)
                state.themeChoices = ThemeLoader.choices(directory: themeDirectory, current: theme.theme, environment: environment)
                state.isWatching = watcher != nil
                state.sourceProblems = startProblems
                state.offeringsLoading = fetch.map { OfferingsLoading(address: $0.address, hasCachedCopy: $0.hasCachedCopy) }
                state.checksForUpdateAtStart = checksForUpdateAtStart
                state.forcesUpdatePrompt = arguments.forcesUpdatePrompt
                state.customerName = customer
                state.showsPurchaseSheet = showsPurchaseSheet
                if let placement = arguments.placementID { state.push(.paywall(placement: placement)) }
                if let group { state.push(.subscriptionStore(groupID: group, placement: nil)) }
                return state
            }.exitStatus
        } catch let error as TerminalError {
            throw CommandFailure("\(error) \(TerminalRequirements.alternatives)", status: ExitStatus.unavailable)
        }
    }

    /// Uses `--locale` as the sandbox's locale setting for this run, leaving the ledger's saved setting as it is
    /// (the settings screen changes that one); a usage error when it is not a locale identifier.
    static func applyLocale(_ arguments: ParsedArguments, to store: SandboxStore) throws {
        guard let locale = arguments.localeID else { return }
        do { store.setForThisRun(try SettingOverride(key: "locale", value: locale)) } catch let error as SettingError {
            throw UsageError(error.message, commandPath: arguments.commandPath)
        }
    }

    /// Where update checks look (--update, else the demo answer when no --catalog is given) and the running
    /// version (--app-version, else kiosk's own).
    static func updateSettings(_ arguments: ParsedArguments) throws -> UpdateSettings? {
        let text = arguments.appVersion ?? KioskCommandLine.version
        guard let version = AppVersion(text) else {
            throw UsageError("--app-version takes a dotted version such as 2.4.1, not '\(text)'.", commandPath: arguments.commandPath)
        }
        if let update = arguments.updateAnswer { return UpdateSettings(source: LookupSource(update), currentVersion: version) }
        return arguments.catalogPath == nil ? UpdateSettings(source: .demo, currentVersion: version) : nil
    }

    /// Watches the catalog, its price, storefront and offer-code sidecars, its rules (or --rules' file), and the
    /// offerings given on the command line (the built-in demo's are never watched); `nil` when none was given.
    static func sourceWatcher(_ arguments: ParsedArguments) -> SourceWatcher? {
        let catalog = arguments.catalogURL
        let offerings = arguments.offeringsArgument.flatMap { argument -> String? in
            if case .http = OfferingsSource(argument: argument) { return nil }
            return argument
        }
        let sidecars = catalog.map { [PriceSidecar.defaultURL(forCatalogAt: $0).path,
                                      StorefrontAvailability.sidecarURL(forCatalogAt: $0).path,
                                      OfferCodeSidecar.defaultURL(forCatalogAt: $0).path] } ?? []
        let rules = arguments.rulesPath ?? catalog.map { StorefrontRules.sidecarURL(forCatalogAt: $0).path }
        let paths = [catalog?.path, offerings, arguments.storefrontsPath, rules].compactMap { $0 } + sidecars
        guard catalog != nil || offerings != nil else { return nil }
        return SourceWatcher(paths: paths) {
            do {
                let store = try SandboxStoreInput.open(arguments, .capturing())
                try applyLocale(arguments, to: store)
                return WatchedSources(store: store, paywalls: try paywallSource(arguments, catalog: store.catalog, prices: store.priceBook.sidecar, console: .capturing()),
                                      rules: try watchedRules(arguments, catalog: store.catalog))
            } catch let failure as CommandFailure {
                throw ReloadFailure(description: failure.message)
            }
        }
    }

    /// The rules a reload reads, as start-up reads them (the demo's with neither --rules nor --catalog); rules with
    /// errors are not taken: their problems are the reload's, and the last good rules stay in use.
    private static func watchedRules(_ arguments: ParsedArguments, catalog: Catalog) throws -> StorefrontRules {
        let rules = try RulesInput.load(arguments.rulesPath, catalogPath: arguments.catalogPath, catalog: catalog)
        let errors = rules.issues.filter { $0.severity == .error }
        guard errors.isEmpty else { throw CommandFailure(errors.map(\.description).joined(separator: "\n"), status: ExitStatus.dataError) }
        return rules
    }

    /// The fetch of `--offerings URL`, run once the storefront has started so the screen says what it waits
    /// for; `nil` when the offerings are not at an address. Its warnings and staleness come back as notes, its
    /// failure in the words the command line would print.
    static func offeringsFetch(_ arguments: ParsedArguments, store: SandboxStore) -> OfferingsFetch? {
        guard let argument = arguments.offeringsArgument, case .http(let url) = OfferingsSource(argument: argument) else { return nil }
        let cache = OfferingsLoader(stateDirectory: arguments.stateDirectory)
        return OfferingsFetch(url: argument, hasCachedCopy: cache.hasCachedCopy(of: url)) { cachedOnly in
            let console = Console.capturing()
            do {
                let paywalls = try paywallSource(arguments, catalog: store.catalog, prices: store.priceBook.sidecar, console: console, cachedOnly: cachedOnly)
                let notes = console.errorOutput.split(separator: "\n").map { String($0.hasPrefix("kiosk: ") ? $0.dropFirst(7) : $0[...]) }
                return (paywalls, notes)
            } catch let failure as CommandFailure {
                throw ReloadFailure(description: failure.message)
            }
        }
    }

    /// Why the watched or fetched offerings could not be read, in the words the command line would print.
    private struct ReloadFailure: Error, CustomStringConvertible {
        var description: String
    }

    /// The paywalls to start with, or, under --watch, the problems of offerings that cannot be read (the
    /// storefront opens with them shown and reads the file again once it is mended); without --watch they throw.
    static func startingPaywalls(_ arguments: ParsedArguments, store: SandboxStore, isWatching: Bool,
                                 console: Console) throws -> (PaywallSource?, problems: [String]) {
        do {
            return (try paywallSource(arguments, catalog: store.catalog, prices: store.priceBook.sidecar, console: console), [])
        } catch let failure as CommandFailure where isWatching {
            return (nil, failure.message.split(separator: "\n").map(String.init))
        }
    }

    /// The offerings (--offerings, else the demo's, or none with --catalog) with the customer context from --attribute, --app-version and
    /// --locale.
    static func paywallSource(_ arguments: ParsedArguments, catalog: Catalog, prices: PriceSidecar?, console: Console,
                              cachedOnly: Bool = false) throws -> PaywallSource {
        let document = try PublishedOfferings.document(arguments.offeringsArgument, catalog: arguments.catalogPath, state: arguments.statePath,
                                                  console: console, cachedOnly: cachedOnly)
        ProblemLines.limited(document.issues.filter { $0.severity >= .warning }.map { "kiosk: \($0)" }, all: false).forEach(console.printError)
        let attributes = try arguments.customAttributes()
        let locale = arguments.localeID ?? "en_US"
        let context = CustomerContext(customAttributes: attributes, appVersion: arguments.appVersion,
                                      storefrontCountry: catalog.storefront.alpha3, preferredLanguages: [locale],
                                      installID: arguments.customerName ?? Customer.defaultName)
        return PaywallSource(document: document, catalog: catalog, prices: prices, context: context, locale: locale)
    }
}
