import Foundation
import PaywallModel
import PurchaseFlow
import TestSupport
import Testing
@testable import KioskApp

@Suite("--watch: the catalog and offerings read again when their files change")
struct WatchTests {
    static let context = CustomerContext(storefrontCountry: "USA", preferredLanguages: ["en_US"], installID: "test")

    @Test func reloadedSourcesReplaceThePaywallsKeepTheScreenAndReadTheStore() {
        var state = AppState(size: TerminalSize(width: 80, height: 24), now: Date(), theme: .monochrome)
        state.push(.paywall(placement: "onboarding"))
        state.sourceProblems = ["shop.storekit:1:2: $: expected an object"]
        let source = PaywallSource(document: .demo, catalog: .demo, context: Self.context, locale: "en_US")
        let effects = KioskProgram.update(&state, .effectFinished(.sourcesReloaded(source)))
        #expect(state.paywalls === source)
        #expect(state.sourceProblems.isEmpty)
        #expect(state.current.kind == .paywall(placement: "onboarding"))
        #expect(effects == [.perform(.refresh)], "the store is read again, for the new catalog")
        #expect(state.notice == "Reloaded the catalog and offerings.")
    }

    /// Found by QA: under --watch a paywall was swapped for another with only "Reloaded the catalog and offerings." on
    /// the status line. It says what changed on the paywall shown: the offering its placement shows now, or whether
    /// what is drawn changed.
    @Test func aReloadSaysWhatChangedOnThePaywallShown() {
        let demo = PaywallSource(document: .demo, catalog: .demo, context: Self.context, locale: "en_US")
        var state = AppState(size: TerminalSize(width: 80, height: 24), now: Date(), theme: .monochrome, paywalls: demo)
        state.push(.paywall(placement: "upgrade"))
        _ = KioskProgram.update(&state, .effectFinished(.sourcesReloaded(PaywallSource(document: .demo, catalog: .demo, context: Self.context, locale: "en_US"))))
        #expect(state.notice == "Reloaded: the paywall shown is unchanged.")
        let moved = OfferingsDocument(currentOfferingID: nil, offerings: OfferingsDocument.demo.offerings,
                                      placements: Placements(fallbackOfferingID: nil, targets: ["upgrade": .offering("store")]))
        _ = KioskProgram.update(&state, .effectFinished(.sourcesReloaded(PaywallSource(document: moved, catalog: .demo, context: Self.context, locale: "en_US"))))
        #expect(state.notice == "Reloaded: offering store replaces offering news here.",
                "\(state.notice ?? "")")
        #expect(state.current.kind == .paywall(placement: "upgrade"))
    }

    @Test func offeringsBrokenAtStartSayNoPaywallsAreShownUntilMended() {
        var state = AppState(size: TerminalSize(width: 100, height: 24), now: Date(), theme: .monochrome)
        state.sourceProblems = ["/tmp/offerings.json:1:15: error: expected a value, found the end of the file"]
        let text = Pilot(size: state.size, performer: ScriptedPerformer(), state: state).screenText
        #expect(text.contains("Not read: no paywalls until the offerings are mended"))
        #expect(!text.contains("last good"), "nothing was read before, so nothing good stays in use")
        #expect(text.contains("/tmp/offerings.json:1:15: error: expected a value"))
    }

    @Test func problemsShowInAPanelWithFilePlaceAndExpectationWithoutQuitting() {
        let source = PaywallSource(document: .demo, catalog: .demo, context: Self.context, locale: "en_US")
        var state = AppState(size: TerminalSize(width: 120, height: 24), now: Date(), theme: .monochrome, paywalls: source)
        state.isWatching = true
        let problems = ["/tmp/shop.storekit:1:82: $.products[0].displayPrice: expected a price such as \"4.99\", found the string \"1,49\"",
                        "/tmp/shop.storekit:2:3: $.products[1]: missing the required key \"displayPrice\""]
        let effects = KioskProgram.update(&state, .effectFinished(.sourceProblems(problems)))
        #expect(effects.isEmpty)
        #expect(!state.isQuitting)
        let text = Pilot(size: state.size, performer: ScriptedPerformer(), state: state).screenText
        #expect(text.contains("Not reloaded: the last good catalog and offerings stay in use"))
        #expect(text.contains("/tmp/shop.storekit:2:3: $.products[1]: missing the required key \"displayPrice\""))
        #expect(text.contains("$.products[0].displayPrice: expected a price such as"))
        #expect(text.contains("Not reloaded: 2 problems; fix the file and save it again."))
    }

    @Test func manyProblemsAreCutToAThirdOfTheScreen() {
        var state = AppState(size: TerminalSize(width: 100, height: 15), now: Date(), theme: .monochrome)
        state.sourceProblems = (1...20).map { "shop.storekit:\($0):1: $.products[\($0)]: missing the required key \"type\"" }
        let lines = Pilot(size: state.size, performer: ScriptedPerformer(), state: state).screenText.split(separator: "\n")
        #expect(lines.contains { $0.contains("… and more (kiosk validate lists them all)") })
        #expect(lines.filter { $0.contains("missing the required key") }.count == 2)
        #expect(lines.first?.contains("Kiosk") == true, "the title bar stays")
    }

    /// Found by QA: under --watch the rules were read once, at start; a changed rules file never applied. The rules a
    /// reload reads apply from then on; a reload without rules gives the defaults of the catalog read.
    @Test func reloadedRulesApplyFromThenOn() async throws {
        let directory = TemporaryDirectory()
        let file = directory.file("shop.storekit")
        try FileStamp.write(Catalog.demoConfiguration, to: file, secondsLater: 0)
        let givesDemoRules = SharedFlag(true)
        let watcher = SourceWatcher(paths: [file.path]) {
            let catalog = try Catalog.load(from: file)
            return WatchedSources(store: try SandboxStore(catalog: catalog, stateDirectory: directory.url),
                                  paywalls: PaywallSource(document: .demo, catalog: catalog, context: Self.context, locale: "en_US"),
                                  rules: givesDemoRules.value ? .demo : nil)
        }
        let performer = StoreEffectPerformer(store: try SandboxStore(catalog: .demo, stateDirectory: directory.url), watcher: watcher,
                                             installationSource: .unknown, rules: .defaults(for: .demo))
        #expect(performer.rules == .defaults(for: .demo))
        try FileStamp.write(Catalog.demoConfiguration + " ", to: file, secondsLater: 60)
        _ = await performer.perform(.reloadIfChanged)
        #expect(performer.rules == .demo, "the rules read by the reload")
        givesDemoRules.value = false
        try FileStamp.write(Catalog.demoConfiguration, to: file, secondsLater: 120)
        _ = await performer.perform(.reloadIfChanged)
        #expect(performer.rules.isDefault, "no rules file: the defaults of the catalog read")
    }

    @Test func aRealCatalogFileChangedBrokenAndFixed() async throws {
        let directory = TemporaryDirectory()
        let file = directory.file("shop.storekit")
        let state = directory.file("state")
        try FileStamp.write(CatalogText.consumables([("coins.small", "0.99")]), to: file, secondsLater: 0)
        let watcher = SourceWatcher(paths: [file.path]) {
            let catalog = try Catalog.load(from: file)
            return WatchedSources(store: try SandboxStore(catalog: catalog, stateDirectory: state),
                                  paywalls: PaywallSource(document: .demo, catalog: catalog, context: Self.context, locale: "en_US"))
        }
        let store = try SandboxStore(catalog: try Catalog.load(from: file), stateDirectory: state)
        var start = AppState(size: TerminalSize(width: 100, height: 30), now: Date(), theme: .monochrome)
        start.isWatching = true
        var pilot = Pilot(size: start.size, performer: StoreEffectPerformer(store: store, watcher: watcher, installationSource: .unknown), state: start)
        pilot.send(.tick(Date()))
        await pilot.settle()
        #expect(await pilot.choose("Store"))
        #expect(pilot.state.store?.products.map(\.id) == ["coins.small"])
        #expect(pilot.effects.filter { $0 == .perform(.reloadIfChanged) }.count == 1)
        #expect(pilot.state.notice == nil, "an unchanged file is not read again")

        try FileStamp.write(CatalogText.consumables([("coins.small", "1.49"), ("coins.big", "4.99")]), to: file, secondsLater: 60)
        pilot.send(.tick(Date()))
        await pilot.settle()
        #expect(pilot.state.store?.products.map(\.id) == ["coins.small", "coins.big"])
        #expect(pilot.screenText.contains("$1.49") && pilot.screenText.contains("$4.99"))
        #expect(pilot.state.current.kind == .store, "the screen is kept")
        pilot.press(.down)
        let selection = pilot.state.current.selection

        try FileStamp.write(#"{"products": [{"productID": "coins.small", "type": "Consumable", "displayPrice": "1,49"}]}"#, to: file, secondsLater: 120)
        pilot.send(.tick(Date()))
        await pilot.settle()
        #expect(!pilot.state.isQuitting)
        #expect(pilot.state.store?.products.map(\.id) == ["coins.small", "coins.big"], "the last good catalog stays")
        #expect(pilot.screenText.contains("shop.storekit:1:"))
        #expect(pilot.screenText.contains("$.products[0].displayPrice: expected a price"))
        #expect(pilot.state.current.selection == selection, "the selection is kept")

        try FileStamp.write(CatalogText.consumables([("coins.small", "2.49"), ("coins.big", "5.99")]), to: file, secondsLater: 180)
        pilot.send(.tick(Date()))
        await pilot.settle()
        #expect(pilot.state.sourceProblems.isEmpty)
        #expect(!pilot.screenText.contains("Not reloaded"))
        #expect(pilot.screenText.contains("$5.99"))
        #expect(pilot.state.current.selection == selection)
    }
}

/// A flag a watcher's reload reads while the test sets it.
private final class SharedFlag: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: Bool

    init(_ value: Bool) {
        stored = value
    }

    var value: Bool {
        get { lock.withLock { stored } }
        set { lock.withLock { stored = newValue } }
    }
}
