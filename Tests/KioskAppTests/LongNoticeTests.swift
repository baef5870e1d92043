import Foundation
import PaywallLayout
import PurchaseFlow
import Testing
@testable import KioskApp

/// Found by QA: a notice longer than the status line was cut at its width ("Nothing is selected: the next event is now
/// the renewal of …Monthl…", a billing fix's notice of 113 characters), so what happened could not be read. A notice
/// wraps onto the rows above the status line, which the list gives up, so it reads whole and the list's rows are
/// neither covered nor out of reach.
@Suite("A long notice reads whole on the status line")
struct LongNoticeTests {
    static let sizes = [(80, 24), (61, 19)]
    private let monthly = "demo.plus.premium.monthly"

    /// Text with every run of spaces and line breaks made one space: a notice's words however they wrap.
    private func words(_ text: String) -> String {
        text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    /// The clock screen, the jump selected on the renewal of a monthly plan, when another shell schedules a downgrade
    /// for that renewal: the event the jump goes to changed, and a long notice says so.
    private func nextEventChanged(width: Int, height: Int) async throws -> StorePilot {
        var session = try StorePilot(width: width, height: height)
        _ = try session.store.purchase(PurchaseRequest(productID: monthly), origin: "test")
        await session.tick()
        await session.pilot.visit(["Transaction manager", "Clock"])
        session.pilot.select("Jump to the next event")
        _ = try session.anotherShell().purchase(PurchaseRequest(productID: "demo.plus.basic.weekly"), origin: "test")
        await session.tick()
        return session
    }

    @Test(arguments: sizes)
    func aChangedNextEventIsSaidWhole(width: Int, height: Int) async throws {
        let session = try await nextEventChanged(width: width, height: height)
        let notice = try #require(session.pilot.state.notice)
        #expect(notice == "Nothing is selected: the next event is now the renewal of Plus Premium, Monthly (#1) into Plus Basic, Weekly, "
                + "the plan change scheduled for it.", "\(notice)")
        #expect(words(session.pilot.screenText).contains(notice), "\(session.pilot.screenText)")
        expectScreen(session.pilot, named: "clock-next-event-changed-notice")
    }

    @Test(arguments: sizes)
    func aBillingFixWhoseMeaningChangedIsSaidWhole(width: Int, height: Int) async throws {
        var session = try StorePilot(width: width, height: height)
        try await session.buyWithFailedRenewal(monthly)
        await session.pilot.visit(["Store", "Plus Premium, Monthly"])
        session.pilot.select("Billing issue: on (turn off)")
        _ = try session.anotherShell().setAutoRenew(of: monthly, false)
        await session.tick()
        let notice = try #require(session.pilot.state.notice)
        #expect(notice.count > width, "a notice longer than a row: \(notice)")
        #expect(words(session.pilot.screenText).contains(notice), "\(session.pilot.screenText)")
    }

    /// `nextEventChanged` at 61x19, the list scrolled to its end by the wheel before the notice came: the notice's rows
    /// move the list's rows up.
    private func scrolledWhenTheNoticeCame() async throws -> StorePilot {
        var session = try StorePilot(width: 61, height: 19)
        _ = try session.store.purchase(PurchaseRequest(productID: monthly), origin: "test")
        await session.tick()
        await session.pilot.visit(["Transaction manager", "Clock"])
        session.pilot.select("Jump to the next event")
        session.pilot.send(.wheel(20))
        _ = try session.anotherShell().purchase(PurchaseRequest(productID: "demo.plus.basic.weekly"), origin: "test")
        await session.tick()
        #expect(session.pilot.state.notice?.hasPrefix("Nothing is selected") == true)
        return session
    }

    /// A click lands on the row the frame with the notice drew there.
    @Test func aClickWhileALongNoticeShowsLandsOnTheRowDrawnThere() async throws {
        var session = try await scrolledWhenTheNoticeCame()
        let y = try #require(session.pilot.frame.lines.firstIndex { $0.hasPrefix("   monthly renewal every hour") }, "\(session.pilot.screenText)")
        session.pilot.click(x: 10, y: y)
        await session.pilot.settle()
        let rate = try session.store.settings().timeRate
        #expect(rate == .monthlyRenewalEveryHour, "the row clicked was another: \(rate)")
    }

    /// A click on the notice only clears it: the list row the notice was drawn over is not acted on.
    @Test func aClickOnTheNoticeOnlyClearsIt() async throws {
        var session = try await scrolledWhenTheNoticeCame()
        let y = try #require(session.pilot.frame.lines.firstIndex { $0.hasPrefix(" Nothing is selected") })
        let effects = session.pilot.effects.count
        session.pilot.click(x: 10, y: y)
        #expect(session.pilot.state.notice == nil && session.pilot.effects.count == effects, "\(session.pilot.effects.suffix(1))")
        #expect(session.pilot.selectedLabel == nil)
    }
}
