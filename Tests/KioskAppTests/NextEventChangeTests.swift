import Foundation
import PurchaseFlow
import Testing
@testable import KioskApp

/// Found by QA: with "Jump to the next event" selected on an expiration, another shell turned auto-renew back on; the
/// next event became a renewal, the selection stayed on the jump and nothing was said, so the next Enter charged a
/// renewal the user did not see. A read that changes the event the jump goes to selects nothing and says why, and the
/// jump moves the clock only to the event it showed.
@Suite("The jump to the next event never stays selected on an event that changed")
struct NextEventChangeTests {
    private let monthly = "demo.plus.premium.monthly"

    /// A pilot on the clock screen, the jump selected, whose next event is the expiration of a monthly plan with
    /// auto-renew off.
    private func jumpToAnExpiration() async throws -> StorePilot {
        var session = try StorePilot(height: 40)
        _ = try session.store.purchase(PurchaseRequest(productID: monthly), origin: "test")
        _ = try session.store.setAutoRenew(of: monthly, false)
        await session.tick()
        await session.pilot.choose("Transaction manager")
        await session.pilot.choose("Clock")
        session.pilot.select("Jump to the next event")
        #expect(session.pilot.screenText.contains("Expiration of Plus Premium, Monthly (#1)"), "\(session.pilot.screenText)")
        return session
    }

    private func renewals(_ session: StorePilot) throws -> Int {
        try session.store.records().filter { $0.reason == .renewal }.count
    }

    @Test func anExpirationThatBecameARenewalElsewhereLeavesNothingSelectedAndSaysWhy() async throws {
        var session = try await jumpToAnExpiration()
        let now = session.store.clock.now()
        _ = try session.anotherShell().setAutoRenew(of: monthly, true)
        await session.tick()
        #expect(session.pilot.selectedLabel == nil, "still selected: \(session.pilot.selectedLabel ?? "")")
        #expect(session.pilot.state.notice == "Nothing is selected: the next event is now the renewal of Plus Premium, Monthly (#1).",
                "\(session.pilot.state.notice ?? "no notice")")
        session.pilot.press(.enter)
        await session.pilot.settle()
        #expect(session.store.clock.now() == now, "the clock moved")
        #expect(try renewals(session) == 0)
    }

    /// In the moment between the last read and Enter: the jump goes only to the event it showed, and the read after it
    /// leaves nothing selected.
    @Test func aJumpWhoseEventChangedBeforeTheReadMovesNothing() async throws {
        var session = try await jumpToAnExpiration()
        let now = session.store.clock.now()
        _ = try session.anotherShell().setAutoRenew(of: monthly, true)
        session.pilot.press(.enter)
        await session.pilot.settle()
        #expect(session.store.clock.now() == now, "the clock moved")
        #expect(try renewals(session) == 0)
        let said = ScreenContent.of(session.pilot.state).rows.map { $0.label + " " + $0.detail }.joined(separator: "\n")
        #expect(said.contains("Not charged: the next event is now the renewal of Plus Premium, Monthly (#1), not the one shown; the clock stays."),
                "\(said)")
        #expect(session.pilot.selectedLabel == nil, "still selected: \(session.pilot.selectedLabel ?? "")")
    }

    /// After the user's own jump, a second Enter does not jump on to the next event unseen: nothing is selected, and
    /// the status line names the event the jump now goes to.
    @Test func afterOnesOwnJumpNothingIsSelected() async throws {
        var session = try await jumpToAnExpiration()
        _ = try session.store.setAutoRenew(of: monthly, true)
        await session.tick()
        session.pilot.select("Jump to the next event")
        session.pilot.press(.enter)
        await session.pilot.settle()
        #expect(try renewals(session) == 1)
        #expect(session.pilot.selectedLabel == nil, "still selected: \(session.pilot.selectedLabel ?? "")")
        #expect(session.pilot.state.notice == "Nothing is selected: the next event is now the renewal of Plus Premium, Monthly (#2).",
                "\(session.pilot.state.notice ?? "no notice")")
    }
}
