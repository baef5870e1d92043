import Foundation

/// A published offerings document: offerings with their paywalls, placements, and app-wide UI settings.
public struct OfferingsDocument: Sendable, Hashable {
    /// The offering shown where nothing else is said.
    public var currentOfferingID: String?
    /// The offerings, in order.
    public var offerings: [Offering]
    /// Which offering each placement shows.
    public var placements: Placements?
    /// App-wide settings for v2 paywalls.
    public var uiConfig: UIConfig
    /// Where the document came from (a path or URL).
    public var source: String
    /// What was found while reading it: accepted leniencies, ignored parts, paywalls that cannot be used.
    public var issues: [DocumentIssue]

    /// Creates a document.
    public init(currentOfferingID: String? = nil, offerings: [Offering], placements: Placements? = nil,
                uiConfig: UIConfig = UIConfig(), source: String = "", issues: [DocumentIssue] = []) {
        self.currentOfferingID = currentOfferingID
        self.offerings = offerings
        self.placements = placements
        self.uiConfig = uiConfig
        self.source = source
        self.issues = issues
    }

    /// The offering with `identifier`.
    public func offering(_ identifier: String) -> Offering? {
        offerings.first { $0.identifier == identifier }
    }

    /// Reads a document from JSON text; `source` names it in issues.
    ///
    /// Throws `DocumentError` when the JSON is broken (with line and column) or a required part is missing or
    /// of the wrong type (with its JSON path). A paywall that cannot be read does not stop the rest: its
    /// offering gets `.invalid` and the reason is in `issues`.
    ///
    /// With `shown`, only one paywall is read, to draw it: the offering `shown` picks (by its id, `nil` for
    /// none) from the document read without paywalls gets its paywall, and every other offering has none. Every
    /// byte is still checked as JSON (a syntax error anywhere throws) and repeated keys are still reported, but
    /// the other paywalls are never decoded, so their problems are not in `issues` (`kiosk validate` reads them
    /// all) and the work grows with the paywall drawn rather than with the document.
    public static func decode(_ data: Data, source: String,
                              onlyPaywallOf shown: ((OfferingsDocument) -> String?)? = nil) throws(DocumentError) -> OfferingsDocument {
        try decode(data, source: source, paywalls: shown.map { .onlyOf($0) } ?? .all)
    }

    /// Which paywalls a document's reading reads.
    enum PaywallReading {
        /// Every offering's, now.
        case all
        /// Only that of the offering picked from the document read without paywalls (see `decode(_:source:onlyPaywallOf:)`).
        case onlyOf((OfferingsDocument) -> String?)
        /// Each offering's when it is first asked for (`Offering.paywall`): every byte is checked as JSON now and
        /// repeated keys reported, but a paywall's own issues are found too late for `issues`, so this is for a
        /// document whose paywalls have none, the built-in demo's (`OfferingsDocument.demo`; `DemoOfferingsTests`
        /// reads them all and checks), where a start reads only the paywall it draws first.
        case atFirstUse
    }

    /// Reads a document from JSON text, its paywalls as `paywalls` says (see `decode(_:source:onlyPaywallOf:)`).
    static func decode(_ data: Data, source: String, paywalls reading: PaywallReading) throws(DocumentError) -> OfferingsDocument {
        // The root object is at depth 1, the offerings array at 2, each offering at 3.
        let deferral: JSONDeferral? = if case .all = reading { nil } else { JSONDeferral(depth: 3, names: Offering.paywallKeys) }
        var (document, issues, _) = try readDocument(data, source: source, deferring: deferral) { json in
            json.context.readsPaywalls = deferral == nil
            let object = try json.object()
            var document = OfferingsDocument(
                currentOfferingID: try object.string("current_offering_id"),
                offerings: try object.required("offerings").decode(),
                placements: try object.decode("placements"),
                uiConfig: try object.decode("ui_config") ?? UIConfig(),
                source: source)
            switch reading {
            case .all:
                break
            case .onlyOf(let shown):
                if let identifier = shown(document), let index = document.offerings.firstIndex(where: { $0.identifier == identifier }) {
                    document.offerings[index].paywall = Offering.readPaywall(try object.required("offerings").array()[index].object())
                }
            case .atFirstUse:
                if let parsed = json.context.document {
                    document.offerings = document.offerings.enumerated().map { index, offering in
                        offering.readingPaywallAtFirstUse(offering: index, of: parsed, source: source)
                    }
                }
            }
            return document
        }
        document.issues = issues
        return document
    }

    /// Reads a document from a file (with `shown`, only the paywall it picks, as `decode` says).
    public static func load(contentsOf url: URL, onlyPaywallOf shown: ((OfferingsDocument) -> String?)? = nil) throws(DocumentError) -> OfferingsDocument {
        try decode(try readFile(url), source: url.path, onlyPaywallOf: shown)
    }
}

extension TemplatePaywall {
    /// Reads a lone v1 paywall (a `PaywallData` file) from JSON text, with the issues found.
    public static func decode(_ data: Data, source: String) throws(DocumentError) -> (paywall: TemplatePaywall, issues: [DocumentIssue]) {
        let (paywall, issues, _) = try readDocument(data, source: source) { try $0.decode(TemplatePaywall.self) }
        return (paywall, issues)
    }
}

/// Reads a file's bytes, failing with a `DocumentError` that names it.
func readFile(_ url: URL) throws(DocumentError) -> Data {
    do {
        return try InputFile.read(url)
    } catch {
        throw DocumentError(DocumentIssue(severity: .error, source: url.path, message: "cannot read the file: \(error.reason)"))
    }
}

/// Parses JSON (leaving the values `deferral` names off its tape until read) and runs `body` on its root, turning
/// every failure into a `DocumentError`; returns the result with the issues found on the way (the document's
/// duplicate keys first): the first `keptLimit` (every one when `nil`), and a count of the rest.
func readDocument<T>(_ data: Data, source: String, keepingIssues keptLimit: Int? = nil, deferring deferral: JSONDeferral? = nil,
                     _ body: (JSONReader) throws -> T) throws(DocumentError) -> (T, [DocumentIssue], omitted: IssueTally) {
    let document: JSONDocument
    do {
        document = try JSONDocument(data: data, deferring: deferral)
    } catch let error as JSONSyntaxError {
        throw DocumentError(DocumentIssue(severity: .error, source: source, line: error.position.line,
                                          column: error.position.column, message: error.message))
    } catch {
        throw DocumentError(DocumentIssue(severity: .error, source: source, message: "\(error)"))
    }
    let context = DecodingContext(source: source, document: document, keptLimit: keptLimit)
    document.duplicateKeyIssues(in: source).forEach(context.add)
    do {
        let result = try body(JSONReader(node: document.root, path: .root, context: context))
        return (result, context.issues, context.omitted)
    } catch let error as DocumentError {
        throw error
    } catch {
        throw DocumentError(DocumentIssue(severity: .error, source: source, message: "\(error)"))
    }
}
