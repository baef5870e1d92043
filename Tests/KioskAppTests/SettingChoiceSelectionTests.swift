import Foundation
import PurchaseFlow
import Testing
@testable import KioskApp

/// A setting's chooser opens on the value in force, as a picker does, not at the top of 175 storefronts.
@Suite("Setting choosers open on the value in force")
struct SettingChoiceSelectionTests {
    private func selectedLabel(_ session: StorePilot) -> String? {
        session.pilot.selectedLabel
    }

    @Test func theStorefrontAndLocaleListsOpenOnTheirCurrentValue() async throws {
        var session = try StorePilot(height: 30)
        _ = try session.store.set(SettingOverride(key: "storefront", value: "DEU"))
        _ = try session.store.set(SettingOverride(key: "locale", value: "ja_JP"))
        await session.tick()
        await session.pilot.visit(["Settings", "Storefront"])
        #expect(selectedLabel(session) == "Germany")
        #expect(session.pilot.screenText.contains("Germany"), "the list scrolls to it")
        session.pilot.press(.escape)
        await session.pilot.choose("Locale")
        #expect(selectedLabel(session) == LocaleText.name("ja_JP"))
        #expect(session.pilot.screenText.contains(LocaleText.name("ja_JP")))
    }
}
