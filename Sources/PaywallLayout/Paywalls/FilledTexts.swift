import Synchronization

/// A presentation's texts with their variables filled, each text and package filled once: a paywall's texts
/// are filled again every time it is drawn, and filling prices and dates is costly. Filling depends only on the
/// text and the package (the presentation's prices, locale and clock are fixed when it is made).
final class FilledTexts: Sendable {
    private struct Key: Hashable {
        let text: ExactText
        let packageID: String?
    }

    private let fill: @Sendable (_ text: String, _ packageID: String?) -> String
    private let filled = Mutex<[Key: String]>([:])

    /// Fills texts with `fill`.
    init(_ fill: @escaping @Sendable (_ text: String, _ packageID: String?) -> String) {
        self.fill = fill
    }

    /// The text with its variables filled for a package.
    func text(_ text: String, packageID: String?) -> String {
        let key = Key(text: ExactText(text: text), packageID: packageID)
        if let kept = filled.withLock({ $0[key] }) { return kept }
        let result = fill(text, packageID)
        filled.withLock { $0[key] = result }
        return result
    }
}
