import Foundation
import PaywallModel
import PurchaseFlow
import TestSupport
import Testing
@testable import KioskApp

@Suite("--watch: offerings read again when their file changes")
struct WatchTests {
    /// A problem reading the watched file.
    struct Broken: Error, CustomStringConvertible {
        var description: String { "line 1, column 1: expected a JSON object" }
    }

    @Test func changedOfferingsReplaceTheSourceKeepingTheScreenAndProblemsShowWithoutQuitting() async throws {
        let directory = TemporaryDirectory()
        let file = directory.file("offerings.json")
        try Data("good".utf8).write(to: file)
        let context = CustomerContext(storefrontCountry: "USA", preferredLanguages: ["en_US"], installID: "test")
        let watcher = SourceWatcher(path: file.path) {
            guard try String(contentsOf: file, encoding: .utf8) == "good" else { throw Broken() }
            return PaywallSource(document: .demo, catalog: .demo, context: context, locale: "en_US")
        }
        let store = try SandboxStore(catalog: .demo, stateDirectory: directory.file("state"))
        var state = AppState(size: TerminalSize(width: 80, height: 24), theme: .monochrome,
                             paywalls: PaywallSource(document: .demo, catalog: .demo, context: context, locale: "en_US"))
        state.isWatching = true
        state.push(.paywall(placement: "onboarding"))
        var pilot = Pilot(size: state.size, performer: StoreSession(store: store, watcher: watcher), state: state)
        pilot.press(.character("j"))
        let first = pilot.state.paywalls
        pilot.send(.tick(Date()))
        await pilot.settle()
        #expect(pilot.state.paywalls === first, "an unchanged file is not read again")

        try Data("good".utf8).write(to: file)
        try FileManager.default.setAttributes([.modificationDate: Date().addingTimeInterval(60)], ofItemAtPath: file.path)
        pilot.send(.tick(Date()))
        await pilot.settle()
        #expect(pilot.state.paywalls !== first, "a changed file is read again")
        #expect(pilot.state.current.kind == .paywall(placement: "onboarding"))
        #expect(pilot.state.current.paywall.packageID != nil, "the selection is kept")

        try Data("bad".utf8).write(to: file)
        try FileManager.default.setAttributes([.modificationDate: Date().addingTimeInterval(120)], ofItemAtPath: file.path)
        let good = pilot.state.paywalls
        pilot.send(.tick(Date()))
        await pilot.settle()
        #expect(!pilot.state.isQuitting)
        #expect(pilot.state.paywalls === good, "the last good offerings stay")
        #expect(pilot.screenText.contains("Not reloaded: offerings.json:"))
        #expect(pilot.screenText.contains("expected a JSON object"))
    }
}
