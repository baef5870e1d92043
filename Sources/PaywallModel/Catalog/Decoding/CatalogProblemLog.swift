/// Collects the problems found while decoding one catalog file, with their places.
final class CatalogProblemLog {
    let file: String
    let document: JSONDocument
    private(set) var problems: [CatalogProblem] = []

    init(file: String, document: JSONDocument) {
        self.file = file
        self.document = document
    }

    /// Records a problem with the value at `path`, which starts at byte `offset`.
    func report(_ message: String, at path: JSONPath, offset: Int) {
        problems.append(CatalogProblem(file: file, path: path.description, position: document.position(ofOffset: offset), message: message))
    }
}
