import Foundation
import PurchaseFlow

/// The result of a subscription action as a sentence, from the subscription as the ledger has it afterwards
/// (`Auto-renew is off: Plus Premium, Monthly stays active until 30 Dec 2026 08:05 UTC, then ends.`).
enum SubscriptionActionText {
    /// What turning a billing issue off does beyond fixing billing, said on the item that does it: `ends it:
    /// auto-renew is off` while a failed renewal is retried and auto-renew is off (it is not renewed, so the grace
    /// period's access and the retry end now); nil otherwise (it renews, or only the switch is cleared).
    static func billingFixEnds(_ status: SandboxSubscriptionStatus) -> String? {
        let isRetried = status.state == .inGracePeriod || status.state == .inBillingRetryPeriod
        return isRetried && !status.renewalInfo.willAutoRenew ? billingFixEndsWords : nil
    }

    /// `billingFixEnds`'s words, which the item says and a store read that changes them looks for.
    static let billingFixEndsWords = "ends it: auto-renew is off"

    /// What an action came to: `record` is what the store returned, `status` the subscription read back after it;
    /// `renewal` the transaction fixing billing made, if it renewed; `everyRenewalFails` whether the
    /// renewal-billing-issues setting is on; `dropped` the product of the plan change that waited for the renewal and
    /// that turning auto-renew off dropped (`SandboxStore.planChangeDropped(since:)`); `locale` formats prices.
    static func result(of action: Effect.SubscriptionAction, record: LedgerRecord, status: SandboxSubscriptionStatus?, renewal: LedgerRecord? = nil,
                       everyRenewalFails: Bool = false, dropped: String? = nil, name: (String) -> String, locale: Locale) -> EffectResult.Outcome {
        guard let status else { return .failed("The subscription of \(name(record.productID)) is gone from the ledger.") }
        let product = name(status.subscription.productID)
        let end = DateText.day(status.subscription.expirationDate)
        let info = status.renewalInfo
        // When access ends while a failed renewal is retried (the grace period's end; the period's without one).
        let graceEnd = DateText.day(info.gracePeriodExpirationDate ?? status.subscription.expirationDate)
        switch action {
        case .cancelRenewal:
            guard !info.willAutoRenew else { return .failed("Auto-renew of \(product) is still on.") }
            let change = dropped.map { "; " + ManageText.dropped(name($0)) } ?? ""
            switch status.state {
            case .inGracePeriod:
                return .succeeded("Auto-renew is off: \(product) keeps access at most until its grace period ends (\(graceEnd)) and will not renew\(change).")
            case .inBillingRetryPeriod:
                return .succeeded("Auto-renew is off: \(product) is in billing retry, without access, and will not renew\(change).")
            default:
                return .succeeded("Auto-renew is off: \(product) stays active until \(end), then ends\(change).")
            }
        case .resumeRenewal:
            guard info.willAutoRenew else { return .failed("Auto-renew of \(product) is still off.") }
            let price = ChargedPrice.renewal(info, locale: locale).map { " for \($0)" } ?? ""
            // A renewal that failed to bill is retried: it happens when billing goes through, not at the date passed.
            if info.isInBillingRetry {
                return .succeeded("Auto-renew is on: \(name(info.autoRenewPreference)) renews\(price) once billing goes through (retried since \(end)).")
            }
            return .succeeded("Auto-renew is on: \(name(info.autoRenewPreference)) renews on \(end)\(price).")
        case .renew:
            switch status.state {
            case .subscribed: break
            case .inGracePeriod:
                return .failed("The renewal of \(product) failed to bill: it keeps access in its grace period until \(graceEnd).")
            case .inBillingRetryPeriod:
                return .failed("The renewal of \(product) failed to bill: it is in billing retry, without access.")
            default:
                return .failed("\(product) did not renew: it is \(status.state.words).")
            }
            return .succeeded("\(product) renewed now as transaction #\(record.id): active until \(end).")
        case .expire:
            guard status.state == .expired else { return .failed("\(product) is still \(status.state.words).") }
            return .succeeded("\(product) expired now (transaction #\(status.latest.id)); it no longer renews.")
        case .billingIssueOn:
            guard status.isBillingIssueOn else { return .failed("\(product) still bills normally.") }
            if status.state == .subscribed {
                return .succeeded("Billing issue on: the renewal of \(product) on \(end) will fail to bill, then grace period and billing retry follow.")
            }
            return .succeeded("Billing issue on: \(product) is \(status.state.words).")
        case .billingIssueOff:
            // While the setting is on, the next renewal fails again (at once, when one is already due).
            let setting = everyRenewalFails ? "renewal-billing-issues is on, so its next renewal fails to bill again" : nil
            guard !status.isBillingIssueOn else { return .failed("\(product) still has a billing issue" + (setting.map { ": \($0)." } ?? ".")) }
            if status.state == .expired { return .succeeded("Billing issue off: \(product) was not renewed: auto-renew was off, so it has ended.") }
            // The renewal it made first, so a status line cut at its width still says it.
            let renewed = renewal.map { "renewed as transaction #\($0.id)" + (ChargedPrice.text($0, locale: locale).map { ", charged \($0)" } ?? "") + "; " } ?? ""
            return .succeeded("Billing issue off: \(renewed)\(product) bills again and is \(status.state.words), until \(end)" + (setting.map { "; \($0)." } ?? "."))
        }
    }
}
