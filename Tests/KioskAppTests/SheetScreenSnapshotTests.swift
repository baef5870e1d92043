import Foundation
import PaywallLayout
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
}
