import Foundation
import PaywallModel
import PurchaseFlow
import Testing
@testable import KioskApp

@Suite("Kiosk's own words on the restore, terms and privacy screens follow the customer's locale")
struct AppWordsTests {
    @Test func theRestoreScreenAndThePolicyLinksFollowTheLocaleSetting() async throws {
        var session = try StorePilot(height: 40)
        _ = try session.store.set(SettingOverride(key: "locale", value: "ja_JP"))
        await session.tick()
        await session.pilot.choose("Restore purchases")
        #expect(session.pilot.state.current.kind == .restore)
        let restore = session.pilot.screenText
        #expect(restore.contains("購入を復元"), "\(restore)")
        #expect(restore.contains("このアカウントで購入したものを探し"))
        #expect(!restore.contains("Restoring finds the purchases"))
        await session.pilot.choose("購入を復元")
        #expect(session.pilot.screenText.contains("結果"))
        session.pilot.goHome()
        await session.pilot.choose("Store")
        await session.pilot.choose("Compare the plans of")
        let plans = ScreenContent.of(session.pilot.state).rows.map(\.label)
        #expect(plans.contains("購入を復元"))
        #expect(plans.contains("使用許諾契約:"))
        #expect(plans.contains("プライバシーポリシー:"))
    }

    @Test func eachLocaleFallsBackAsTheCatalogsTextsDo() {
        #expect(AppWords.text(.privacyPolicy, locale: "de_AT") == "Datenschutzerklärung")
        #expect(AppWords.text(.privacyPolicy, locale: "ja_JP") == "プライバシーポリシー")
        #expect(AppWords.text(.privacyPolicy, locale: "fr_FR") == "Privacy policy", "English where kiosk has no words")
        #expect(AppWords.text(.privacyPolicy, locale: nil) == "Privacy policy")
    }
}
