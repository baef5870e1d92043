/// What a paywall's link shows in a terminal, which opens no browser: the address it goes to and the catalog's
/// policy text, selectable for copying, and the way back, in the customer's locale (`AppWords`).
enum LinkScreen {
    /// The link screen's rows.
    static func content(title: String, texts: [String], _ state: AppState) -> ScreenContent {
        let width = ListLayout.listArea(for: state.size).width
        let locale = state.store?.settings.locale
        let back = ListRow.item(AppWords.text(.back, locale: locale), .dismiss(notice: nil))
        guard !texts.isEmpty else {
            return ScreenContent(title: title, rows: [.text(AppWords.text(.nothingToShow, locale: locale)), back])
        }
        let rows = texts.flatMap { ListRow.paragraph($0, width: width, indent: "  ") }
        return ScreenContent(title: title, rows: [.text(AppWords.text(.noBrowser, locale: locale))] + rows
                             + [.text(AppWords.text(.copyHint, locale: locale)), back])
    }
}
