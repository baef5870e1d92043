import Synchronization

/// A presentation's texts with their variables filled, each text and package filled once: a paywall's texts
/// are filled again every time it is drawn, and filling prices and dates is costly. Filling depends only on the
/// text and the package (the presentation's prices, locale and clock are fixed when it is made).
///
/// Fills that read no clock are also handed to the `ClockFreeFills` given, if any, and taken from it, so a
/// presentation of the same paywall at another time fills only the texts that read the clock; those are listed
/// (`readingTheClock`) so that whoever keeps a drawing can tell whether it holds at another time.
final class FilledTexts: Sendable {
    /// A text and the package it is filled for.
    struct Key: Hashable, Sendable {
        let text: ExactText
        let packageID: String?
    }

    private struct State {
        var filled: [Key: String] = [:]
        var readingTheClock: [FilledText] = []
    }

    private let fill: @Sendable (_ text: String, _ packageID: String?) -> (text: String, readsClock: Bool)
    private let clockFree: ClockFreeFills?
    private let state = Mutex(State())

    /// Fills texts with `fill`, which also says whether the text read the clock; `clockFree` holds the fills
    /// that read no clock of presentations differing from this one in their time alone.
    init(_ fill: @escaping @Sendable (_ text: String, _ packageID: String?) -> (text: String, readsClock: Bool),
         clockFree: ClockFreeFills? = nil) {
        self.fill = fill
        self.clockFree = clockFree
    }

    /// Fills texts with `fill`, which reads no clock (a v1 template's variables).
    convenience init(_ fill: @escaping @Sendable (_ text: String, _ packageID: String?) -> String, clockFree: ClockFreeFills? = nil) {
        self.init({ (fill($0, $1), false) }, clockFree: clockFree)
    }

    /// The text with its variables filled for a package.
    func text(_ text: String, packageID: String?) -> String {
        let key = Key(text: ExactText(text: text), packageID: packageID)
        if let kept = state.withLock({ $0.filled[key] }) { return kept }
        if let kept = clockFree?.text(for: key) {
            state.withLock { $0.filled[key] = kept }
            return kept
        }
        let result = fill(text, packageID)
        state.withLock { state in
            state.filled[key] = result.text
            if result.readsClock { state.readingTheClock.append(FilledText(text: text, packageID: packageID, filled: result.text)) }
        }
        if !result.readsClock { clockFree?.keep(result.text, for: key) }
        return result.text
    }

    /// The texts filled so far whose fill read the clock, in the order they were first filled.
    var readingTheClock: [FilledText] {
        state.withLock { $0.readingTheClock }
    }
}
