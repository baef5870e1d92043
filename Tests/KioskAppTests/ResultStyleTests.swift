import Foundation
import PaywallLayout
import PurchaseFlow
import Testing
@testable import KioskApp

/// Results and states are drawn in the theme's roles: success, pending (Ask to Buy, upcoming), warning, danger
/// (failed, refunded, expired).
@Suite("Result styles: outcomes and states in their theme roles")
struct ResultStyleTests {
    static let theme = Theme.builtInDefault

    /// The style of the first cell of `text` on the screen; `nil` when the text is not shown.
    static func style(of text: String, in pilot: Pilot) -> Style? {
        let frame = pilot.frame
        for (y, line) in frame.lines.enumerated() {
            guard let range = line.range(of: text) else { continue }
            let x = DisplayWidth.of(String(line[..<range.lowerBound]))
            return frame[x, y].style
        }
        return nil
    }

    static func pilot(_ performer: ScriptedPerformer) -> Pilot {
        let size = TerminalSize(width: 80, height: 24)
        return Pilot(size: size, performer: performer, state: AppState(size: size, now: Date(), theme: theme))
    }

    @Test(arguments: [
        (EffectResult.Outcome.succeeded("restored 2"), "restored 2", ColorRole.success),
        (.pending("waits for approval", request: nil), "Pending: waits for approval", .pending),
        (.failed("offline"), "Failed: offline", .danger),
        (.cancelled, "Cancelled.", .muted),
    ])
    func restoreOutcomeIsDrawnInItsRole(outcome: EffectResult.Outcome, words: String, role: ColorRole) async {
        var pilot = Self.pilot(ScriptedPerformer(restore: outcome))
        pilot.press(.down, .down, .enter, .enter)
        await pilot.settle()
        #expect(Self.style(of: words, in: pilot) == Self.theme.style(role))
        #expect(Self.style(of: "Restoring finds", in: pilot) == Self.theme.style(.text), "ordinary text keeps the text role")
    }

    /// Expects `text` on the screen drawn in the style of `role`.
    static func expect(_ text: String, in role: ColorRole, on pilot: Pilot, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(style(of: text, in: pilot) == theme.style(role), "\(text) is not drawn as \(role)", sourceLocation: sourceLocation)
    }

    @Test func failedPurchaseIsDangerAndOwnedProductsAreSuccess() async throws {
        var session = try StorePilot(theme: Self.theme)
        _ = try session.store.set(SettingOverride(key: "error.purchase", value: "networkError"))
        await session.tick()
        await session.pilot.buyFromStore("100 Coins")
        Self.expect("Failed:", in: .danger, on: session.pilot)
        _ = try session.store.set(SettingOverride(key: "error.purchase", value: "off"))
        await session.pilot.buyFromStore("Lifetime Unlock")
        await session.pilot.visit(["Store"])
        Self.expect("owned", in: .success, on: session.pilot)
        Self.expect("$7.99 / month", in: .muted, on: session.pilot)
    }

    @Test func askToBuyIsPendingAndARefundIsDanger() async throws {
        var session = try StorePilot(theme: Self.theme)
        _ = try session.store.set(SettingOverride(key: "ask-to-buy", value: "on"))
        await session.tick()
        await session.pilot.buyFromStore("Lifetime Unlock")
        Self.expect("Pending:", in: .pending, on: session.pilot)
        await session.pilot.visit(["Store"])
        Self.expect("pending approval", in: .pending, on: session.pilot)
        _ = try session.store.set(SettingOverride(key: "ask-to-buy", value: "off"))
        await session.pilot.buyFromStore("100 Coins")
        await session.pilot.visit(["Transaction manager"])
        Self.expect("Ask to Buy", in: .pending, on: session.pilot)
        await session.pilot.choose("#2")
        await session.pilot.choose("Refund")
        await session.pilot.choose("Refund transaction #2")
        Self.expect("Transaction #2 refunded", in: .success, on: session.pilot)
        session.pilot.press(.escape)
        Self.expect("refunded", in: .danger, on: session.pilot)
    }
}
