import PaywallModel
import PurchaseFlow

/// Settings: the sandbox switches that every process on the ledger shares (Ask to Buy, interrupted
/// purchases, storefront, locale, time rate, simulated errors). Enter changes the selected one.
enum SettingsScreen {
    /// The storefronts Enter cycles through.
    static let storefronts = ["USA", "DEU", "GBR", "JPN", "FRA"]
    /// The locales Enter cycles through (prices and names in the store follow).
    static let locales = ["en_US", "de_DE", "ja_JP", "fr_FR", "ar_SA"]
    /// The simulated purchase errors Enter cycles through (`off` first).
    static let purchaseErrors = ["off", "networkError", "purchaseNotAllowed", "systemError"]

    /// The settings rows.
    static func content(_ state: AppState, outcome: EffectResult.Outcome?) -> ScreenContent {
        guard let store = state.store else {
            return ScreenContent(title: "Settings", rows: ScreenContent.storeUnavailableRows(state))
        }
        let settings = store.settings
        let purchaseError = settings.simulatedErrors[.purchase]?.rawValue ?? "off"
        let storefront = settings.storefront.alpha3
        var rows: [ListRow] = [
            .heading("Sandbox"),
            toggle("Ask to Buy", key: "ask-to-buy", isOn: settings.isAskToBuyEnabled),
            toggle("Interrupted purchases", key: "interrupted", isOn: settings.isInterruptedPurchasesEnabled),
            .item("Storefront", detail: storefront, .perform(.setting(key: "storefront", value: next(after: storefront, in: storefronts)))),
            .item("Locale", detail: settings.locale, .perform(.setting(key: "locale", value: next(after: settings.locale, in: locales)))),
            .item("Time rate", detail: settings.timeRate.description, .open(.clock)),
            .item("Simulated purchase error", detail: purchaseError,
                  .perform(.setting(key: "error.purchase", value: next(after: purchaseError, in: purchaseErrors)))),
            .text("Installation source", detail: store.installationSource.description),
            .heading("Display"),
            themeRow(state),
        ] + CustomerRows.settings(state)
        // The result shows under the switches, before the app transaction's longer section.
        if let outcome { rows.append(.outcome(outcome)) }
        rows += AppTransactionRows.settings(store) + ServerRows.settings(store)
        return ScreenContent(title: "Settings", rows: rows)
    }

    /// The theme in use; Enter switches to the next of the choices. Without choices (colors off) it says so.
    static func themeRow(_ state: AppState) -> ListRow {
        let names = state.themeChoices.map(\.name)
        guard names.count > 1 else {
            return .text("Theme", detail: names.isEmpty && state.theme.isMonochrome ? "\(state.theme.name) (colors are off)" : state.theme.name)
        }
        return .item("Theme", detail: state.theme.name, .chooseTheme(name: next(after: state.theme.name, in: names)))
    }

    private static func toggle(_ label: String, key: String, isOn: Bool) -> ListRow {
        .item(label, detail: isOn ? "on" : "off", .perform(.setting(key: key, value: isOn ? "off" : "on")))
    }

    /// The value after `value` in `values`, round again after the last (the first when `value` is not there).
    static func next(after value: String, in values: [String]) -> String {
        let index = values.firstIndex(of: value) ?? -1
        return values[(index + 1) % values.count]
    }
}
