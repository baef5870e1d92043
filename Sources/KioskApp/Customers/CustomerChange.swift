/// Switching the customer the program acts for: everything read or done for the one before is dropped, so
/// one customer's purchases are never shown as another's.
enum CustomerChange {
    /// Starts acting for the customer called `name`; returns false (with a note why) when it cannot now.
    static func begin(for name: String, in state: inout AppState) -> Bool {
        guard !state.isPurchaseInFlight else {
            state.notice = "A purchase is in progress; switch customers when it has ended."
            return false
        }
        state.customerName = name
        state.store = nil
        state.watchedRequests = []
        state.scheduledDecisions = []
        state.storeProblem = nil
        state.reviewRequestedAfter = nil
        state.notice = "Now acting for \(name)."
        return true
    }

    /// Whether a snapshot was read for the current customer (one read for another is dropped).
    static func isCurrent(_ snapshot: StoreSnapshot, in state: AppState) -> Bool {
        (snapshot.customer?.name ?? state.customerName) == state.customerName
    }
}
