import Foundation

extension TmuxSession {
    /// On the store screen: filters the list to `filter`, opens the first product that matches, buys it and waits
    /// for `done` on the purchase screen, then goes back to the whole store (purchase → product → store, then
    /// Escape clears the filter).
    func buyFromStore(filter: String, price: String, done: String) throws {
        try press("/")
        try type(filter)
        try press("Enter", "Enter")
        try waitFor("Buy for \(price)")
        try press("Enter")
        try waitFor(done)
        try press("Escape", "Escape", "Escape")
    }
}
