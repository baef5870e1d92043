/// What a screen shows: its title and its rows, worked out from the state.
public struct ScreenContent: Hashable, Sendable {
    /// The title in the top bar.
    public var title: String
    /// The rows, before any filter.
    public var rows: [ListRow]

    /// The content of the current screen of a state.
    public static func of(_ state: AppState) -> ScreenContent {
        of(state.current.kind, in: state)
    }

    /// The content of a screen in a state.
    public static func of(_ kind: Screen.Kind, in state: AppState) -> ScreenContent {
        switch kind {
        case .home: return HomeScreen.content(state)
        case .restore: return RestoreScreen.content(state)
        case .offerCode: return OfferCodeScreen.content(state)
        case .purchase(let productID): return PurchaseScreen.content(productID: productID, state)
        case .store: return ScreenContent(title: "Store", rows: [.text("No catalog is loaded.")])
        case .product(let id): return ScreenContent(title: id, rows: [.text("No catalog is loaded.")])
        case .paywall(let placement): return ScreenContent(title: "Paywall: \(placement)", rows: [.text("No offerings are loaded.")])
        case .myPurchases: return ScreenContent(title: "My purchases", rows: [.text("No purchases yet.")])
        case .updatePrompt: return ScreenContent(title: "App update", rows: [.text("No update information is loaded.")])
        case .transactions: return ScreenContent(title: "Transaction manager", rows: [.text("No sandbox store is open.")])
        case .settings: return ScreenContent(title: "Settings", rows: [.text("Nothing to set yet.")])
        }
    }

    /// The rows left after the screen's filter (headings are kept only when an item under them matches).
    public func rows(filteredBy filter: String?) -> [ListRow] {
        guard let filter, !filter.isEmpty else { return rows }
        var result: [ListRow] = []
        var pendingHeading: ListRow?
        for row in rows {
            if row.isHeading {
                pendingHeading = row
            } else if row.label.localizedCaseInsensitiveContains(filter) || row.detail.localizedCaseInsensitiveContains(filter) {
                if let heading = pendingHeading {
                    result.append(heading)
                    pendingHeading = nil
                }
                result.append(row)
            }
        }
        return result
    }
}
