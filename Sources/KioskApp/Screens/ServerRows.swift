import PurchaseFlow

/// Settings' server rows: how signed data is signed (the `environment` switch), where notifications go, and how
/// their deliveries went (opening the notifications screen).
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
            urlRow(store),
            .item("Notifications", detail: NotificationsScreen.summary(store.notificationCounts), .open(.notifications)),
        ]
    }

    /// Where notifications are posted, or `off`.
    static func urlRow(_ store: StoreSnapshot) -> ListRow {
        .text("Notifications URL", detail: store.settings.notificationsURL?.absoluteString ?? "off")
    }
}
