import Foundation
import PurchaseFlow
import Testing
@testable import KioskApp

@Suite("The purchase sheet's own words follow the customer's locale, as the restore screen's do")
struct PurchaseSheetWordsTests {
    /// The purchase sheet of `productID` as the current customer sees it under `locale`.
    private func sheet(_ productID: String, locale: String) async throws -> ScreenContent {
        var session = try StorePilot(height: 40)
        _ = try session.store.set(SettingOverride(key: "locale", value: locale))
        await session.tick()
        var state = session.pilot.state
        state.push(.purchaseSheet(productID: productID))
        return PurchaseSheetScreen.content(productID: productID, state)
    }

    @Test(arguments: [
        ("de_DE", "Kauf bestätigen", ["Produkt", "Preis", "Konto", "Ergebnis dieses Kaufs (Sandbox)", "Bestätigen", "Abbrechen"],
         "Kauf abgebrochen: Es wurde nichts berechnet."),
        ("ja_JP", "購入の確認", ["商品", "価格", "アカウント", "この購入の結果（サンドボックス）", "確認", "キャンセル"],
         "購入をキャンセルしました。請求はありません。"),
    ])
    func theSheetsFixedWordsAreInTheLocale(locale: String, title: String, words: [String], cancelled: String) async throws {
        let content = try await sheet("demo.lifetime", locale: locale)
        let labels = content.rows.map(\.label)
        #expect(content.title == title)
        for word in words { #expect(labels.contains(word), "\(word) in \(labels)") }
        for english in ["Product", "Price", "Account", "Confirm", "Cancel"] { #expect(!labels.contains(english), "\(english) in \(labels)") }
        #expect(content.rows.first { $0.label == words.last }?.action == .dismiss(notice: cancelled))
    }

    @Test func aSubscriptionsPeriodAndOfferRowsAreInTheLocaleToo() async throws {
        let content = try await sheet("demo.plus.premium.yearly", locale: "de_DE")
        let labels = content.rows.map(\.label)
        #expect(labels.contains("Laufzeit") && labels.contains("Angebot"), "\(labels)")
    }

    @Test func noConfirmHeadingSitsAboveTheConfirmItem() async throws {
        let content = try await sheet("demo.lifetime", locale: "en_US")
        #expect(content.rows.contains { $0.isSelectable && $0.label == "Confirm" })
        #expect(!content.rows.contains { $0.isHeading && $0.label == "Confirm" }, "the item says it once")
    }
}
