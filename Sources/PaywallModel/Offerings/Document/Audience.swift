/// Kiosk's extension: an audience of a placement, a JSON Logic condition with weighted variants.
///
/// Audiences are tried in order and the first whose condition holds decides. A customer's bucket (0..<100)
/// is a pure function of install id, placement, audience id and version; variants take consecutive ranges
/// of that size in listed order, and buckets past the sum of weights are the holdout.
public struct Audience: Sendable, Hashable, JSONDecodable {
    /// One arm of an experiment.
    public struct Variant: Sendable, Hashable, JSONDecodable {
        /// The variant's id.
        public var id: String
        /// The offering it shows; `nil` shows nothing.
        public var offeringID: String?
        /// Its share of customers, in percent.
        public var weight: Double

        /// Creates a variant.
        public init(id: String, offeringID: String?, weight: Double) {
            self.id = id
            self.offeringID = offeringID
            self.weight = weight
        }

        init(json: JSONReader) throws {
            let object = try json.object()
            id = try object.required("id").string()
            offeringID = try object.string("offering_id")
            let weightReader = try object.required("weight")
            weight = try weightReader.double()
            guard weight >= 0, weight <= 100 else { throw weightReader.error("a weight is a percentage from 0 to 100, found \(weight)") }
        }
    }

    /// The audience's id.
    public var id: String
    /// Bumping it reshuffles customers between variants.
    public var version: Int
    /// Who belongs: a JSON Logic predicate; `nil` means everyone.
    public var condition: JSONValue?
    /// The variants, in order.
    public var variants: [Variant]

    /// Creates an audience.
    public init(id: String, version: Int = 1, condition: JSONValue?, variants: [Variant]) {
        self.id = id
        self.version = version
        self.condition = condition
        self.variants = variants
    }

    /// The sum of the variants' weights; `100 - totalWeight` percent is the holdout.
    public var totalWeight: Double { variants.reduce(0) { $0 + $1.weight } }

    init(json: JSONReader) throws {
        let object = try json.object()
        id = try object.required("id").string()
        version = try object.int("version") ?? 1
        condition = object.raw("condition")
        variants = try object.array("variants")
        if totalWeight > 100 {
            throw try object.required("variants").error("the variants' weights add up to \(totalWeight), more than 100")
        }
    }
}
