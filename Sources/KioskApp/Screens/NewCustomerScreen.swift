/// Adding a customer: a field for the name; Enter creates the customer (on first use) and acts for them.
enum NewCustomerScreen {
    /// The longest name a customer may have.
    static let maximumNameLength = 40

    /// The new customer screen's rows (the field shows what has been typed, then who is on the ledger).
    static func content(_ state: AppState) -> ScreenContent {
        var rows: [ListRow] = [
            .text("Type a name for the new customer and press Enter to act for them."),
            .text("Name: \(state.current.input)_"),
        ]
        if let customers = state.store?.customer?.customers, !customers.isEmpty {
            rows.append(.heading("On this ledger"))
            rows += customers.map { .text($0, detail: $0 == state.customerName ? "current" : "") }
        }
        return ScreenContent(title: "New customer", rows: rows)
    }

    /// Acts for the customer with the typed name, back on the screen before; a note says why not when the name
    /// is empty or too long.
    static func submit(_ name: String, in state: inout AppState) -> [Effect] {
        guard !name.isEmpty else {
            state.notice = "Type a name first."
            return []
        }
        guard name.count <= maximumNameLength else {
            state.notice = "A name has at most \(maximumNameLength) characters."
            return []
        }
        state.pop()
        return ActionRunner.start(.switchCustomer(name: name), in: &state)
    }
}
