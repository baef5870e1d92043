import Foundation
import PaywallModel
import PurchaseFlow
import Testing
import TestSupport
@testable import KioskApp

/// Found by QA: an interrupted plan change's row said only "Not charged (interrupted, not resolved yet)", whereas an
/// Ask to Buy request's says what approving it now charges; Resolve acted on one Enter and, after the subscription was
/// expired in another shell, charged the whole price, which nothing on screen said. A waiting request of either kind
/// says what deciding it now charges, worked out by the same code, and a change in that charge (the subscription
/// expired elsewhere, so no plan change is left to prorate) is treated alike under Resolve and under Approve.
@Suite("What approving or resolving a waiting request charges now")
struct WaitingRequestChargeTests {
    /// How each kind of waiting request is made and named: its setting, the action that decides it, and its words.
    struct Kind: Sendable, CustomTestStringConvertible {
        let setting: String
        let action: String
        let waits: String
        let ifNow: String
        let deciding: String
        var testDescription: String { setting }
    }

    static let kinds = [
        Kind(setting: "ask-to-buy", action: "Approve (Ask to Buy)", waits: "waiting for approval", ifNow: "if approved now", deciding: "approving"),
        Kind(setting: "interrupted", action: "Resolve (interrupted)", waits: "interrupted, not resolved yet", ifNow: "if resolved now", deciding: "resolving"),
    ]

    /// The "Price charged" row of the transaction on screen.
    private func charged(_ session: StorePilot) -> String? {
        ScreenContent.of(session.pilot.state).rows.first { $0.label == "Price charged" }?.detail
    }

    /// Plus Standard, Monthly bought (the group's introductory offer used), then a request of `kind` for Plus Premium,
    /// Monthly (#2), an upgrade, open in the transaction manager with its action selected.
    private func waitingUpgrade(_ kind: Kind) async throws -> StorePilot {
        var session = try StorePilot(height: 40)
        _ = try session.store.purchase(PurchaseRequest(productID: "demo.plus.standard.monthly"), origin: "test")
        _ = try session.store.set(SettingOverride(key: kind.setting, value: "on"))
        _ = try session.store.purchase(PurchaseRequest(productID: "demo.plus.premium.monthly"), origin: "test")
        await session.tick()
        await session.pilot.visit(["Transaction manager", "#2"])
        session.pilot.select(kind.action)
        return session
    }

    @Test(arguments: kinds)
    func aWaitingUpgradeSaysWhatDecidingItNowCharges(_ kind: Kind) async throws {
        var session = try await waitingUpgrade(kind)
        let words = charged(session) ?? "no row"
        let pattern = try Regex("^Not charged \\(\(kind.waits); \(kind.ifNow): (\\$\\d+\\.\\d{2}) now \\(prorated\\), then \\$12\\.99 / month\\)$")
        let prorated = try #require(words.firstMatch(of: pattern)?.output[1].substring, "\(words)")
        await session.pilot.choose(kind.action)
        #expect(charged(session) == String(prorated), "it charged what the request said")
    }

    /// The subscription expired in another shell: deciding the request now buys Plus Premium, Monthly whole. The row
    /// says so after the read, and Resolve's selection is treated as Approve's; Enter then charges what the row says.
    @Test func aChargeChangedElsewhereIsTreatedAlikeUnderResolveAndApprove() async throws {
        var seen: [String: [String?]] = [:]
        for kind in Self.kinds {
            var session = try await waitingUpgrade(kind)
            _ = try session.anotherShell().expireSubscription(of: "demo.plus.standard.monthly")
            await session.tick()
            #expect(charged(session) == "Not charged (\(kind.waits); \(kind.ifNow): $12.99 / month)", "\(charged(session) ?? "no row")")
            seen[kind.setting] = [session.pilot.selectedLabel?.replacingOccurrences(of: kind.action, with: "the action"),
                                  session.pilot.state.notice?.replacingOccurrences(of: kind.deciding, with: "deciding")]
            await session.pilot.chooseIfShown(kind.action)
            #expect(charged(session) == "$12.99", "it charged what the row said once the store was read")
        }
        #expect(seen["interrupted"] == seen["ask-to-buy"], "\(seen)")
    }

    /// Found by QA: with the action selected on a waiting upgrade ("$118.09 now (prorated)"), the subscription expired in
    /// another shell, the row changed to the whole price now, and the selection stayed on the action with no notice, so
    /// one Enter charged what the user had not read. A change in what deciding it charges leaves the selection off the
    /// action, the status line saying what changed, and Enter then decides nothing.
    @Test(arguments: kinds)
    func aChargeChangedInKindTakesTheSelectionOffTheAction(_ kind: Kind) async throws {
        var session = try await waitingUpgrade(kind)
        _ = try session.anotherShell().expireSubscription(of: "demo.plus.standard.monthly")
        await session.tick()
        #expect(session.pilot.selectedLabel == nil, "\(session.pilot.selectedLabel ?? "nothing") is selected")
        #expect(session.pilot.state.notice == "What \(kind.deciding) transaction #2 charges changed: now $12.99 (it was $12.99, less the unused rest "
                + "of the current plan); nothing is selected.", "\(session.pilot.state.notice ?? "no notice")")
        session.pilot.press(.enter)
        await session.pilot.settle()
        #expect(try session.store.record(2).status != .completed, "Enter decided nothing")
    }

    /// A plan changed elsewhere (Plus Premium, Yearly bought in another shell) turns the waiting upgrade into a change
    /// at the next renewal: a change in what deciding it charges too.
    @Test(arguments: kinds)
    func aChargeMovedToTheNextRenewalTakesTheSelectionOffTheAction(_ kind: Kind) async throws {
        var session = try await waitingUpgrade(kind)
        let shell = try session.anotherShell()
        _ = try shell.set(SettingOverride(key: kind.setting, value: "off"))
        _ = try shell.purchase(PurchaseRequest(productID: "demo.plus.premium.yearly"), origin: "other")
        await session.tick()
        #expect(charged(session)?.contains("nothing is charged until the next renewal") == true, "\(charged(session) ?? "no row")")
        #expect(session.pilot.selectedLabel == nil, "\(session.pilot.selectedLabel ?? "nothing") is selected")
        #expect(session.pilot.state.notice?.contains("charges changed: now $12.99 from the next renewal (it was") == true,
                "\(session.pilot.state.notice ?? "no notice")")
    }

    /// The prorated amount runs with the clock (every second at an accelerated time rate): that is no change in what
    /// deciding the request charges, and the selection and status line stay as they were.
    @Test(arguments: kinds)
    func aProratedAmountRunningWithTheClockLeavesTheSelectionOnTheAction(_ kind: Kind) async throws {
        var session = try await waitingUpgrade(kind)
        let before = charged(session)
        session.clock.advance(by: 86_400)
        await session.tick()
        #expect(charged(session) != before, "the prorated amount shown changed: \(charged(session) ?? "no row")")
        #expect(session.pilot.selectedLabel == kind.action, "\(session.pilot.selectedLabel ?? "nothing")")
        #expect(session.pilot.state.notice == nil, "\(session.pilot.state.notice ?? "")")
    }

    /// The subscription expired in another shell in the moment before Enter, before a read showed it: Enter carries the
    /// terms the row stated, the store refuses the others, the request still waits, and the screen says why; nothing is
    /// selected then, so a second Enter does not decide it on the new terms.
    @Test(arguments: kinds)
    func anEnterBeforeAReadShowsTheChangeChargesNothing(_ kind: Kind) async throws {
        var session = try await waitingUpgrade(kind)
        let waiting = try session.store.record(2).status
        _ = try session.anotherShell().expireSubscription(of: "demo.plus.standard.monthly")
        session.pilot.press(.enter)
        await session.pilot.settle()
        #expect(try session.store.record(2).status == waiting, "nothing was \(kind.deciding == "approving" ? "approved" : "resolved")")
        let outcome = session.pilot.state.current.outcome.map { String(describing: $0) } ?? "no outcome"
        #expect(outcome.contains("Transaction 2 would charge otherwise than its row showed") && outcome.contains("the request still waits"), "\(outcome)")
        #expect(session.pilot.selectedLabel == nil, "\(session.pilot.selectedLabel ?? "nothing") is selected")
    }

    /// The prorated amount grew with the clock between the last read and Enter: what the row showed is charged, never more.
    @Test(arguments: kinds)
    func anEnterAfterTheClockRanChargesWhatTheRowShowed(_ kind: Kind) async throws {
        var session = try await waitingUpgrade(kind)
        let pattern = try Regex(": (\\$\\d+\\.\\d{2}) now \\(prorated\\)")
        let shown = try #require(charged(session)?.firstMatch(of: pattern)?.output[1].substring.map(String.init))
        session.clock.advance(by: 20)
        session.pilot.press(.enter)
        await session.pilot.settle()
        #expect(charged(session) == shown, "the row showed \(shown)")
    }
}
