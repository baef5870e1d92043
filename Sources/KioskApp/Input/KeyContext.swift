/// Where a key is pressed, which decides what it means: anywhere, on a list screen, on a paywall, or while text is
/// typed (a filter, an offer code, a customer's name, a clock step).
public enum KeyContext: Hashable, Sendable {
    /// Wherever it is pressed (Ctrl-C, Ctrl-Z), before anything else sees it.
    case anywhere
    /// On a screen of rows: the home screen, the store, settings, the transaction manager.
    case list
    /// On a paywall; a key the paywall leaves alone means what it means on a list.
    case paywall
    /// While text is typed into a filter or a field.
    case text
    /// While the offerings are fetched (a screen says so), before the screen's own keys.
    case offeringsFetch
    /// While the quit question is open: the keys that quit; any other key closes the question.
    case quitPrompt
}
