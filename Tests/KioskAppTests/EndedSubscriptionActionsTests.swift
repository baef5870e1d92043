import Foundation
import PurchaseFlow
import Testing
@testable import KioskApp

@Suite("A subscription's screen offers only the actions that apply to it")
struct EndedSubscriptionActionsTests {
    /// How the subscription ends.
    enum Ending: String, CaseIterable, Sendable {
        case expired, refunded
    }

    @Test(arguments: Ending.allCases)
    func anEndedSubscriptionOffersNoResumeRenewOrExpire(ending: Ending) async throws {
        var session = try StorePilot(width: 100, height: 40)
        await session.tick()
        await session.pilot.buyFromStore("Plus Standard, Monthly")
        await session.pilot.visit(["My purchases", "Plus Standard, Monthly"])
        let subscribed = session.pilot.screenText
        #expect(subscribed.contains("Cancel auto-renew") && subscribed.contains("Renew now") && subscribed.contains("Expire now"))

        switch ending {
        case .expired: try session.store.expireSubscription(of: "demo.plus.standard.monthly")
        case .refunded: try session.store.refund(1)
        }
        await session.tick()
        // The rows, not the status line, which may say that the item selected no longer applies.
        let ended = ScreenContent.of(session.pilot.state).rows.map(\.label).joined(separator: "\n")
        #expect(ended.contains("Buy for"), "buying again is how an ended subscription starts over")
        for action in ["Resume auto-renew", "Cancel auto-renew", "Renew now", "Expire now"] {
            #expect(!ended.contains(action), "\(action) is offered on a subscription that \(ending.rawValue)")
            let offered = session.pilot.selectIfShown(action)
            #expect(!offered)
        }
    }
}

extension EndedSubscriptionActionsTests {
    /// An ended subscription's date row says it ended (or was refunded), in the past tense: it said "Ends" with a
    /// date already gone.
    @Test(arguments: [(Ending.expired, "Ended"), (.refunded, "Refunded")])
    func anEndedSubscriptionSaysWhenItEnded(ending: Ending, label: String) async throws {
        var session = try StorePilot(width: 100, height: 40)
        await session.tick()
        await session.pilot.buyFromStore("Plus Standard, Monthly")
        await session.pilot.visit(["My purchases", "Plus Standard, Monthly"])
        switch ending {
        case .expired: try session.store.expireSubscription(of: "demo.plus.standard.monthly")
        case .refunded: try session.store.refund(1)
        }
        await session.tick()
        let labels = ScreenContent.of(session.pilot.state).rows.map(\.label)
        #expect(labels.contains(label) && !labels.contains("Ends") && !labels.contains("Renews"), "\(labels)")
    }
}
