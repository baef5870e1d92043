import PaywallModel

/// Kiosk's own words on a paywall (the mark of the customer's current plan, the default paywall's texts), in a
/// `KioskLanguage`: a locale no kiosk language serves reads them in English. RevenueCat's paywalls have no
/// current-plan words of their own; like RevenueCat's own words on a paywall, they follow the paywall's locale.
public enum PaywallWords {
    /// One of kiosk's own paywall texts.
    public enum Word: Hashable, Sendable {
        case currentPlan, keepCurrentPlan, startsAtRenewal, choosePlan, nothingToBuy, continueButton, restorePurchases, terms, privacy
    }

    /// The mark of a package in `presentation`, in the language serving `locale`: the customer's current plan, or the
    /// plan a waiting change starts, with what that renewal charges when known (`Starts at renewal: $7.99`).
    public static func planMark(of package: String, in presentation: PaywallPresentation, locale: String?) -> String? {
        if presentation.currentPlanPackages.contains(package) { return text(.currentPlan, locale: locale) }
        guard presentation.scheduledPlanPackages.contains(package) else { return nil }
        let words = text(.startsAtRenewal, locale: locale)
        return presentation.scheduledPlanPrices[package].map { "\(words): \($0)" } ?? words
    }

    /// What stands in for the purchase button on a current plan's package: its mark, or while a change waits for
    /// its subscription's renewal, the action of keeping it.
    public static func currentPlanButton(for package: String, in presentation: PaywallPresentation) -> Word {
        presentation.keptPlanPackages.contains(package) ? .keepCurrentPlan : .currentPlan
    }

    /// An offer's terms before the regular price, in the language that serves `locale`: `3 months free, then
    /// $4.99/month`, `3 months at $1.99/month, then …`, `2 months for $0.99, then …`.
    public static func offer(_ terms: OfferTerms, then price: String, locale: String?) -> String {
        let (duration, offered) = (terms.duration, terms.price)
        let words: (en: String, de: String, ja: String) = switch terms.payment {
        case .freeTrial: ("\(duration) free, then \(price)", "\(duration) kostenlos, danach \(price)", "\(duration)無料、その後\(price)")
        case .payAsYouGo: ("\(duration) at \(offered), then \(price)", "\(duration) für \(offered), danach \(price)", "\(duration)は\(offered)、その後\(price)")
        case .payUpFront: ("\(duration) for \(offered), then \(price)", "\(duration) für \(offered), danach \(price)", "\(duration)で\(offered)、その後\(price)")
        }
        return KioskLanguage(serving: locale).pick(words)
    }

    /// The text of a word in the language that serves `locale`.
    public static func text(_ word: Word, locale: String?) -> String {
        KioskLanguage(serving: locale).pick(translations(word))
    }

    /// The word in each language.
    private static func translations(_ word: Word) -> (en: String, de: String, ja: String) {
        switch word {
        case .currentPlan: ("Your current plan", "Dein aktueller Plan", "ご利用中のプラン")
        case .keepCurrentPlan: ("Keep your current plan", "Aktuellen Plan behalten", "現在のプランを継続")
        case .startsAtRenewal: ("Starts at renewal", "Ab der Verlängerung", "次回更新から")
        case .choosePlan: ("Choose a plan", "Wähle deinen Plan", "プランを選択")
        case .nothingToBuy: ("Nothing to buy here.", "Hier gibt es nichts zu kaufen.", "購入できるものはありません。")
        case .continueButton: ("Continue", "Weiter", "続ける")
        case .restorePurchases: ("Restore purchases", "Käufe wiederherstellen", "購入を復元")
        case .terms: ("Terms", "Nutzungsbedingungen", "利用規約")
        case .privacy: ("Privacy", "Datenschutz", "プライバシー")
        }
    }
}
