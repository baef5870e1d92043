/// Keeps a long list of problems readable: the first 100, then how many more there are.
enum ProblemLines {
    /// How many problems are printed without `--all`.
    static let shown = 100

    /// `lines` as they are with `all` or when there are at most `shown`; else the first `shown` and a line counting the
    /// rest (a lazy collection makes only the lines shown).
    static func limited<Lines: Collection<String>>(_ lines: Lines, all: Bool) -> [String] {
        guard !all, lines.count > shown else { return Array(lines) }
        let rest = lines.count - shown
        return Array(lines.prefix(shown)) + ["… and \(rest) more problem\(rest == 1 ? "" : "s") (--all prints every one)"]
    }
}
