import Foundation
import PaywallLayout
import PurchaseFlow
import Testing
@testable import KioskApp

extension ScreenSnapshotTests {
    @Test(arguments: sizes) func subscriptionStore(size: TerminalSize) async throws {
        var session = try await opened(size, "Store", "Compare the plans of Kiosk Plus")
        expectScreen(session.pilot, named: "subscription-store-new", includingStyles: true)
        await session.pilot.buyFromStore("Plus Standard, Monthly")
        await SubscriptionStoreTests.openPlans(&session)
        session.pilot.select("Plus Premium, Monthly")
        expectScreen(session.pilot, named: "subscription-store-subscribed")
    }

    @Test(arguments: sizes) func refundSheet(size: TerminalSize) async throws {
        var session = try await opened(size, "Store", "Lifetime Unlock", "Buy for")
        session.pilot.goHome()
        await session.pilot.choose("My purchases")
        await session.pilot.choose("Request a refund: Lifetime Unlock")
        expectScreen(session.pilot, named: "refund-reasons")
        await session.pilot.choose("It wasn't delivered or doesn't work")
        expectScreen(session.pilot, named: "refund-confirm")
        await session.pilot.choose("Send the refund request")
        await session.tick()
        expectScreen(session.pilot, named: "refund-sent")
        session.pilot.press(.escape, .escape)
        expectScreen(session.pilot, named: "my-purchases-refund-waiting")
        try session.store.set(try SettingOverride(key: "error.offer-code-redeem-sheet", value: "networkError"))
        await session.tick()
        session.pilot.goHome()
        await session.pilot.choose("Redeem an offer code")
        expectScreen(session.pilot, named: "offer-code-blocked")
    }

    @Test(arguments: sizes) func settingsWithAnOldAppTransaction(size: TerminalSize) async throws {
        var session = try await opened(size)
        try session.store.set(try SettingOverride(key: "original-app-version", value: "1.0"))
        _ = try session.store.appTransaction(for: "default", launching: "2.0")
        await session.tick()
        await session.pilot.choose("Settings")
        session.pilot.select("Original app version setting")
        expectScreen(session.pilot, named: "settings-app-transaction")
    }
}
