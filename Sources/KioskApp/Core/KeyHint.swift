/// A hint in the key bar (`Enter open`): where it shows, its place from the left, its words (which may depend on
/// the state, as Enter on a paywall buys or presses the focused control), and on a paywall, whether its key acts on
/// the one shown.
struct KeyHint: Sendable {
    /// Where it shows.
    let context: KeyContext
    /// Its place in the bar, from 0 at the left.
    let place: Int
    /// Its words.
    let words: @Sendable (AppState) -> String
    /// Whether its key acts on the paywall shown (nil: it shows wherever its context is).
    let showsOn: (@Sendable (PaywallScene, AppState) -> Bool)?

    init(_ context: KeyContext, _ place: Int, _ words: String, showsOn: (@Sendable (PaywallScene, AppState) -> Bool)? = nil) {
        self.context = context
        self.place = place
        self.words = { _ in words }
        self.showsOn = showsOn
    }

    init(_ context: KeyContext, _ place: Int, _ words: @escaping @Sendable (AppState) -> String) {
        self.context = context
        self.place = place
        self.words = words
        self.showsOn = nil
    }
}
