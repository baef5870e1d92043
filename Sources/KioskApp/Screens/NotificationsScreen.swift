import PaywallLayout
import PurchaseFlow

/// Server notifications: where they are posted, a test notification on request, and the newest ones with where
/// each delivery stands (sent, retrying at …, failed with the HTTP status), as `kiosk sandbox notifications` lists
/// them. The interactive program posts them while it runs, as `kiosk serve` does.
enum NotificationsScreen {
    /// How many of the newest notifications the screen lists.
    static let shown = 100

    /// The notifications screen's rows.
    static func content(_ state: AppState, outcome: EffectResult.Outcome?) -> ScreenContent {
        let title = "Server notifications"
        guard let store = state.store else { return ScreenContent(title: title, rows: ScreenContent.storeUnavailableRows(state)) }
        var rows: [ListRow] = [
            ServerRows.urlRow(store),
            .item("Send a test notification", .perform(.requestTestNotification)),
        ]
        if let outcome { rows.append(.outcome(outcome)) }
        let total = store.notificationCounts.values.reduce(0, +)
        rows.append(.heading(total > store.notifications.count ? "Newest \(store.notifications.count) of \(total)" : "Newest first"))
        if store.notifications.isEmpty { rows.append(.text("No notifications yet.")) }
        rows += store.notifications.map { row($0, store) }
        return ScreenContent(title: title, rows: rows)
    }

    /// The settings row's summary: how many notifications are in each state (`3 sent · 1 retrying`), or `none yet`.
    static func summary(_ counts: [ServerNotification.State: Int]) -> String {
        let parts: [(ServerNotification.State, String)] = [(.sent, "sent"), (.pending, "pending"), (.failed, "failed"), (.unsent, "unsent")]
        let words = parts.compactMap { state, word in counts[state].flatMap { $0 > 0 ? "\($0) \(word)" : nil } }
        return words.isEmpty ? "none yet" : words.joined(separator: " · ")
    }

    /// One notification: `#12 DID_RENEW · #34` and where its delivery stands; it opens its transaction (which
    /// says when), when it carries one.
    private static func row(_ notification: ServerNotification, _ store: StoreSnapshot) -> ListRow {
        let kind = notification.type.rawValue + (notification.subtype.map { " \($0.rawValue)" } ?? "")
        let label = "#\(notification.id) \(kind)" + (notification.transactionID.map { " · #\($0)" } ?? "")
        let detail = notification.stateDescription { DateText.day($0.date) }
        let tone: ColorRole? = switch notification.state {
        case .sent: nil
        case .pending: notification.isRetrying ? .pending : nil
        case .failed: .danger
        case .unsent: .muted
        }
        guard let id = notification.transactionID, store.record(id) != nil else { return .text(label, detail: detail, tone: tone) }
        return .item(label, detail: detail, tone: tone, .open(.transaction(id: id)))
    }
}
