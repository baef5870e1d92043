
/// An offering: packages to sell, and optionally the paywall that sells them.
public struct Offering: Sendable, Hashable {
    /// The offering's id.
    public var identifier: String
    /// Its description.
    public var description: String
    /// Free-form metadata.
    public var metadata: [String: JSONValue]
    /// Its packages, in order.
    public var packages: [OfferingPackage]
    /// Its paywall, when one is published (read when first asked for, in a document read so: see
    /// `OfferingsDocument.demo`).
    public var paywall: PublishedPaywall? {
        get {
            switch storedPaywall {
            case .read(let paywall): paywall
            case .atFirstUse(let paywall): paywall.value
            }
        }
        set { storedPaywall = .read(newValue) }
    }

    /// The paywall, or what reads it at its first use (shared by the offering's copies, so it is read once).
    private var storedPaywall: StoredPaywall

    private enum StoredPaywall: Sendable {
        case read(PublishedPaywall?)
        case atFirstUse(FirstUse<PublishedPaywall?>)
    }

    /// Creates an offering.
    public init(identifier: String, description: String = "", metadata: [String: JSONValue] = [:],
                packages: [OfferingPackage], paywall: PublishedPaywall? = nil) {
        self.identifier = identifier
        self.description = description
        self.metadata = metadata
        self.packages = packages
        storedPaywall = .read(paywall)
    }

    /// The package with `identifier`.
    public func package(_ identifier: String) -> OfferingPackage? {
        packages.first { $0.identifier == identifier }
    }

    /// Offerings are equal when their ids, descriptions, metadata, packages and paywalls are; copies of one offering
    /// whose paywall is read at its first use are equal without reading it.
    public static func == (lhs: Offering, rhs: Offering) -> Bool {
        guard lhs.identifier == rhs.identifier, lhs.description == rhs.description, lhs.metadata == rhs.metadata,
              lhs.packages == rhs.packages else { return false }
        if case .atFirstUse(let left) = lhs.storedPaywall, case .atFirstUse(let right) = rhs.storedPaywall, left === right { return true }
        return lhs.paywall == rhs.paywall
    }

    /// Hashes what equality compares but the paywall (equal offerings still hash alike).
    public func hash(into hasher: inout Hasher) {
        hasher.combine(identifier)
        hasher.combine(description)
        hasher.combine(metadata)
        hasher.combine(packages)
    }
}

extension Offering: JSONDecodable {
    init(json: JSONReader) throws {
        let object = try json.object()
        identifier = try object.required("identifier").string()
        description = try object.string("description") ?? ""
        metadata = Dictionary(try object.member("metadata")?.object().members.map { ($0.key, $0.value.value) } ?? [],
                              uniquingKeysWith: { _, last in last })
        packages = try object.array("packages")
        storedPaywall = .read(json.context.readsPaywalls ? Self.readPaywall(object) : nil)
    }

    /// The offering whose paywall is read from the offering at `index` of `document`'s `offerings` when first asked
    /// for (with issues of its own that no one reads: see `OfferingsDocument.decode(_:source:paywalls:)`).
    func readingPaywallAtFirstUse(offering index: Int, of document: JSONDocument, source: String) -> Offering {
        var offering = self
        offering.storedPaywall = .atFirstUse(FirstUse {
            let reader = JSONReader(node: document.root, path: .root, context: DecodingContext(source: source, document: document))
            guard let object = try? reader.object().required("offerings").array()[index].object() else { return nil }
            return Self.readPaywall(object)
        })
        return offering
    }

    /// The members that hold an offering's paywall.
    static let paywallKeys = ["paywall_components", "paywall"]

    /// Reads the paywall, recording (not throwing) why one that is present cannot be used.
    static func readPaywall(_ object: ObjectReader) -> PublishedPaywall? {
        do {
            if let components = object.member(paywallKeys[0]) {
                return .components(try components.decode())
            }
            if let template = object.member(paywallKeys[1]) {
                let paywall = try template.decode(TemplatePaywall.self)
                guard paywall.isSupportedTemplate else {
                    let error = try template.object().required("template_name")
                        .error("template \"\(paywall.templateName.prefix(20))\" is not one of 1, 2, 3, 4, 5, 7")
                    object.context.record(error)
                    return .invalid(reason: error.issue.message)
                }
                return .template(paywall)
            }
            return nil
        } catch let error as DocumentError {
            object.context.record(error)
            return .invalid(reason: "\(error.issue.path.map { "\($0): " } ?? "")\(error.issue.message)")
        } catch {
            return .invalid(reason: "\(error)")
        }
    }
}
