/// Quitting: at once, unless a purchase is in flight, when the user is asked first.
enum QuitRequest {
    /// Quits, or opens the confirmation while a purchase is in flight.
    static func ask(in state: inout AppState) -> [Effect] {
        if state.isPurchaseInFlight {
            state.overlay = .confirmQuit
            return []
        }
        state.isQuitting = true
        return [.quit]
    }
}
