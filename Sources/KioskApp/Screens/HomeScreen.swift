/// The home screen: the way into the store, the placements' paywalls, the account and the sandbox tools.
enum HomeScreen {
    /// The home screen's rows.
    static func content(_ state: AppState) -> ScreenContent {
        ScreenContent(title: "Kiosk", rows: [
            .heading("Shop"),
            .item("Store", detail: "every product", .open(.store)),
            .heading("Account"),
            .item("My purchases", .open(.myPurchases)),
            .item("Restore purchases", .open(.restore)),
            .item("Redeem an offer code", .open(.offerCode)),
            .item("Check for an update", .open(.updatePrompt)),
            .heading("Sandbox"),
            .item("Transaction manager", .open(.transactions)),
            .item("Settings", .open(.settings)),
            .item("Quit", .quit),
        ])
    }
}
