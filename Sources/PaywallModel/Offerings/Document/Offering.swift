
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
    /// Its paywall, when one is published.
    public var paywall: PublishedPaywall?

    /// Creates an offering.
    public init(identifier: String, description: String = "", metadata: [String: JSONValue] = [:],
                packages: [OfferingPackage], paywall: PublishedPaywall? = nil) {
        self.identifier = identifier
        self.description = description
        self.metadata = metadata
        self.packages = packages
        self.paywall = paywall
    }

    /// The package with `identifier`.
    public func package(_ identifier: String) -> OfferingPackage? {
        packages.first { $0.identifier == identifier }
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
        paywall = json.context.readsPaywalls ? Self.readPaywall(object) : nil
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
