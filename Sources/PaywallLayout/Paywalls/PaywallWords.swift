import PaywallModel

/// Kiosk's own words on a paywall (its default paywall's texts), in a `KioskLanguage`: a customer whose locale
/// no kiosk language serves reads them, and the default paywall's unit words, all in English.
enum PaywallWords {
    /// One of kiosk's own paywall texts.
    enum Word: Hashable, Sendable {
        case choosePlan, nothingToBuy, continueButton, restorePurchases
    }

    /// The text of a word in the language that serves `locale`.
    static func text(_ word: Word, locale: String?) -> String {
        KioskLanguage(serving: locale).pick(translations(word))
    }

    /// The word in each language.
    private static func translations(_ word: Word) -> (en: String, de: String, ja: String) {
        switch word {
        case .choosePlan: ("Choose a plan", "Wähle deinen Plan", "プランを選択")
        case .nothingToBuy: ("Nothing to buy here.", "Hier gibt es nichts zu kaufen.", "購入できるものはありません。")
        case .continueButton: ("Continue", "Weiter", "続ける")
        case .restorePurchases: ("Restore purchases", "Käufe wiederherstellen", "購入を復元")
        }
    }
}
