import PurchaseFlow

/// Whether the store's own sheets (manage subscriptions, refund request, offer code) may open: a sheet whose
/// simulated error the sandbox settings set fails to open, and the screen says so instead and offers a way back.
enum SheetGate {
    /// The simulated error that keeps a sheet from opening now; nil when it can open.
    static func blocked(_ sheet: StoreSheet, _ store: StoreSnapshot?) -> MarketplaceError.Code? {
        store?.settings.simulatedErrors[sheet.api]
    }

    /// The rows a blocked sheet shows instead of its own, wrapped to the list's `width`: why, how to stop the
    /// error, and the way back.
    static func blockedRows(_ sheet: StoreSheet, _ code: MarketplaceError.Code, width: Int) -> [ListRow] {
        ListRow.paragraph("\(title(sheet)) cannot open: the sandbox simulates the error \(code.rawValue) for the \(sheet.api.name).", width: width)
            + ListRow.paragraph("'kiosk sandbox set error.\(SimulatedErrors.key(of: sheet.api)) off' turns it off.", width: width)
            + [.item("Back", .dismiss(notice: nil))]
    }

    private static func title(_ sheet: StoreSheet) -> String {
        switch sheet {
        case .manageSubscriptions: "Managing subscriptions"
        case .refundRequest: "The refund request"
        case .offerCodeRedeem: "Redeeming an offer code"
        }
    }
}
