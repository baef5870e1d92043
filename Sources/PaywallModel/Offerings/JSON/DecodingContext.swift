import Foundation

/// Collects the issues found while reading one offerings document, and places them (path, line, column).
final class DecodingContext {
    /// The file or URL being read.
    let source: String
    /// The parsed document, for turning offsets into lines and columns; `nil` for values made in code.
    let document: JSONDocument?
    /// Issues so far, in the order found.
    private(set) var issues: [DocumentIssue] = []
    /// Whether stacks skip their children: set while an override's properties are checked, which only
    /// concerns the component itself (its children were read already).
    let skipsChildren: Bool

    init(source: String, document: JSONDocument?, skipsChildren: Bool = false) {
        self.source = source
        self.document = document
        self.skipsChildren = skipsChildren
    }

    /// An issue at `path`, placed at the value starting at byte `offset`.
    func issue(_ severity: DocumentIssue.Severity, _ message: String, at path: JSONPath, offset: Int) -> DocumentIssue {
        let position = document?.position(ofOffset: offset)
        return DocumentIssue(severity: severity, source: source, path: path.description, line: position?.line, column: position?.column, message: message)
    }

    /// Records a warning.
    func warn(_ message: String, at path: JSONPath, offset: Int) {
        issues.append(issue(.warning, message, at: path, offset: offset))
    }

    /// Records an error that does not stop reading (the part is dropped or marked invalid).
    func record(_ error: DocumentError) {
        issues.append(error.issue)
    }
}
