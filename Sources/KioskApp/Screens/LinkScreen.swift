/// What a paywall's link shows in a terminal, which opens no browser: the address it goes to and the catalog's
/// policy text, selectable for copying, and the way back.
enum LinkScreen {
    /// The link screen's rows.
    static func content(title: String, texts: [String], _ state: AppState) -> ScreenContent {
        let width = ListLayout.listArea(for: state.size).width
        guard !texts.isEmpty else {
            return ScreenContent(title: title, rows: [.text("The paywall gives no address and the catalog no text for this."),
                                                      .item("Back", .dismiss(notice: nil))])
        }
        let rows = texts.flatMap { ListRow.paragraph($0, width: width, indent: "  ") }
        return ScreenContent(title: title, rows: [.text("Kiosk opens no browser; this is what the link shows:")] + rows
                             + [.text("(Hold Shift and drag with the mouse to copy.)"), .item("Back", .dismiss(notice: nil))])
    }
}
