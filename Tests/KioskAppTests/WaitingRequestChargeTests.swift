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
        var testDescription: String { setting }
    }

    static let kinds = [
        Kind(setting: "ask-to-buy", action: "Approve (Ask to Buy)", waits: "waiting for approval", ifNow: "if approved now"),
        Kind(setting: "interrupted", action: "Resolve (interrupted)", waits: "interrupted, not resolved yet", ifNow: "if resolved now"),
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
            seen[kind.setting] = [session.pilot.selectedLabel?.replacingOccurrences(of: kind.action, with: "the action"), session.pilot.state.notice]
            await session.pilot.chooseIfShown(kind.action)
            #expect(charged(session) == "$12.99", "it charged what the row said once the store was read")
        }
        #expect(seen["interrupted"] == seen["ask-to-buy"], "\(seen)")
    }
}
