import Foundation

/// Collects the issues found while reading one document, and places them (path, line, column); past a limit
/// it only counts them, so a file with a million problems costs the memory of the ones that will be printed.
final class DecodingContext {
    /// The file or URL being read.
    let source: String
    /// The parsed document, for turning offsets into lines and columns; `nil` for values made in code.
    let document: JSONDocument?
    /// Issues so far, in the order found: the first `keptLimit`.
    private(set) var issues: [DocumentIssue] = []
    /// The issues found after the first `keptLimit`, counted without their text.
    private(set) var omitted = IssueTally()
    /// How many issues keep their text; `nil` keeps every one.
    let keptLimit: Int?
    /// Whether stacks skip their children: set while an override's properties are checked, which only
    /// concerns the component itself (its children were read already).
    let skipsChildren: Bool
    /// Whether offerings read their paywalls; a document read to draw one paywall reads that one alone, later.
    var readsPaywalls = true

    init(source: String, document: JSONDocument?, skipsChildren: Bool = false, keptLimit: Int? = nil) {
        self.source = source
        self.document = document
        self.skipsChildren = skipsChildren
        self.keptLimit = keptLimit
    }

    /// An issue at `path`, placed at the value starting at byte `offset`.
    func issue(_ severity: DocumentIssue.Severity, _ message: String, at path: JSONPath, offset: Int) -> DocumentIssue {
        let position = document?.position(ofOffset: offset)
        return DocumentIssue(severity: severity, source: source, path: path.description, line: position?.line, column: position?.column, message: message)
    }

    /// Records a warning.
    func warn(_ message: String, at path: JSONPath, offset: Int) {
        add(issue(.warning, message, at: path, offset: offset))
    }

    /// Records an error that does not stop reading (the part is dropped or marked invalid).
    func record(_ error: DocumentError) {
        add(error.issue)
    }

    /// Keeps an issue, or only counts it once `keptLimit` are kept.
    func add(_ issue: DocumentIssue) {
        if let keptLimit, issues.count >= keptLimit {
            omitted.count(issue.severity)
        } else {
            issues.append(issue)
        }
    }
}
