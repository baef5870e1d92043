/// Keeps a long list of problems readable: the first 100, then how many more there are.
enum ProblemLines {
    /// How many problems are printed without `--all`.
    static let shown = 100

    /// `lines` as they are with `all` or when there are at most `shown`; else the first `shown` and a line counting the
    /// rest (a lazy collection makes only the lines shown), `omitted` more among them: problems counted without
    /// their text.
    static func limited<Lines: Collection<String>>(_ lines: Lines, all: Bool, omitted: Int = 0) -> [String] {
        let printed = all ? Array(lines) : Array(lines.prefix(shown))
        let rest = lines.count - printed.count + omitted
        guard rest > 0 else { return printed }
        return printed + ["… and \(rest) more problem\(rest == 1 ? "" : "s") (--all prints every one)"]
    }
}
