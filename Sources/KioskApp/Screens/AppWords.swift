import PaywallModel

/// Kiosk's own words on the screens that stand in for the store sheets a paywall opens (restoring, the terms and
/// privacy links), in the customer's locale as the catalog's and the paywalls' texts are, in the `KioskLanguage`
/// that serves it. Words a paywall shows too ("Restore purchases") are `PaywallWords`'.
enum AppWords {
    /// One of kiosk's own texts.
    enum Word: Hashable, Sendable {
        case restoreExplanation, restoring, result
        case licenceAgreement, termsOfService, privacyPolicy, link, noBrowser, nothingToShow, copyHint, back
        case confirmPurchase, confirmPlanChange, product, price, change, takesEffect, period, offer, account
        case purchaseOutcome, asTheSettingsSay, takeNewTerms, confirm, cancel, purchaseCancelled, alreadyHave
        case autoRenew, autoRenewBackOn
    }

    /// The text of a word in a locale (the sandbox locale setting; English when nil).
    static func text(_ word: Word, locale: String?) -> String {
        KioskLanguage(serving: locale).pick(translations(word))
    }

    /// The word in each language.
    private static func translations(_ word: Word) -> (en: String, de: String, ja: String) {
        switch word {
        case .restoreExplanation: ("Restoring finds the purchases made with this account and unlocks them again.",
                                   "Die Wiederherstellung findet die mit diesem Konto getätigten Käufe und schaltet sie wieder frei.",
                                   "このアカウントで購入したものを探し、再び利用できるようにします。")
        case .restoring: ("Restoring…", "Wird wiederhergestellt…", "復元しています…")
        case .result: ("Result", "Ergebnis", "結果")
        case .licenceAgreement: ("Licence agreement", "Lizenzvereinbarung", "使用許諾契約")
        case .termsOfService: ("Terms of service", "Nutzungsbedingungen", "利用規約")
        case .privacyPolicy: ("Privacy policy", "Datenschutzerklärung", "プライバシーポリシー")
        case .link: ("Link", "Link", "リンク")
        case .noBrowser: ("Kiosk opens no browser; this is what the link shows:", "Kiosk öffnet keinen Browser; der Link zeigt Folgendes:",
                          "Kiosk はブラウザを開きません。リンク先の内容は次のとおりです:")
        case .nothingToShow: ("The paywall gives no address and the catalog no text for this.",
                              "Die Paywall nennt dafür keine Adresse und der Katalog keinen Text.",
                              "ペイウォールにアドレスがなく、カタログにも本文がありません。")
        case .copyHint: ("(Hold Shift and drag with the mouse to copy.)", "(Zum Kopieren die Umschalttaste halten und mit der Maus ziehen.)",
                         "（コピーするには Shift キーを押しながらマウスでドラッグします。）")
        case .back: ("Back", "Zurück", "戻る")
        case .confirmPurchase: ("Confirm purchase", "Kauf bestätigen", "購入の確認")
        case .confirmPlanChange: ("Confirm plan change", "Planwechsel bestätigen", "プラン変更の確認")
        case .product: ("Product", "Produkt", "商品")
        case .price: ("Price", "Preis", "価格")
        case .change: ("Change", "Wechsel", "変更")
        case .takesEffect: ("Takes effect", "Wirksam", "適用")
        case .period: ("Period", "Laufzeit", "期間")
        case .offer: ("Offer", "Angebot", "オファー")
        case .account: ("Account", "Konto", "アカウント")
        case .autoRenew: ("Auto-renew", "Automatische Verlängerung", "自動更新")
        case .autoRenewBackOn: ("off now; this change turns it back on", "jetzt aus; dieser Wechsel schaltet sie wieder ein",
                                "現在オフ。この変更で再びオンになります")
        case .purchaseOutcome: ("Outcome of this purchase (sandbox)", "Ergebnis dieses Kaufs (Sandbox)", "この購入の結果（サンドボックス）")
        case .asTheSettingsSay: ("As the settings say", "Wie in den Einstellungen", "設定のとおり")
        case .takeNewTerms: ("Take the new terms", "Neue Bedingungen übernehmen", "新しい条件にする")
        case .confirm: ("Confirm", "Bestätigen", "確認")
        case .cancel: ("Cancel", "Abbrechen", "キャンセル")
        case .alreadyHave: ("You already have this: there is nothing to buy.", "Das hast du bereits: Es gibt nichts zu kaufen.",
                             "すでにお持ちです。購入するものはありません。")
        case .purchaseCancelled: ("Purchase cancelled: nothing was charged.", "Kauf abgebrochen: Es wurde nichts berechnet.",
                                  "購入をキャンセルしました。請求はありません。")
        }
    }
}
