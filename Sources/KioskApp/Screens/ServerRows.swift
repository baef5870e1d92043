import PurchaseFlow

/// Settings' server rows: how signed data is signed (the `environment` switch), and where notifications go.
enum ServerRows {
    /// The signing environments Enter cycles through.
    static let environments = [StoreEnvironment.xcode.rawValue, StoreEnvironment.sandbox.rawValue]

    /// The server section of settings.
    static func settings(_ store: StoreSnapshot) -> [ListRow] {
        let environment = store.settings.environment.rawValue
        return [
            .heading("Server"),
            .item("Signing environment", detail: environment,
                  .perform(.setting(key: "environment", value: SettingsScreen.next(after: environment, in: environments)))),
            .text("Notifications URL", detail: store.settings.notificationsURL?.absoluteString ?? "off"),
        ]
    }
}
