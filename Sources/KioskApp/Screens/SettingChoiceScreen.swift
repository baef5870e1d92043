import Foundation
import PaywallModel
import PurchaseFlow

/// Choosing one sandbox setting's value from every value kiosk supports (every storefront, every locale, every
/// error StoreKit can throw from an API), the one in force marked; `/` filters the list.
public enum SettingChoiceScreen {
    /// The settings chosen from a list.
    public enum Setting: Hashable, Sendable {
        /// The storefront purchases are made in.
        case storefront
        /// The locale names and prices are shown in.
        case locale
        /// The simulated error of one StoreKit API.
        case simulatedError(StoreKitErrorSetting.API)

        /// The setting's key, as `kiosk sandbox set` takes it.
        var key: String {
            switch self {
            case .storefront: "storefront"
            case .locale: "locale"
            case .simulatedError(let api): "error.\(SimulatedErrors.key(of: api))"
            }
        }

        /// The screen's title.
        var title: String {
            switch self {
            case .storefront: "Storefront"
            case .locale: "Locale"
            case .simulatedError(let api): "Simulated error: \(api.name)"
            }
        }
    }

    /// Every locale with a region that Foundation formats prices for, by English name (`German (Germany)`).
    static let locales: [(identifier: String, name: String)] = Locale.availableIdentifiers
        .filter { $0.contains("_") && !$0.contains("@") }
        .map { ($0, LocaleText.name($0)) }
        .sorted { ($0.name, $0.identifier) < ($1.name, $1.identifier) }

    /// The chooser's rows: how to filter, the result of the last choice, then every value.
    static func content(_ setting: Setting, _ state: AppState, outcome: EffectResult.Outcome?) -> ScreenContent {
        guard let store = state.store else { return ScreenContent(title: setting.title, rows: ScreenContent.storeUnavailableRows(state)) }
        var rows: [ListRow] = [.text("Enter chooses; / filters the list (type part of a name or code).")]
        if let outcome { rows.append(.outcome(outcome)) }
        rows += choices(setting, store.settings).map { choice in
            let detail = choice.isCurrent ? [choice.detail, "in use"].filter { !$0.isEmpty }.joined(separator: " · ") : choice.detail
            return .item(choice.label, detail: detail, tone: choice.isCurrent ? .success : nil,
                         .perform(.setting(key: setting.key, value: choice.value)))
        }
        return ScreenContent(title: setting.title, rows: rows)
    }

    /// Where the chooser opens: on the value in force (its index among the values), so the list shows it and
    /// the arrows move from it.
    static func indexOfValueInForce(_ setting: Setting, _ settings: SandboxSettings) -> Int {
        choices(setting, settings).firstIndex(where: \.isCurrent) ?? 0
    }

    /// One value to choose: what the row says and the setting value it stands for.
    private struct Choice {
        let label: String
        let detail: String
        let value: String
        let isCurrent: Bool
    }

    private static func choices(_ setting: Setting, _ settings: SandboxSettings) -> [Choice] {
        switch setting {
        case .storefront:
            return Storefront.all.sorted { $0.name < $1.name }.map {
                Choice(label: $0.name, detail: "\($0.alpha3) · \($0.currency.code)", value: $0.alpha3, isCurrent: $0 == settings.storefront)
            }
        case .locale:
            let known = locales.contains { $0.identifier == settings.locale } ? [] : [(identifier: settings.locale, name: LocaleText.name(settings.locale))]
            return (known + locales).map { Choice(label: $0.name, detail: $0.identifier, value: $0.identifier, isCurrent: $0.identifier == settings.locale) }
        case .simulatedError(let api):
            let current = settings.simulatedErrors[api]
            return [Choice(label: "No error", detail: "", value: "off", isCurrent: current == nil)]
                + SimulatedErrors.errors(for: api).map { Choice(label: $0.rawValue, detail: family(of: $0), value: $0.rawValue, isCurrent: $0 == current) }
        }
    }

    /// The StoreKit error type a code belongs to.
    private static func family(of code: MarketplaceError.Code) -> String {
        switch code {
        case .unknown, .userCancelled, .networkError, .systemError, .notAvailableInStorefront, .notEntitled: "StoreKitError"
        case .unverifiedTransaction: "VerificationResult.VerificationError"
        default: "Product.PurchaseError"
        }
    }
}
