import PaywallModel
import PurchaseFlow

/// Settings: the sandbox switches that every process on the ledger shares (Ask to Buy, interrupted
/// purchases, storefront, locale, time rate, simulated errors), then the display. Enter changes a switch or opens
/// the list of every value for the others; a change's result shows under the row it changed.
enum SettingsScreen {
    /// The settings rows.
    static func content(_ state: AppState, outcome: EffectResult.Outcome?) -> ScreenContent {
        guard let store = state.store else {
            return ScreenContent(title: "Settings", rows: ScreenContent.storeUnavailableRows(state))
        }
        let settings = store.settings
        var rows: [ListRow] = [
            .heading("Sandbox"),
            toggle("Ask to Buy", key: "ask-to-buy", isOn: settings.isAskToBuyEnabled),
            toggle("Interrupted purchases", key: "interrupted", isOn: settings.isInterruptedPurchasesEnabled),
            .item("Storefront", detail: "\(settings.storefront.name) (\(settings.storefront.alpha3))", .open(.settingChoice(.storefront))),
            .item("Locale", detail: "\(LocaleText.name(settings.locale)) (\(settings.locale))", .open(.settingChoice(.locale))),
            .item("Time rate", detail: settings.timeRate.description, .open(.clock)),
            .text("Installation source", detail: store.installationSource.description),
            .heading("Simulated errors"),
        ]
        rows += StoreKitErrorSetting.API.known.map { api in
            let code = settings.simulatedErrors[api]
            return .item(api.name, detail: code?.rawValue ?? "off", tone: code == nil ? nil : .warning, .open(.settingChoice(.simulatedError(api))))
        }
        rows += [.heading("Display"), themeRow(state),
                 .item("Purchase sheet", detail: state.showsPurchaseSheet ? "on" : "off (buying starts at once)", .showPurchaseSheet(!state.showsPurchaseSheet))]
            + CustomerRows.settings(state)
        let switchesEnd = rows.count
        rows += AppTransactionRows.settings(store) + ServerRows.settings(store)
        if let outcome {
            // Under the row the change concerns; a result with no row of its own under the switches.
            let concerned = rows.lastIndex { row in state.current.outcomeTask.map { concerns(row, $0) } ?? false }
            rows.insert(.outcome(outcome), at: concerned.map { $0 + 1 } ?? switchesEnd)
        }
        return ScreenContent(title: "Settings", rows: rows)
    }

    /// Whether a row changes what a task changed (the same setting, whatever the value).
    private static func concerns(_ row: ListRow, _ task: Effect.Work) -> Bool {
        guard case .perform(let rowTask) = row.action else { return false }
        if case .setting(let key, _) = rowTask, case .setting(let changed, _) = task { return key == changed }
        return rowTask == task
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
