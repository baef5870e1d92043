import PaywallLayout
import PurchaseFlow

/// The app update prompt: the newer version and its release notes with Update and Later, or what the check
/// found instead.
enum UpdatePromptScreen {
    /// The update prompt's rows.
    static func content(_ state: AppState) -> ScreenContent {
        ScreenContent(title: "App update", rows: rows(state))
    }

    private static func rows(_ state: AppState) -> [ListRow] {
        if state.isCheckingForUpdate { return [.text("Checking for an update…")] }
        let later = ListRow.item("Back", .dismiss(notice: nil))
        let width = ListLayout.listArea(for: state.size).width
        switch state.updateCheck {
        case nil:
            return [.item("Check for an update", .perform(.checkForUpdate(force: true)))]
        case .notConfigured?:
            return [.text("No update answer is configured (kiosk --update FILE|URL)."), later]
        case .failed(let reason)?:
            return ListRow.paragraph("The update check failed: \(reason)", width: width) + [.item("Try again", .perform(.checkForUpdate(force: true))), later]
        case .checked(let result)?:
            return rows(for: result, width: width)
        }
    }

    private static func rows(for result: AppUpdateCheckResult, width: Int) -> [ListRow] {
        switch result {
        case .available(let update):
            let place = update.storeURL.map { "Open \($0.absoluteString) to update." } ?? "Update from the store you installed from."
            return [.heading("Version \(update.version) is available")] + notes(update, width: width) + [
                .item("Update", detail: "open the store page", .dismiss(notice: place)),
                .item("Later", detail: "ask again tomorrow", .dismiss(notice: "You will be asked again in a day.")),
            ]
        case .requiresNewerOS(let update):
            let needed = update.minimumOSVersion.map { "system version \($0) or newer" } ?? "a newer system"
            return [.text("Version \(update.version) is available but needs \(needed)."),
                    .item("Back", .dismiss(notice: nil))]
        case .upToDate:
            return [.text("This is the newest version."), .item("Back", .dismiss(notice: nil))]
        case .throttled:
            return [.text("Checked for an update less than a day ago."), .item("Check again now", .perform(.checkForUpdate(force: true))),
                    .item("Back", .dismiss(notice: nil))]
        }
    }

    /// The release notes wrapped to the list's width.
    private static func notes(_ update: AppUpdate, width: Int) -> [ListRow] {
        guard let notes = update.releaseNotes, !notes.isEmpty else { return [] }
        return [.text("What's new:")] + ListRow.paragraph(notes, width: width)
    }
}
