import Foundation
import PaywallLayout
import PaywallModel
import PurchaseFlow
import Testing
import TestSupport
@testable import KioskApp

/// Paywall scenes and canvases are kept and used again for equal inputs (`PaywallScene.reusesWork`): what the
/// screen shows and what keys do must be exactly what making everything anew gives, whatever changed in between.
@Suite("Paywalls kept across keys draw what drawing anew draws")
struct PaywallReuseTests {
    /// A paywall screen to drive: a name for the test's output and the state showing it.
    struct Case: CustomTestStringConvertible, Sendable {
        let name: String
        let state: @Sendable () async throws -> AppState
        var testDescription: String { name }
    }

    /// Keys and clicks that move the selection back and forth, the focus round the controls, pages and tabs,
    /// press a control (a sheet, a link, a purchase) and leave, with ticks between them (the clock moves on while
    /// the prices made before are kept).
    static let messages: [Message] = [
        .key(.down), .tick(Date(timeIntervalSince1970: 1_800_000_000)), .key(.down), .key(.up),
        .tick(Date(timeIntervalSince1970: 1_800_000_001)), .key(.down), .key(.tab), .key(.tab), .key(.backTab), .key(.right), .key(.left),
        .key(.character("2")), .tick(Date(timeIntervalSince1970: 1_800_086_400)), .key(.character("1")), .key(.up), .click(Point(x: 60, y: 14)), .key(.tab), .key(.enter),
        .key(.down), .key(.escape), .key(.up),
    ]

    static let demoCases = ["onboarding", "settings", "upgrade", "store", "paywall_test"].map { placement in
        Case(name: "demo \(placement)") {
            var session = try StorePilot(width: 120, height: 40, theme: .builtInDefault)
            await session.tick()
            var state = session.pilot.state
            state.push(.paywall(placement: placement))
            return state
        }
    }

    static let fixtureCases: [Case] = {
        let templates = (FixturePaywallStates.templates?.placements?.placementNames ?? []).map { placement in
            Case(name: "v2-templates.json \(placement)") { try FixturePaywallStates.state(document: "v2-templates.json", placement: placement) }
        }
        let documents = ["Offerings.json", "OfferingsWithPaywallComponents.json"].map { file in
            Case(name: "\(file) default") { try FixturePaywallStates.state(document: file, placement: PaywallSource.defaultPlacement) }
        }
        return templates + documents
    }()

    @Test(arguments: demoCases)
    func keysOnTheDemoDrawWhatDrawingAnewDraws(_ paywall: Case) async throws {
        Self.compareWithDrawingAnew(try await paywall.state())
    }

    @Test(.needsFixtures, arguments: fixtureCases)
    func keysOnTheFixturesDrawWhatDrawingAnewDraws(_ paywall: Case) async throws {
        Self.compareWithDrawingAnew(try await paywall.state())
    }

    /// Sends every message of `messages` to a state kept and to one made anew, comparing the states and frames.
    static func compareWithDrawingAnew(_ state: AppState) {
        var kept = state
        var anew = state
        #expect(KioskView.render(kept) == Self.anew { KioskView.render(anew) })
        for message in messages {
            _ = KioskProgram.update(&kept, message)
            _ = Self.anew { KioskProgram.update(&anew, message) }
            #expect(kept == anew, "the state after \(message) differs from the one made anew")
            let frame = KioskView.render(kept)
            #expect(frame == Self.anew { KioskView.render(anew) }, "the frame after \(message) differs from the one drawn anew:\n\(frame.text)")
        }
    }

    @Test func movingTheSelectionBackAndForthDrawsTheSelectedLookEachTime() async throws {
        var session = try StorePilot(width: 120, height: 40, theme: .builtInDefault)
        await session.tick()
        await session.pilot.choose("onboarding")
        for (key, selected, other) in [(Key.down, "Monthly", "Yearly"), (.up, "Yearly", "Monthly"), (.down, "Monthly", "Yearly"), (.up, "Yearly", "Monthly")] {
            session.pilot.press(key)
            let lines = session.pilot.frame.lines
            let selectedLine = try #require(lines.first { $0.contains("Plus Premium, \(selected)") })
            let otherLine = try #require(lines.first { $0.contains("Plus Premium, \(other)") })
            #expect(selectedLine.contains("◉") && !otherLine.contains("◉"), "after \(key) \(selected) is drawn selected")
        }
    }

    /// A change between two frames of one paywall, without a key.
    enum Change: String, CaseIterable, Sendable {
        case storefront, locale, ownedProduct, introductoryOfferTaken, hiddenByTheRules, theme, glyphs, size, clock, offerings
    }

    @Test(arguments: Change.allCases)
    func aChangeOfAnythingTheSceneReadsIsDrawn(_ change: Change) async throws {
        var session = try StorePilot(width: 120, height: 40, theme: .builtInDefault)
        await session.tick()
        var before = session.pilot.state
        before.push(.paywall(placement: change == .offerings ? "paywall_test" : "onboarding"))
        var changed = before
        let store = try #require(before.store)
        switch change {
        case .storefront:
            changed.store?.settings.storefront = try #require(Storefront(code: "JPN"))
        case .locale:
            changed.store?.settings.locale = "de_DE"
        case .ownedProduct:
            await session.pilot.choose("onboarding")
            session.pilot.press(.enter)
            await session.pilot.settle()
            changed.store?.states = try #require(session.pilot.state.store?.states)
            #expect(changed.store?.states != store.states, "the purchase shows in the store's states")
        case .introductoryOfferTaken:
            let group = try #require(store.product("demo.plus.premium.yearly")?.subscriptionGroupID)
            changed.store?.introOfferUsedGroupIDs.insert(group)
        case .hiddenByTheRules:
            #expect(store.customer?.visibleProductIDs.contains("demo.plus.premium.monthly") == true)
            changed.store?.customer?.visibleProductIDs.removeAll { $0 == "demo.plus.premium.monthly" }
        case .theme:
            changed.theme = .monochrome
        case .glyphs:
            changed.glyphs = .ascii
        case .size:
            changed.size = TerminalSize(width: 110, height: 40)
        case .clock:
            changed.now = before.now.addingTimeInterval(5)
        case .offerings:
            let source = try #require(before.paywalls)
            var context = source.context
            context.customAttributes["plan"] = "lapsed"
            changed.paywalls = PaywallSource(document: source.document, catalog: source.catalog, context: context, locale: source.locale)
        }
        let first = KioskView.render(before)
        let second = KioskView.render(changed)
        let drawnAnew = Self.anew { KioskView.render(changed) }
        #expect(second == drawnAnew, "after the \(change) changed the screen shows:\n\(second.text)\ninstead of:\n\(drawnAnew.text)")
        #expect(second != first, "the \(change) changes what the paywall shows")
        if change == .storefront { #expect(second.text.contains("¥") && !second.text.contains("$")) }
        var keyed = changed, keyedAnew = changed
        _ = KioskProgram.update(&keyed, .key(.down))
        _ = Self.anew { KioskProgram.update(&keyedAnew, .key(.down)) }
        #expect(keyed == keyedAnew, "a key after the \(change) changed acts on the paywall shown")
        #expect(KioskView.render(keyed) == Self.anew { KioskView.render(keyedAnew) })
    }

    /// Runs `body` making every scene and canvas anew.
    static func anew<T>(_ body: () throws -> T) rethrows -> T {
        try PaywallScene.$reusesWork.withValue(false, operation: body)
    }
}
