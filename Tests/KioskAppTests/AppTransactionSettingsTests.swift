import Foundation
import PaywallModel
import PurchaseFlow
import Testing
@testable import KioskApp

@Suite("App transaction in settings, and the entitlement an old original version grants")
struct AppTransactionSettingsTests {
    /// A session under the demo rules whose customer launched the app at `appVersion` (after setting the
    /// original app version when one is given), on settings.
    static func launched(at appVersion: String = "2.0", originalAppVersion: String? = nil) async throws -> StorePilot {
        var session = try StorePilot(width: 100, height: 50, rules: .demo)
        if let originalAppVersion { try session.store.set(try SettingOverride(key: "original-app-version", value: originalAppVersion)) }
        _ = try session.store.appTransaction(for: Customer.defaultName, launching: appVersion)
        await session.tick()
        await session.pilot.choose("Settings")
        return session
    }

    @Test func settingsShowTheVerifiedAppTransaction() async throws {
        let session = try await Self.launched()
        let text = session.pilot.screenText
        let app = try #require(session.pilot.state.store?.appTransaction?.verifiedAppTransaction)
        #expect(text.contains("App transaction"))
        #expect(text.contains("Bundle id") && text.contains(app.bundleID))
        #expect(text.contains("Original app version") && app.originalAppVersion == "2.0")
        #expect(text.contains("Original purchase date") && text.contains(DateText.day(session.clock.now())))
        #expect(text.contains("Environment") && text.contains(app.environment.rawValue))
        #expect(text.contains("App transaction id") && text.contains("Verified"))
        #expect(!text.contains("Granted by the original version"), "2.0 is not below the rules' 2.0")
    }

    @Test func anOldOriginalVersionUnlocksTheMigrationEntitlementOnScreen() async throws {
        var session = try await Self.launched(originalAppVersion: "1.0")
        #expect(session.pilot.state.store?.appTransaction?.verifiedAppTransaction?.originalAppVersion == "1.0")
        #expect(session.pilot.screenText.contains("Granted by the original version"))
        #expect(session.pilot.screenText.contains("Kiosk Plus, Ad-free browsing"))
        session.pilot.goHome()
        await session.pilot.choose("My purchases")
        let text = session.pilot.screenText
        #expect(text.contains("Kiosk Plus (plus)") && text.contains("from the app's purchase (version 1.0)"))
        #expect(!text.contains("Priority support (priority_support)"), "only what the original version grants")
    }

    @Test func theOriginalVersionSettingCyclesFromSettings() async throws {
        var session = try await Self.launched()
        #expect(await session.pilot.choose("Original app version setting"))
        await session.tick()
        #expect(session.pilot.state.store?.settings.originalAppVersion == "1.0")
        #expect(session.pilot.state.store?.appTransaction?.verifiedAppTransaction?.originalAppVersion == "1.0",
                "the app transaction is signed again with the new original version")
        #expect(session.pilot.screenText.contains("Kiosk Plus, Ad-free browsing"))
    }

    @Test func theAppTransactionsSimulatedErrorIsShown() async throws {
        var session = try StorePilot(width: 100, height: 50, rules: .demo)
        _ = try session.store.appTransaction(for: Customer.defaultName, launching: "1.0")
        try session.store.set(try SettingOverride(key: "error.app-transaction", value: "networkError"))
        await session.tick()
        await session.pilot.choose("Settings")
        #expect(session.pilot.screenText.contains("Cannot be read: App Transaction failed with the simulated error networkError"))
        #expect(!session.pilot.screenText.contains("Granted by the original version"))
    }

    @Test func aCustomerSwitchedToLaunchesTheAppAndGetsTheirAppTransaction() async throws {
        var session = try StorePilot(width: 100, height: 50, launchedAppVersion: "3.1")
        await session.tick()
        await session.pilot.choose("Settings")
        #expect(session.pilot.screenText.contains("None issued: this customer never launched the app."))
        await session.pilot.choose("New customer…")
        session.pilot.type("bob")
        session.pilot.press(.enter)
        await session.pilot.settle()
        #expect(session.pilot.state.customerName == "bob")
        let issued = try #require(try session.store.appTransaction(for: "bob", launching: nil), "bob's first launch issued one")
        #expect(issued.originalAppVersion == "3.1")
        #expect(!session.pilot.screenText.contains("None issued"))
        #expect(try session.store.appTransaction(for: Customer.defaultName, launching: nil) == nil, "only the customer who launched gets one")
    }

    /// The program's own launch waits for its first store read (after the first frame), then issues the customer's
    /// app transaction before that read, so the first settings screen already shows it.
    @Test func theProgramLaunchesAtItsFirstStoreRead() async throws {
        var session = try StorePilot(width: 100, height: 50, launchedAppVersion: "3.1", launchesAtFirstRead: true)
        #expect(try session.store.appTransaction(for: Customer.defaultName, launching: nil) == nil, "nothing is issued before the first read")
        await session.tick()
        let issued = try #require(try session.store.appTransaction(for: Customer.defaultName, launching: nil))
        #expect(issued.originalAppVersion == "3.1")
        #expect(session.pilot.state.store?.appTransaction?.verifiedAppTransaction?.originalAppVersion == "3.1")
        await session.pilot.choose("Settings")
        #expect(!session.pilot.screenText.contains("None issued"))
    }

    /// Found by QA: after a reset in another shell, settings said "None issued: this customer never launched the app."
    /// of the running program's customer, though the app runs and the next launch issues one. The running app has its
    /// app transaction, as StoreKit's AppTransaction.shared: the next store read issues it again, and settings shows it.
    @Test func aResetElsewhereIsFollowedByTheAppTransactionIssuedAgain() async throws {
        var session = try StorePilot(width: 100, height: 50, launchedAppVersion: "3.1", launchesAtFirstRead: true)
        await session.tick()
        await session.pilot.choose("Settings")
        let first = try #require(try session.store.appTransaction(for: Customer.defaultName, launching: nil))
        session.clock.advance(by: 3_600)
        _ = try session.anotherShell().reset()
        await session.tick()
        let text = session.pilot.screenText
        #expect(!text.contains("None issued"), "\(text)")
        let issued = try #require(try session.store.appTransaction(for: Customer.defaultName, launching: nil), "issued again at the read")
        #expect(issued.id != first.id && issued.originalAppVersion == "3.1" && issued.originalPurchaseDate == session.clock.now())
        #expect(session.pilot.state.store?.appTransaction?.verifiedAppTransaction?.originalPurchaseDate == session.clock.now(), "settings shows the one issued")
        #expect(text.contains("Original purchase date") && text.contains(DateText.day(session.clock.now())))
    }

    @Test func beforeTheFirstLaunchThereIsNone() async throws {
        var session = try StorePilot(width: 100, height: 50)
        await session.tick()
        await session.pilot.choose("Settings")
        #expect(session.pilot.screenText.contains("None issued: this customer never launched the app."))
    }
}
