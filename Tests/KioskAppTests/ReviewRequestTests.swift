import Foundation
import PurchaseFlow
import Testing
@testable import KioskApp

@Suite("Review request after a purchase, throttled by the Marketplace client")
struct ReviewRequestTests {
    static let prompt = "Enjoying Kiosk?"

    /// Buys 100 coins from the store and returns whether the result screen asks for a review.
    static func buyCoins(_ session: inout StorePilot) async -> Bool {
        await session.pilot.buyFromStore("100 Coins")
        #expect(session.pilot.screenText.contains("100 Coins"))
        return session.pilot.screenText.contains(prompt)
    }

    @Test func theFirstPurchaseAsksAndTheNextOnesWaitForThePeriodAndTheYearlyCap() async throws {
        var session = try StorePilot()
        await session.tick()
        #expect(await Self.buyCoins(&session))
        #expect(session.pilot.effects.contains(.perform(.requestReview(afterPurchaseOf: "demo.coins.100"))))
        #expect(!(await Self.buyCoins(&session)), "a second purchase the same day does not ask again")
        session.clock.advance(by: 32 * 86_400)
        #expect(await Self.buyCoins(&session), "31 days later it asks again")
        session.clock.advance(by: 32 * 86_400)
        #expect(await Self.buyCoins(&session))
        session.clock.advance(by: 32 * 86_400)
        #expect(!(await Self.buyCoins(&session)), "no more than 3 requests in 365 days")
        #expect(try ReviewRequests(stateDirectory: session.directory.url, clock: session.clock).recorded().count == 3)
    }

    @Test func aShorterPeriodAsksSooner() async throws {
        var session = try StorePilot()
        session.pilot = Pilot(size: session.pilot.state.size,
                              performer: StoreEffectPerformer(store: session.store, reviewPeriod: .days(1), installationSource: .unknown), state: session.pilot.state)
        await session.tick()
        #expect(await Self.buyCoins(&session))
        session.clock.advance(by: 2 * 86_400)
        #expect(await Self.buyCoins(&session))
    }

    @Test func aFailedPurchaseDoesNotAsk() async {
        var pilot = Pilot(size: TerminalSize(width: 80, height: 24), performer: ScriptedPerformer(purchase: .failed("declined")))
        var state = pilot.state
        _ = ActionRunner.start(.purchase(productID: "coins.100"), in: &state)
        pilot = Pilot(size: state.size, performer: ScriptedPerformer(purchase: .failed("declined")), state: state)
        pilot.send(.effectFinished(.purchase(productID: "coins.100", outcome: .failed("declined"))))
        #expect(!pilot.pendingTasks.contains(.requestReview(afterPurchaseOf: "coins.100")))
        pilot.send(.effectFinished(.reviewRequested(afterPurchaseOf: "coins.100", shown: true)))
        #expect(pilot.screenText.contains(Self.prompt))
        pilot.press(.enter)
        #expect(!pilot.screenText.contains(Self.prompt), "trying again clears the request")
    }
}
