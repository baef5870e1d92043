/// A hint in the key bar (`Enter open`): where it shows, its place from the left, and its words (which may depend on
/// the state, as Enter on a paywall buys or presses the focused control).
struct KeyHint: Sendable {
    /// Where it shows.
    let context: KeyContext
    /// Its place in the bar, from 0 at the left.
    let place: Int
    /// Its words.
    let words: @Sendable (AppState) -> String

    init(_ context: KeyContext, _ place: Int, _ words: String) {
        self.init(context, place) { _ in words }
    }

    init(_ context: KeyContext, _ place: Int, _ words: @escaping @Sendable (AppState) -> String) {
        self.context = context
        self.place = place
        self.words = words
    }
}
