/// The home screen: the way into the store, each placement's paywall, the account and the sandbox tools.
enum HomeScreen {
    /// The home screen's rows.
    static func content(_ state: AppState) -> ScreenContent {
        let placements = state.paywalls?.placements ?? []
        let loading = state.offeringsLoading.map { [.heading("Placements")] + $0.rows } ?? []
        return ScreenContent(title: "Kiosk", rows: [
            .heading("Shop"),
            .item("Store", detail: "every product", .open(.store)),
        ] + loading + (placements.isEmpty ? [] : [.heading("Placements")]) + placements.map {
            .item($0, detail: "paywall", .open(.paywall(placement: $0)))
        } + [
            .heading("Account"),
            .item("My purchases", .open(.myPurchases)),
            .item("Restore purchases", .open(.restore)),
            .item("Redeem an offer code", .open(.offerCode)),
            .item("Check for an update", .perform(.checkForUpdate(force: true))),
            .heading("Sandbox"),
            .item("Transaction manager", .open(.transactions)),
            .item("Settings", .open(.settings)),
            .item("Quit", .quit),
        ])
    }
}
