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

    /// Reads a sidecar; throws a `StorefrontAvailabilityError` naming the file and the place of each problem.
    public static func load(from url: URL) throws -> StorefrontAvailability {
        let data: Data
        do {
            data = try InputFile.read(url)
        } catch {
            throw StorefrontAvailabilityError(file: url.path, path: nil, position: nil, message: "cannot be read: \(error.reason)")
        }
        return try decode(data, file: url.path)
    }

    /// Decodes sidecar JSON.
    public static func decode(_ data: Data, file: String) throws -> StorefrontAvailability {
        let document: JSONDocument
        do {
            document = try JSONDocument(data: data)
        } catch let error as JSONSyntaxError {
            throw StorefrontAvailabilityError(file: file, path: nil, position: error.position, message: error.message)
        }
        func problem(_ path: String, _ node: JSONNode, _ message: String) -> StorefrontAvailabilityError {
            StorefrontAvailabilityError(file: file, path: path, position: document.position(ofOffset: node.offset), message: message)
        }
        guard case .object = document.root.value, let products = document.root["products"] else {
            throw problem("$", document.root, "expected an object with \"products\"")
        }
        guard case .object(let members) = products.value else {
            throw problem("$.products", products, "expected an object of product ids, found \(products.value.kindDescription)")
        }
        var rules: [String: Rule] = [:]
        for member in members {
            let path = "$.products[\"\(member.key)\"]"
            guard case .object(let fields) = member.value.value, fields.count == 1, let field = fields.first,
                  field.key == "only" || field.key == "except" else {
                throw problem(path, member.value, "expected {\"only\": [...]} or {\"except\": [...]}")
            }
            guard case .array(let items) = field.value.value else {
                throw problem("\(path).\(field.key)", field.value, "expected an array of storefront codes, found \(field.value.value.kindDescription)")
            }
            var codes = Set<String>()
            for (index, item) in items.enumerated() {
                guard case .string(let code) = item.value, let storefront = Storefront(code: code) else {
                    throw problem("\(path).\(field.key)[\(index)]", item, "expected a storefront code such as USA or DEU")
                }
                codes.insert(storefront.alpha3)
            }
            rules[member.key] = field.key == "only" ? .only(codes) : .except(codes)
        }
        var availability = StorefrontAvailability(rules: rules)
        availability.warnings = Array(document.duplicateKeyIssues(in: file))
        return availability
    }
}
