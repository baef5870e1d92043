import Foundation
import PurchaseFlow
import Testing
@testable import KioskApp

/// Results say what changed and when, as the ledger has it: a plan change or a subscriber's code that waits for
/// the renewal names the plan to come, the date, and the plan kept until then.
@Suite("Change results: what changed and when, read back from the ledger")
struct ChangeResultTests {
    /// The renewal date of the subscription whose current product is `productID`, as the store read has it.
    static func renewal(of productID: String, _ session: StorePilot) throws -> String {
        DateText.day(try #require(session.pilot.state.store?.subscription(productID)?.subscription.expirationDate))
    }

    @Test func aDowngradeChosenOnAPaywallIsConfirmedAndSaysWhenItStarts() async throws {
        var session = try StorePilot(width: 100, height: 30)
        await session.tick()
        await session.pilot.buyFromStore("Plus Premium, Yearly")
        await session.tick()
        session.pilot.goHome()
        await session.pilot.choose("settings")
        session.pilot.press(.character("2"))
        session.pilot.press(.enter)
        #expect(session.pilot.state.current.kind == .planChange(productID: "demo.plus.standard.monthly"),
                "the paywall asks first, as the product screen does")
        #expect(session.pilot.pendingTasks.isEmpty, "nothing is bought before confirming")
        let renewal = try Self.renewal(of: "demo.plus.premium.yearly", session)
        #expect(session.pilot.screenText.contains("at the next renewal, \(renewal)"))
        #expect(await session.pilot.choose("Confirm the downgrade"))
        let text = session.pilot.screenWords
        #expect(text.contains("Plus Standard, Monthly starts at your next renewal on \(renewal); you keep Plus Premium, Yearly until then."))
        #expect(!text.contains("Plus Premium, Yearly is active"))
    }

    @Test func aSubscribersCodeReportsTheOfferAtTheNextRenewal() async throws {
        var session = try StorePilot(width: 100, height: 30)
        await session.tick()
        await session.pilot.buyFromStore("Plus Standard, Yearly")
        await session.tick()
        let renewal = try Self.renewal(of: "demo.plus.standard.yearly", session)
        session.pilot.goHome()
        await session.pilot.choose("Redeem an offer code")
        session.pilot.type("HALFYEAR")
        session.pilot.press(.enter)
        await session.pilot.settle()
        let text = session.pilot.screenWords
        #expect(text.contains("Plus Premium, Yearly with the offer code HALFYEAR starts at your next renewal on \(renewal); you keep Plus Standard, Yearly until then."))
    }

    /// Found by QA: a code redeemed while a downgrade waited for the renewal dropped the downgrade without a word.
    @Test func aCodeThatReplacesAScheduledChangeSaysSo() async throws {
        var session = try StorePilot(width: 100, height: 30)
        _ = try session.store.purchase(PurchaseRequest(productID: "demo.plus.premium.monthly"), origin: "test")
        _ = try session.store.purchase(PurchaseRequest(productID: "demo.plus.standard.monthly"), origin: "test")
        await session.tick()
        await session.pilot.choose("Redeem an offer code")
        session.pilot.type("HALFYEAR")
        session.pilot.press(.enter)
        await session.pilot.settle()
        #expect(session.pilot.screenWords.contains("The change to Plus Standard, Monthly planned for that renewal is dropped: the code replaces it."),
                "\(session.pilot.screenWords)")
    }
}

extension Pilot {
    /// The frame's text with every run of spaces and line breaks as one space, so wrapped lines read as one.
    var screenWords: String {
        screenText.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }
}
