import Foundation
import OfferingsInput
import PaywallModel
import Testing
@testable import KioskApp

@Suite("Offerings fetched over HTTP after the start: the screen says so, Esc uses the cached copy")
struct OfferingsLoadingTests {
    private let address = "https://example.test/offerings.json"

    /// A program started while the offerings are fetched (on `screen` when given), its first tick sent.
    private func loadingPilot(on screen: Screen.Kind? = nil) -> Pilot {
        var state = AppState(size: TerminalSize(width: 80, height: 24), now: Date())
        state.offeringsLoading = OfferingsLoading(address: address, hasCachedCopy: true)
        if let screen { state.push(screen) }
        var pilot = Pilot(size: state.size, performer: ScriptedPerformer(), state: state)
        pilot.send(.tick(Date()))
        return pilot
    }

    private func paywalls() -> PaywallSource {
        PaywallSource(document: .demo, catalog: .demo, context: CustomerContext(storefrontCountry: "USA", preferredLanguages: ["en_US"], installID: "test"),
                      locale: "en_US")
    }

    @Test func theFirstTickStartsTheFetchOnceAndTheScreenSaysWhatItWaitsFor() {
        var pilot = loadingPilot()
        #expect(pilot.pendingTasks.contains(.loadOfferings(cachedOnly: false)))
        pilot.send(.tick(Date()))
        #expect(pilot.pendingTasks.filter { $0 == .loadOfferings(cachedOnly: false) }.count == 1, "one fetch")
        #expect(pilot.screenText.contains("Loading offerings from https://example.test/offerings.json…"))
        #expect(pilot.screenText.contains("Esc cancels and uses the cached copy."))
        let paywall = loadingPilot(on: .paywall(placement: "onboarding"))
        #expect(paywall.screenText.contains("Loading offerings from https://example.test/offerings.json…"), "a paywall waiting for them says so too")
    }

    @Test func escCancelsTheFetchReadsTheCacheAndDropsTheLateAnswer() {
        var pilot = loadingPilot()
        pilot.press(.escape)
        #expect(pilot.state.offeringsLoading?.isCancelled == true)
        #expect(pilot.effects.last == .perform(.loadOfferings(cachedOnly: true)))
        pilot.send(.effectFinished(.offeringsLoaded(paywalls(), notes: [], cachedOnly: false)))
        #expect(pilot.state.paywalls == nil, "the cancelled fetch's answer is dropped")
        pilot.send(.effectFinished(.offeringsLoaded(paywalls(), notes: ["the fetch was cancelled; using the cached copy"], cachedOnly: true)))
        #expect(pilot.state.offeringsLoading == nil)
        #expect(pilot.state.paywalls != nil)
        #expect(pilot.state.notice == "the fetch was cancelled; using the cached copy")
        #expect(pilot.screenText.contains("onboarding"))
        #expect(!pilot.screenText.contains("Loading offerings"))
        let effectsBefore = pilot.effects.count
        pilot.press(.escape)
        #expect(pilot.state.current.kind == .home, "Esc is an ordinary key again")
        #expect(!pilot.effects.dropFirst(effectsBefore).contains(.perform(.loadOfferings(cachedOnly: true))), "Esc cancels no fetch any more")
    }

    @Test func aFetchThatFailsShowsWhyAndTheProgramGoesOn() {
        var pilot = loadingPilot()
        pilot.send(.effectFinished(.offeringsLoaded(nil, notes: ["https://example.test/offerings.json: the server answered with status 500, and there is no cached copy"], cachedOnly: false)))
        #expect(pilot.state.offeringsLoading == nil)
        #expect(pilot.state.sourceProblems.count == 1)
        #expect(pilot.screenText.contains("status 500"))
        #expect(pilot.screenText.contains("Offerings not read: 1 problem; the store works without paywalls."), "not the watcher's words")
        #expect(pilot.screenText.contains("Store"))
    }

    @Test func theAddressIsShownWithoutCredentialsOrQuery() {
        #expect(OfferingsSource.shownAddress("https://user:secret@example.test/o.json?api_key=abc#x") == "https://example.test/o.json")
        #expect(!OfferingsSource.shownAddress("https://example.test/a\u{1B}]0;b").contains("\u{1B}"))
    }
}
