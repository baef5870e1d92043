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

    /// A resize while the notice shows wraps it anew at the new width, and the list takes back the row it no longer
    /// needs: the notice reads whole on the rows right above the status line, and a click lands on the row drawn there.
    @Test func aResizeWhileALongNoticeShowsWrapsItAnew() async throws {
        var session = try await scrolledWhenTheNoticeCame()
        let notice = try #require(session.pilot.state.notice)
        #expect(StatusNotice.lines(session.pilot.state).count == 3)
        session.pilot.resize(width: 100, height: 19)
        let lines = session.pilot.frame.lines
        #expect(StatusNotice.lines(session.pilot.state).count == 2)
        #expect(words(lines[16...17].joined(separator: " ")) == notice, "\(session.pilot.screenText)")
        let last = try #require(ScreenRows(session.pilot.state).rows.last?.label)
        #expect(lines[15].contains(last), "the list, scrolled to its end, shows its last row right above the notice: \(session.pilot.screenText)")
        let y = try #require(lines.firstIndex { $0.hasPrefix("   monthly renewal every hour") }, "\(session.pilot.screenText)")
        session.pilot.click(x: 10, y: y)
        await session.pilot.settle()
        let rate = try session.store.settings().timeRate
        #expect(rate == .monthlyRenewalEveryHour, "the row clicked was another: \(rate)")
    }

    /// A notice draws over a paywall's bottom rows: a click on it only clears it, and the paywall's button drawn under
    /// it is not pressed (the same click without the notice presses it).
    @Test func aClickOnANoticeOverAPaywallOnlyClearsIt() async throws {
        var session = try StorePilot()
        await session.tick()
        await session.pilot.choose("onboarding")
        let lines = session.pilot.frame.lines
        let y = try #require(lines.firstIndex { $0.contains("Start my free week") }, "\(session.pilot.screenText)")
        let button = Point(x: try #require(lines[y].firstIndex(of: "S")).utf16Offset(in: lines[y]), y: y)
        let (pressed, _) = KioskProgram.update(session.pilot.state, .click(button))
        #expect(pressed.purchasesInFlight == ["demo.plus.premium.yearly"], "without a notice the click presses the button")
        var noticed = session.pilot.state
        noticed.notice = "Nothing is selected: the next event is now the renewal of Plus Premium, Monthly (#1) into Plus Basic, "
            + "Weekly, the plan change scheduled for it."
        #expect(StatusNotice.covers(button, in: noticed), "the notice is drawn over the button: \(KioskView.render(noticed).text)")
        let (cleared, effects) = KioskProgram.update(noticed, .click(button))
        var expected = noticed
        expected.notice = nil
        #expect(cleared == expected && effects.isEmpty, "\(effects)")
    }
}
