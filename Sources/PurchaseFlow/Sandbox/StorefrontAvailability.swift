import Foundation
import PaywallModel

/// Where each product is sold, from kiosk's storefront sidecar; a product it does not name is sold everywhere.
///
/// The sidecar sits beside the catalog (`Shop.storekit` → `Shop.storefronts.json`) or is named with
/// `--storefronts FILE`: `{"products": {"ID": {"only": ["USA", "CAN"]}, "ID2": {"except": ["DEU"]}}}`.
/// Codes are ISO alpha-3 or alpha-2 storefront codes. See docs/formats.md.
public struct StorefrontAvailability: Sendable, Hashable, CarriesDuplicateKeyWarnings {
    /// One product's rule.
    public enum Rule: Sendable, Hashable {
        /// Sold only in these storefronts (alpha-3).
        case only(Set<String>)
        /// Sold everywhere except these storefronts (alpha-3).
        case except(Set<String>)
    }

    /// The rules by product id.
    public var rules: [String: Rule]
    /// The file's duplicate keys, as warning lines.
    public var warnings: [DocumentIssue] = []
    /// A warning for each product an empty `"only"` list sells in no storefront, for `kiosk catalog check` to say (the
    /// sandbox applies the rule as written).
    public var soldNowhere: [DocumentIssue] = []

    /// Creates availability rules; with none, everything is sold everywhere.
    public init(rules: [String: Rule] = [:]) {
        self.rules = rules
    }

    /// Whether a product is sold in a storefront.
    public func isAvailable(_ productID: String, in storefront: Storefront) -> Bool {
        switch rules[productID] {
        case nil: true
        case .only(let codes): codes.contains(storefront.alpha3)
        case .except(let codes): !codes.contains(storefront.alpha3)
        }
    }

    /// The sidecar file that belongs to a catalog file or folder.
    public static func sidecarURL(forCatalogAt catalog: URL) -> URL {
        let base = catalog.deletingPathExtension().lastPathComponent
        return catalog.deletingLastPathComponent().appendingPathComponent("\(base).storefronts.json")
    }

    /// Decodes sidecar JSON; throws its first problem (`read` gives every one).
    public static func decode(_ data: Data, file: String, catalog: Catalog? = nil) throws -> StorefrontAvailability {
        let decoded = read(data, file: file, catalog: catalog)
        guard let availability = decoded.availability, decoded.problems.isEmpty else { throw decoded.problems[0] }
        return availability
    }

    /// Decodes sidecar JSON: the rules that could be read, and every problem, each with the file, its JSON path, and
    /// line and column. With a catalog, a product id it does not have is a problem (its rule would apply to nothing),
    /// as in the price and offer code sidecars. `"only": []` is read as written, sold in no storefront, and noted in
    /// `soldNowhere`.
    public static func read(_ data: Data, file: String, catalog: Catalog? = nil) -> (availability: StorefrontAvailability?, problems: [StorefrontAvailabilityError]) {
        let document: JSONDocument
        do {
            document = try JSONDocument(data: data)
        } catch {
            let syntax = error as? JSONSyntaxError
            return (nil, [StorefrontAvailabilityError(file: file, path: nil, position: syntax?.position, message: syntax?.message ?? "\(error)")])
        }
        var problems: [StorefrontAvailabilityError] = []
        func report(_ path: String, _ node: JSONNode, _ message: String) {
            problems.append(StorefrontAvailabilityError(file: file, path: path, position: document.position(ofOffset: node.offset), message: message))
        }
        guard case .object = document.root.value, let products = document.root["products"] else {
            report("$", document.root, "expected an object with \"products\"")
            return (nil, problems)
        }
        guard case .object(let members) = products.value else {
            report("$.products", products, "expected an object of product ids, found \(products.value.kindDescription)")
            return (nil, problems)
        }
        var availability = StorefrontAvailability()
        for member in members {
            let path = "$.products[\"\(member.key)\"]"
            if let catalog, catalog.product(withID: member.key) == nil {
                report(path, member.value, "expected the id of a product in the catalog, found \"\(member.key)\"")
            }
            guard case .object(let fields) = member.value.value, fields.count == 1, let field = fields.first,
                  field.key == "only" || field.key == "except" else {
                report(path, member.value, "expected {\"only\": [...]} or {\"except\": [...]}")
                continue
            }
            guard case .array(let items) = field.value.value else {
                report("\(path).\(field.key)", field.value, "expected an array of storefront codes, found \(field.value.value.kindDescription)")
                continue
            }
            var codes = Set<String>()
            for (index, item) in items.enumerated() {
                guard case .string(let code) = item.value, let storefront = Storefront(code: code) else {
                    report("\(path).\(field.key)[\(index)]", item, "expected a storefront code such as USA or DEU")
                    continue
                }
                codes.insert(storefront.alpha3)
            }
            if field.key == "only", items.isEmpty {
                let at = document.position(ofOffset: field.value.offset)
                availability.soldNowhere.append(DocumentIssue(
                    severity: .warning, source: file, path: "\(path).only", line: at.line, column: at.column,
                    message: "\(member.key) is sold in no storefront: an empty \"only\" list leaves it out of every storefront's products, "
                        + "and buying it fails with notAvailableInStorefront"))
            }
            availability.rules[member.key] = field.key == "only" ? .only(codes) : .except(codes)
        }
        availability.warnings = Array(document.duplicateKeyIssues(in: file))
        return (availability, problems)
    }
}
