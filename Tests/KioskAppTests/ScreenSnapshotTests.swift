import Foundation
import PaywallLayout
import PaywallModel
import PurchaseFlow
import Testing
import TestSupport
@testable import KioskApp

/// Snapshots of every screen of the interactive program, reached through `update` (keys and ticks in) on a sandbox
/// store with a manual clock, at 80x24 and at an odd size (57x19). Style maps are kept where state shows in
/// style: selection, a purchase in flight, failures, overlays.
@Suite("Screen snapshots: every screen at 80x24 and 57x19")
struct ScreenSnapshotTests {
    static let sizes = [TerminalSize(width: 80, height: 24), TerminalSize(width: 57, height: 19)]
    static let placements = ["onboarding", "settings", "upgrade", "store", "paywall_test"]
    static let monthlyID = "demo.plus.standard.monthly"

    @Test(arguments: sizes) func home(size: TerminalSize) async throws {
        let session = try await opened(size)
        expectScreen(session.pilot, named: "home", includingStyles: true)
    }

    @Test(arguments: sizes) func store(size: TerminalSize) async throws {
        var session = try await opened(size, "Store")
        session.pilot.select("Plus Standard, Monthly")
        expectScreen(session.pilot, named: "store", includingStyles: true)
    }

    @Test(arguments: sizes) func storeFiltered(size: TerminalSize) async throws {
        var session = try await opened(size, "Store")
        session.pilot.press(.character("/"))
        session.pilot.type("news")
        expectScreen(session.pilot, named: "store-filter-editing")
        session.pilot.type("zzz")
        expectScreen(session.pilot, named: "store-filter-nothing")
    }

    @Test(arguments: sizes) func productDetail(size: TerminalSize) async throws {
        let session = try await opened(size, "Store", "Plus Standard, Monthly")
        expectScreen(session.pilot, named: "product-standard-monthly")
        let lifetime = try await opened(size, "Store", "Lifetime Unlock")
        expectScreen(lifetime.pilot, named: "product-lifetime")
    }

    @Test(arguments: placements, sizes) func paywall(placement: String, size: TerminalSize) async throws {
        let session = try await opened(size, placement)
        expectScreen(session.pilot, named: "paywall-\(placement)", includingStyles: placement == "onboarding")
    }

    @Test(arguments: sizes) func paywallWhileAskToBuyIsPending(size: TerminalSize) async throws {
        var session = try await opened(size, "Settings", "Ask to Buy")
        session.pilot.goHome()
        await session.pilot.choose("onboarding")
        session.pilot.press(.enter)
        await session.pilot.settle()
        expectScreen(session.pilot, named: "paywall-purchase-pending")
        session.pilot.press(.escape)
        expectScreen(session.pilot, named: "paywall-onboarding-pending", includingStyles: true)
    }

    @Test(arguments: sizes) func purchaseInProgressThenDone(size: TerminalSize) async throws {
        var session = try await opened(size, "Store", "Plus Standard, Monthly")
        let buyRow = session.pilot.select("Buy")
        #expect(buyRow)
        session.pilot.press(.enter)
        expectScreen(session.pilot, named: "purchase-in-progress", includingStyles: true)
        session.pilot.press(.character("q"))
        expectScreen(session.pilot, named: "confirm-quit", includingStyles: true)
        session.pilot.press(.character("n"))
        await session.pilot.settle()
        expectScreen(session.pilot, named: "purchase-done")
        session.pilot.press(.escape)
        expectScreen(session.pilot, named: "product-owned")
    }

    @Test(arguments: sizes) func purchaseFailedWithASimulatedError(size: TerminalSize) async throws {
        var session = try await opened(size, "Settings", "Purchase", "networkError")
        expectScreen(session.pilot, named: "settings-after-change", includingStyles: true)
        await session.pilot.buyFromStore("Plus Standard, Monthly")
        expectScreen(session.pilot, named: "purchase-failed", includingStyles: true)
    }

    @Test(arguments: sizes) func askToBuyPending(size: TerminalSize) async throws {
        var session = try await opened(size, "Settings", "Ask to Buy")
        await session.pilot.buyFromStore("Lifetime Unlock")
        expectScreen(session.pilot, named: "purchase-pending")
        session.pilot.press(.escape)
        expectScreen(session.pilot, named: "product-pending")
        session.pilot.goHome()
        await session.pilot.choose("My purchases")
        expectScreen(session.pilot, named: "my-purchases-pending")
        session.pilot.goHome()
        await session.pilot.choose("Transaction manager")
        expectScreen(session.pilot, named: "transactions-pending")
        await session.pilot.choose("#")
        expectScreen(session.pilot, named: "transaction-ask-to-buy", includingStyles: true)
    }

    /// The states of a subscription bought from the store, made by the store itself as another process would
    /// (then seen on the next tick) or through the transaction manager.
    enum SubscriptionCase: String, CaseIterable, Sendable {
        case active, cancelled, upcoming, grace, retry, expired, revoked
    }

    @Test(arguments: SubscriptionCase.allCases, sizes)
    func myPurchases(_ subscription: SubscriptionCase, size: TerminalSize) async throws {
        var session = try await opened(size)
        let grace = subscription == .grace ? "on" : "off"
        _ = try session.store.set(SettingOverride(key: "billing-grace-period", value: grace))
        await session.pilot.buyFromStore("Plus Standard, Monthly")
        let expiration = try #require(try session.store.records().last?.expirationDate)
        session.pilot.goHome()
        switch subscription {
        case .active:
            break
        case .cancelled:
            try session.store.setAutoRenew(of: Self.monthlyID, false)
        case .upcoming:
            await session.pilot.buyFromStore("Plus Basic, Weekly")
            session.pilot.goHome()
        case .grace, .retry:
            try session.store.setBillingIssue(of: Self.monthlyID, true)
            session.clock.set(expiration.addingTimeInterval(60))
        case .expired:
            try session.store.expireSubscription(of: Self.monthlyID)
        case .revoked:
            await session.pilot.choose("Transaction manager")
            await session.pilot.choose("#1")
            await session.pilot.choose("Refund")
            expectScreen(session.pilot, named: "transaction-refund-question")
            await session.pilot.choose("Refund transaction #1")
            session.pilot.press(.escape)
            expectScreen(session.pilot, named: "transaction-refunded")
            session.pilot.goHome()
        }
        await session.tick()
        await session.pilot.choose("My purchases")
        expectScreen(session.pilot, named: "my-purchases-\(subscription.rawValue)")
        await session.pilot.choose("Plus Standard, Monthly")
        expectScreen(session.pilot, named: "my-purchases-\(subscription.rawValue)-product")
    }

    @Test(arguments: sizes) func myPurchasesEmpty(size: TerminalSize) async throws {
        let session = try await opened(size, "My purchases")
        expectScreen(session.pilot, named: "my-purchases-empty")
    }

    @Test(arguments: sizes) func restore(size: TerminalSize) async throws {
        var session = try await opened(size, "Store", "Lifetime Unlock", "Buy for")
        session.pilot.goHome()
        await session.pilot.choose("Restore purchases")
        expectScreen(session.pilot, named: "restore", includingStyles: true)
        await session.pilot.choose("Restore purchases")
        expectScreen(session.pilot, named: "restore-done")
    }

    @Test(arguments: sizes) func offerCode(size: TerminalSize) async throws {
        var session = try await opened(size, "Redeem an offer code")
        session.pilot.press(.enter)
        expectScreen(session.pilot, named: "offer-code-empty", includingStyles: true)
        session.pilot.type("KIOSKSPRING")
        expectScreen(session.pilot, named: "offer-code-typed")
        session.pilot.press(.enter)
        await session.pilot.settle()
        expectScreen(session.pilot, named: "offer-code-result")
        for _ in 0..<"KIOSKSPRING".count { session.pilot.press(.backspace) }
        session.pilot.type("friends")
        session.pilot.press(.enter)
        await session.pilot.settle()
        expectScreen(session.pilot, named: "offer-code-terms")
        session.pilot.press(.enter)
        await session.pilot.settle()
        expectScreen(session.pilot, named: "offer-code-redeemed")
    }

    @Test(arguments: sizes) func updatePrompt(size: TerminalSize) async throws {
        let session = try await opened(size, "Check for an update")
        expectScreen(session.pilot, named: "update-prompt")
    }

    @Test(arguments: sizes) func transactionManager(size: TerminalSize) async throws {
        var session = try await opened(size, "Transaction manager")
        expectScreen(session.pilot, named: "transactions-empty")
        await session.pilot.buyFromStore("100 Coins")
        await session.pilot.buyFromStore("Plus Standard, Monthly")
        session.pilot.goHome()
        await session.pilot.choose("Transaction manager")
        expectScreen(session.pilot, named: "transactions", includingStyles: true)
        await session.pilot.choose("#2")
        expectScreen(session.pilot, named: "transaction-subscription")
    }

    @Test(arguments: sizes) func settings(size: TerminalSize) async throws {
        let session = try await opened(size, "Settings")
        expectScreen(session.pilot, named: "settings", includingStyles: true)
    }

    @Test(arguments: sizes) func helpOverlay(size: TerminalSize) async throws {
        var session = try await opened(size)
        session.pilot.press(.character("?"))
        expectScreen(session.pilot, named: "help", includingStyles: true)
    }

    @Test(arguments: sizes) func storeThatCannotBeRead(size: TerminalSize) async throws {
        let state = AppState(size: size, now: Date(timeIntervalSince1970: 1_800_000_000), theme: .builtInDefault)
        var pilot = Pilot(size: size, performer: ScriptedPerformer(), state: state)
        pilot.send(.tick(state.now))
        await pilot.settle()
        pilot.press(.enter)
        expectScreen(pilot, named: "store-unreadable", includingStyles: true)
    }

    @Test(arguments: sizes) func planChangeConfirmation(size: TerminalSize) async throws {
        var session = try await opened(size)
        await session.pilot.buyFromStore("Plus Standard, Monthly")
        for (name, direction) in [("Plus Premium, Yearly", "upgrade"), ("Plus Basic, Weekly", "downgrade")] {
            await session.pilot.visit(["Store", name, "Change to this plan"])
            #expect(session.pilot.state.current.kind == .planChange(productID: session.pilot.state.store?.products.first { $0.displayName == name }?.id ?? ""))
            expectScreen(session.pilot, named: "plan-change-\(direction)", includingStyles: direction == "upgrade")
        }
    }

    @Test(arguments: sizes) func errorPanelForAPaywallWithoutOfferings(size: TerminalSize) {
        var state = AppState(size: size, now: Date(timeIntervalSince1970: 1_800_000_000), theme: .builtInDefault)
        state.push(.paywall(placement: "onboarding"))
        expectScreen(Pilot(size: size, performer: ScriptedPerformer(), state: state), named: "error-panel-no-offerings", includingStyles: true)
    }

    @Test(arguments: [TerminalSize(width: 39, height: 20), TerminalSize(width: 60, height: 11), TerminalSize(width: 20, height: 5)])
    func terminalTooSmall(size: TerminalSize) async throws {
        var session = try await opened(TerminalSize(width: 80, height: 24), "Store")
        session.pilot.resize(width: size.width, height: size.height)
        expectScreen(session.pilot, named: "too-small", includingStyles: true)
    }

    /// A store pilot at a size with the default theme, ticked once so the store is read, after choosing each
    /// label in turn.
    func opened(_ size: TerminalSize, _ labels: String...) async throws -> StorePilot {
        var session = try StorePilot(width: size.width, height: size.height, theme: .builtInDefault,
                                     updates: UpdateSettings(source: .demo, currentVersion: AppVersion("2.4")!))
        await session.tick()
        for label in labels {
            let found = await session.pilot.choose(label)
            #expect(found, "no row \(label) on \(session.pilot.state.current.kind)")
        }
        return session
    }
}
