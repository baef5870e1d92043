import Foundation
import PaywallModel
import PurchaseFlow

/// A sandbox setting as a sentence a tester reads once, from the settings in force after a change (`Ask to Buy
/// is on: every purchase waits for a parent's approval in the transaction manager.`).
enum SettingText {
    /// What a setting (by its key) now is and does.
    static func now(_ key: String, in settings: SandboxSettings) -> String {
        switch key {
        case "ask-to-buy":
            return settings.isAskToBuyEnabled ? "Ask to Buy is on: every purchase waits for a parent to approve or decline it in the transaction manager."
                                              : "Ask to Buy is off: purchases complete at once."
        case "interrupted":
            return settings.isInterruptedPurchasesEnabled ? "Interrupted purchases are on: every purchase stops until it is resolved in the transaction manager."
                                                          : "Interrupted purchases are off: purchases complete at once."
        case "storefront":
            let storefront = settings.storefront
            return "The storefront is \(storefront.name) (\(storefront.alpha3)): the store sells and charges in \(storefront.currency.code)."
        case "locale":
            return "The locale is \(LocaleText.name(settings.locale)) (\(settings.locale)): product names and prices are shown in it."
        case "time-rate":
            return settings.timeRate == .realTime ? "Time runs at real time: a monthly subscription renews once a month."
                                                  : "Time runs fast: \(settings.timeRate)."
        case "renewal-billing-issues":
            return settings.isRenewalBillingIssuesEnabled ? "Every renewal fails to bill now, and the subscription enters billing retry."
                                                          : "Renewals bill normally."
        case "billing-grace-period":
            return settings.isBillingGracePeriodEnabled ? "A renewal that fails to bill keeps access for a grace period first."
                                                        : "A renewal that fails to bill loses access at once (no grace period)."
        case "original-app-version":
            return settings.originalAppVersion.map { "Every app transaction now says the app was first bought as version \($0)." }
                ?? "Each app transaction says the version of the customer's first launch."
        case "refund-review":
            switch settings.refundReview {
            case .immediate: return "Refund requests are granted the moment they are asked."
            case .decline: return "Refund requests are always declined."
            case .delay(let step): return "Refund requests are granted \(step) after they are asked, on the sandbox clock."
            }
        case "environment":
            return "Signed data now names the \(settings.environment.rawValue) environment."
        default:
            guard key.hasPrefix("error."), let api = SimulatedErrors.api(named: String(key.dropFirst(6))) else { return "The setting changed." }
            guard let code = settings.simulatedErrors[api] else { return "\(api.name) works again: no simulated error." }
            return "\(api.name) now fails with the simulated error \(code.rawValue)."
        }
    }
}
