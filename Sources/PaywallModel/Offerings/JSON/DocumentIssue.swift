import TerminalSafety

/// One problem or remark about a document: where it is, how serious, and what is wrong.
public struct DocumentIssue: Sendable, Hashable, CustomStringConvertible {
    /// How serious an issue is.
    public enum Severity: String, Sendable, Hashable, Comparable {
        /// Something was ignored or replaced; the document still works.
        case warning
        /// Part of the document cannot be used as published.
        case error

        /// Errors sort after warnings.
        public static func < (lhs: Severity, rhs: Severity) -> Bool {
            lhs == .warning && rhs == .error
        }
    }

    /// How serious it is.
    public var severity: Severity
    /// The file or URL the document came from.
    public var source: String
    /// Where in the document, as a JSON path (`$.offerings[0].packages`), when known.
    public var path: String?
    /// The line and column (1-based), when the JSON text itself is at fault.
    public var line: Int?
    /// The column (1-based, in characters), with `line`.
    public var column: Int?
    /// What is wrong, and what was expected (at most `LongText.messageLimit` bytes: a long value is cut).
    public var message: String

    /// Creates an issue.
    public init(severity: Severity, source: String, path: String? = nil, line: Int? = nil, column: Int? = nil, message: String) {
        self.severity = severity
        self.source = source
        self.path = path
        self.line = line
        self.column = column
        self.message = LongText.cut(message)
    }

    /// `source:line:column: severity: message` or `source: $.path: severity: message`, one line safe to print
    /// (the source, path and message go through `SafeText.line`).
    public var description: String {
        var place = SafeText.line(source)
        if let line, let column { place += ":\(line):\(column)" }
        if let path { place += ": \(SafeText.line(path))" }
        return "\(place): \(severity.rawValue): \(SafeText.line(message))"
    }
}
