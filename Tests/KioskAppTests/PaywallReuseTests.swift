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
        case storefront, locale, ownedProduct, introductoryOfferTaken, hiddenByTheRules, theme, glyphs, size, clock, offerings, selection, tab
    }

    @Test(arguments: Change.allCases)
    func aChangeOfAnythingTheSceneReadsIsDrawn(_ change: Change) async throws {
        var session = try StorePilot(width: 120, height: 40, theme: .builtInDefault)
        await session.tick()
        var before = session.pilot.state
        before.push(.paywall(placement: change == .offerings ? "paywall_test" : change == .tab ? "settings" : "onboarding"))
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
            changed.paywalls = try Self.lapsed(before.paywalls)
        case .selection:
            let scene = PaywallScene(placement: "onboarding", choices: before.current.paywall, state: before)
            changed.current.paywall.packageID = try #require(scene.packages.first { $0 != scene.selectedPackage })
        case .tab:
            let scene = PaywallScene(placement: "settings", choices: before.current.paywall, state: before)
            #expect(scene.tabs.count == 2)
            changed.current.paywall.tabID = try #require(scene.tabs.last)
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

    /// A countdown's time left is drawn again at every tick: each second's frame is the one drawing anew gives,
    /// and the countdown moves.
    @Test func aCountdownMovesAtEveryTickAsDrawingAnewDraws() async throws {
        var session = try StorePilot(width: 120, height: 40, theme: .builtInDefault)
        await session.tick()
        var state = session.pilot.state
        state.now = Date(timeIntervalSince1970: 1_800_000_000)
        state.paywalls = try Self.lapsed(state.paywalls)
        state.push(.paywall(placement: "paywall_test"))
        var frames: [Buffer] = []
        for second in 0..<3 {
            var later = state
            later.now = state.now.addingTimeInterval(Double(second))
            let frame = KioskView.render(later)
            #expect(frame == Self.anew { KioskView.render(later) }, "the frame \(second) s later differs from the one drawn anew")
            frames.append(frame)
        }
        #expect(frames[0].text.contains("Offer ends in"))
        #expect(frames[0] != frames[1] && frames[1] != frames[2], "the countdown moves every second")
    }

    /// A tick that moves nothing the paywall shows draws the same frame, and the day after, an offer's end date
    /// (a text whose fill reads the clock) says the new date, as drawing anew does.
    @Test func anOfferEndDateFollowsTheClockAsDrawingAnewDraws() async throws {
        var session = try StorePilot(width: 120, height: 40, theme: .builtInDefault)
        await session.tick()
        var state = session.pilot.state
        state.now = Date(timeIntervalSince1970: 1_800_000_000)
        state.push(.paywall(placement: "settings"))
        state.current.paywall.tabID = "standard"
        let first = KioskView.render(state)
        #expect(first.text.contains("until"), "the settings paywall shows an offer's end date:\n\(first.text)")
        var tick = state, dayAfter = state
        tick.now = state.now.addingTimeInterval(1)
        dayAfter.now = state.now.addingTimeInterval(86_400)
        #expect(KioskView.render(tick) == first)
        let later = KioskView.render(dayAfter)
        #expect(later == Self.anew { KioskView.render(dayAfter) }, "a day later the screen shows:\n\(later.text)")
        #expect(later != first, "the offer's end date moves with the day")
    }

    /// The demo's paywall source for a customer whose plan lapsed (the placement `paywall_test` then shows the
    /// comeback paywall, with a countdown).
    static func lapsed(_ source: PaywallSource?) throws -> PaywallSource {
        let source = try #require(source)
        var context = source.context
        context.customAttributes["plan"] = "lapsed"
        return PaywallSource(document: source.document, catalog: source.catalog, context: context, locale: source.locale)
    }

    /// Runs `body` making every scene and canvas anew.
    static func anew<T>(_ body: () throws -> T) rethrows -> T {
        try PaywallScene.$reusesWork.withValue(false, operation: body)
    }
}
