import Foundation
import PurchaseFlow
import Testing
@testable import KioskApp

@Suite("Paywalls follow the store's storefront and locale")
struct PaywallStorefrontTests {
    @Test func anOpenPaywallRepricesWhenTheStorefrontChanges() async throws {
        var session = try StorePilot()
        await session.tick()
        await session.pilot.choose("onboarding")
        #expect(session.pilot.screenText.contains("$"))
        try session.store.set(SettingOverride(key: "storefront", value: "JPN"))
        await session.tick()
        let japan = session.pilot.screenText
        #expect(japan.contains("¥") && !japan.contains("$"), "\(japan)")
        try session.store.set(SettingOverride(key: "locale", value: "de_DE"))
        await session.tick()
        #expect(session.pilot.screenText.contains("¥"))
        #expect(!session.pilot.screenText.contains("$"))
    }
}
