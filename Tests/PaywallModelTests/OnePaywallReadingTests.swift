import Foundation
import Testing
import TestSupport
@testable import PaywallModel

/// `OfferingsDocument.decode(_:source:onlyPaywallOf:)`, the read `kiosk render` makes: the paywall shown is read as a
/// whole read reads it, the others not at all, and the whole document is still checked as JSON.
@Suite("Reading an offerings document for one paywall")
struct OnePaywallReadingTests {
    /// The demo document with the news offering's paywall (a v1 template; the onboarding placement shows
    /// plus_trial) starting with `opening` instead of `"paywall": {`.
    private func demo(newsPaywallOpeningWith opening: String) throws -> Data {
        let text = OfferingsDocument.demoJSON
        let news = try #require(text.range(of: "\"identifier\": \"news\""))
        let paywall = try #require(text.range(of: "\"paywall\": {", range: news.upperBound..<text.endIndex))
        return Data(text.replacingCharacters(in: paywall, with: opening).utf8)
    }

    private func readWhole(_ data: Data) throws -> OfferingsDocument {
        try OfferingsDocument.decode(data, source: "offerings.json")
    }

    private func read(_ data: Data, showing offeringID: String) throws -> OfferingsDocument {
        try OfferingsDocument.decode(data, source: "offerings.json") { _ in offeringID }
    }

    /// Checks that reading for each offering's paywall gives the whole read's document, less the other paywalls.
    private func expectEachPaywallReadAlone(_ data: Data) throws {
        let whole = try readWhole(data)
        #expect(whole.offerings.count > 1)
        for shown in whole.offerings {
            var offered: [Offering] = []
            let one = try OfferingsDocument.decode(data, source: "offerings.json") { document in
                offered = document.offerings
                return shown.identifier
            }
            #expect(offered.map(\.identifier) == whole.offerings.map(\.identifier))
            #expect(offered.allSatisfy { $0.paywall == nil }, "the choice is made before any paywall is read")
            #expect(one.offerings == whole.offerings.map { offering in
                var expected = offering
                if offering.identifier != shown.identifier { expected.paywall = nil }
                return expected
            })
            #expect(one.offering(shown.identifier)?.paywall != nil || shown.paywall == nil)
            #expect(one.currentOfferingID == whole.currentOfferingID && one.placements == whole.placements && one.uiConfig == whole.uiConfig)
            #expect(one.issues.allSatisfy(whole.issues.contains))
        }
    }

    @Test func theOfferingShownGetsItsPaywallAsAWholeReadGivesItAndTheOthersNone() throws {
        try expectEachPaywallReadAlone(Data(OfferingsDocument.demoJSON.utf8))
    }

    @Test(.needsFixtures) func everyOfferingOfTheRealDocuments() throws {
        for name in ["v2-templates.json", "OfferingsWithPaywallComponents.json", "Offerings.json"] {
            try expectEachPaywallReadAlone(Data(contentsOf: try #require(Fixtures.url("revenuecat/\(name)"))))
        }
    }

    @Test func noneShownReadsNoPaywall() throws {
        let one = try OfferingsDocument.decode(Data(OfferingsDocument.demoJSON.utf8), source: "offerings.json") { _ in nil }
        #expect(!one.offerings.isEmpty && one.offerings.allSatisfy { $0.paywall == nil })
    }

    @Test func aSyntaxErrorInAnotherPaywallIsStillTheSameError() throws {
        let data = try demo(newsPaywallOpeningWith: "\"paywall\": {,")
        let whole = #expect(throws: DocumentError.self) { try readWhole(data) }
        let one = #expect(throws: DocumentError.self) { try read(data, showing: "plus_trial") }
        #expect(whole?.issue.line != nil)
        #expect(one?.issue == whole?.issue)
    }

    @Test func aRepeatedKeyInAnotherPaywallIsStillReported() throws {
        let data = try demo(newsPaywallOpeningWith: "\"paywall\": {\"template_name\": \"1\",")
        let repeated = try readWhole(data).issues.filter { $0.message.hasPrefix("duplicate key \"template_name\"") }
        #expect(repeated.count == 1)
        #expect(try read(data, showing: "plus_trial").issues.filter { $0.message.hasPrefix("duplicate key") } == repeated)
    }

    @Test func aBadValueInsideTheShownPaywallIsReportedWhereAWholeReadReportsIt() throws {
        // The paywall is an object, so it is left off the tape and parsed again when read: its problems must keep
        // their place in the document. Its own `template_name` follows as a repeat, so this one is used.
        let data = try demo(newsPaywallOpeningWith: "\"paywall\": {\"template_name\": 5, ")
        let whole = try readWhole(data)
        let broken = whole.issues.filter { $0.severity == .error }
        #expect(broken.count == 1 && broken.first?.line != nil && broken.first?.column != nil, "\(whole.issues)")
        let shown = try read(data, showing: "news")
        #expect(shown.issues.filter { $0.severity == .error } == broken)
        #expect(shown.offering("news")?.paywall == whole.offering("news")?.paywall)
        #expect(try read(data, showing: "plus_trial").issues.filter { $0.severity == .error }.isEmpty)
    }

    @Test func aBrokenPaywallIsReportedOnlyWhenItIsTheOneShown() throws {
        let data = try demo(newsPaywallOpeningWith: "\"paywall\": 5, \"old_paywall\": {")
        let whole = try readWhole(data)
        let broken = whole.issues.filter { $0.severity == .error }
        #expect(broken.count == 1 && broken.first?.path?.contains("paywall") == true, "\(whole.issues)")
        guard case .invalid? = whole.offering("news")?.paywall else {
            Issue.record("the whole read marks the news paywall invalid")
            return
        }
        let other = try read(data, showing: "plus_trial")
        #expect(other.issues.filter { $0.severity == .error }.isEmpty)
        #expect(other.offering("news")?.paywall == nil)
        let shown = try read(data, showing: "news")
        #expect(shown.issues.filter { $0.severity == .error } == broken)
        #expect(shown.offering("news")?.paywall == whole.offering("news")?.paywall)
    }
}
