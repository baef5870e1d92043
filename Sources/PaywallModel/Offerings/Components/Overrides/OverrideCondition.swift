/// When an override applies. Unknown or malformed conditions decode as `unsupported` and never match.
public enum OverrideCondition: Sendable, Hashable {
    /// The paywall's width class is compact or wider (always true).
    case compact
    /// The width class is medium or wider.
    case medium
    /// The width class is expanded.
    case expanded
    /// The enclosing package is the selected one.
    case selected
    /// The customer is eligible for the package's introductory offer.
    case introOffer
    /// A promotional offer is applied to the package.
    case promoOffer
    /// The product has more than one introductory phase (never true for App Store products).
    case multipleIntroOffers
    /// Intro-offer eligibility compared (`=` is `isEqual == true`, `!=` is `false`) with a value.
    case introOfferCondition(isEqual: Bool, value: Bool)
    /// Promotional-offer presence compared with a value.
    case promoOfferCondition(isEqual: Bool, value: Bool)
    /// A custom variable compared with a value.
    case variable(name: String, isEqual: Bool, value: JSONValue)
    /// The selected package is (`isIn`) or is not among `packages`.
    case selectedPackage(isIn: Bool, packages: [String])
    /// A paywall state value compared with a value.
    case state(name: String, isEqual: Bool, value: JSONValue)
    /// A condition type this version does not know; it never matches.
    case unsupported(type: String)

    /// Whether the condition holds in `state`.
    public func matches(_ state: OverrideState) -> Bool {
        switch self {
        case .compact: true
        case .medium: state.sizeClass >= .medium
        case .expanded: state.sizeClass >= .expanded
        case .selected: state.isSelected
        case .introOffer: state.isEligibleForIntroOffer
        case .promoOffer: state.hasPromotionalOffer
        case .multipleIntroOffers: state.hasMultipleIntroOffers
        case .introOfferCondition(let isEqual, let value): (state.isEligibleForIntroOffer == value) == isEqual
        case .promoOfferCondition(let isEqual, let value): (state.hasPromotionalOffer == value) == isEqual
        case .variable(let name, let isEqual, let value): JSONValue.conditionValuesMatch(state.variables[name], value) == isEqual
        case .selectedPackage(let isIn, let packages):
            (state.selectedPackageID.map(packages.contains) ?? false) == isIn
        case .state(let name, let isEqual, let value): JSONValue.conditionValuesMatch(state.states[name], value) == isEqual
        case .unsupported: false
        }
    }
}

extension OverrideCondition: JSONDecodable {
    init(json: JSONReader) throws {
        let object = try json.object()
        let type = try object.required("type").string()
        do {
            self = try Self.decode(type: type, object: object)
        } catch {
            json.warn("malformed \"\(type.prefix(40))\" condition (\(error)): it never matches")
            self = .unsupported(type: type)
        }
    }

    private static func decode(type: String, object: ObjectReader) throws -> OverrideCondition {
        switch type {
        case "compact": return .compact
        case "medium": return .medium
        case "expanded": return .expanded
        case "selected": return .selected
        case "intro_offer": return .introOffer
        case "promo_offer": return .promoOffer
        case "multiple_intro_offers": return .multipleIntroOffers
        case "intro_offer_condition":
            return .introOfferCondition(isEqual: try isEqual(object), value: try object.required("value").bool())
        case "promo_offer_condition":
            return .promoOfferCondition(isEqual: try isEqual(object), value: try object.required("value").bool())
        case "variable_condition":
            return .variable(name: try object.required("variable").string(), isEqual: try isEqual(object),
                             value: try object.required("value").value)
        case "state_condition":
            return .state(name: try object.required("name").string(), isEqual: try isEqual(object),
                          value: try object.required("value").value)
        case "selected_package_condition":
            let op = try object.required("operator")
            let isIn: Bool
            switch try op.string() {
            case "in": isIn = true
            case "not in": isIn = false
            default: throw op.error("expected \"in\" or \"not in\"")
            }
            return .selectedPackage(isIn: isIn, packages: try object.strings("packages"))
        default:
            return .unsupported(type: type)
        }
    }

    private static func isEqual(_ object: ObjectReader) throws -> Bool {
        let op = try object.required("operator")
        switch try op.string() {
        case "=": return true
        case "!=": return false
        default: throw op.error("expected \"=\" or \"!=\"")
        }
    }
}

extension JSONValue {
    /// Whether a condition's value matches an actual one: numbers compare by value (`2` is `2.0`), the rest exactly.
    static func conditionValuesMatch(_ actual: JSONValue?, _ expected: JSONValue) -> Bool {
        if case .number(let left) = actual, case .number(let right) = expected, let a = Double(left), let b = Double(right) {
            return a == b
        }
        return (actual ?? .null) == expected
    }
}
