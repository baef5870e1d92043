import PurchaseFlow

/// Settings' app transaction rows: the customer's verified app transaction (bundle id, versions, original
/// purchase date, environment, id), what its original version grants under the rules, and the sandbox's
/// original-app-version and refund-review switches.
enum AppTransactionRows {
    /// The original app versions Enter cycles through (`off` uses the version of the first launch).
    static let originalVersions = ["off", "1.0", "1.5"]
    /// The refund reviews Enter cycles through.
    static let refundReviews = ["48h", "immediate", "decline"]

    /// The app transaction section of settings.
    static func settings(_ store: StoreSnapshot) -> [ListRow] {
        var rows: [ListRow] = [.heading("App transaction")]
        switch store.appTransaction {
        case .verified(let app)?:
            rows += [
                .text("Bundle id", detail: app.bundleID),
                .text("App version", detail: app.appVersion),
                .text("Original app version", detail: app.originalAppVersion),
                .text("Original purchase date", detail: DateText.day(app.originalPurchaseDate)),
                .text("Environment", detail: app.environment.rawValue),
                .text("App transaction id", detail: app.appTransactionID),
                .text("Verified", detail: "yes"),
            ]
            let granted = store.customer?.entitlements.filter { $0.state.isActive && $0.state.grantingOriginalAppVersion != nil }.map(\.name) ?? []
            if !granted.isEmpty { rows.append(.text("Granted by the original version", detail: granted.joined(separator: ", "))) }
        case .unverified(let reason)?:
            rows.append(.text("Verified", detail: "no: \(reason)"))
        case nil:
            rows.append(.text(store.appTransactionProblem.map { "Cannot be read: \($0)" } ?? "None issued: this customer never launched the app."))
        }
        let original = store.settings.originalAppVersion ?? "off"
        let review = store.settings.refundReview.description
        rows += [
            .item("Original app version setting", detail: original,
                  .perform(.setting(key: "original-app-version", value: SettingsScreen.next(after: original, in: originalVersions)))),
            .item("Refund review", detail: review,
                  .perform(.setting(key: "refund-review", value: SettingsScreen.next(after: review, in: refundReviews)))),
        ]
        return rows
    }
}
