/// What a button does.
public enum ButtonAction: Sendable, Hashable, JSONDecodable {
    /// Restores purchases.
    case restorePurchases
    /// Closes the paywall.
    case navigateBack
    /// Opens a destination.
    case navigateTo(ButtonDestination)
    /// An action this version does not know; the button does nothing.
    case unsupported(String)

    init(json: JSONReader) throws {
        let object = try json.object()
        let type = try object.required("type").string()
        switch type {
        case "restore_purchases": self = .restorePurchases
        case "navigate_back": self = .navigateBack
        case "navigate_to": self = .navigateTo(try Self.destination(object))
        default:
            json.warn("unknown button action \"\(type.prefix(40))\": the button does nothing")
            self = .unsupported(type)
        }
    }

    private static func destination(_ object: ObjectReader) throws -> ButtonDestination {
        let destination = try object.required("destination").string()
        switch destination {
        case "customer_center": return .customerCenter
        case "offer_code": return .offerCode
        case "terms": return .terms(try object.required("url").decode())
        case "privacy_policy": return .privacyPolicy(try object.required("url").decode())
        case "url", "web_paywall_link": return .url(try object.required("url").decode())
        case "sheet":
            let sheet = try object.required("sheet").object()
            return .sheet(id: try sheet.string("id"), stack: try sheet.required("stack").decode())
        default:
            try object.required("destination").warn("unknown destination \"\(destination.prefix(40))\": the button does nothing")
            return .unsupported(destination)
        }
    }
}

extension ButtonAction {
    /// What the button does, as the document names it (`restore_purchases`, `navigate_to terms`).
    public var kindName: String {
        switch self {
        case .restorePurchases: return "restore_purchases"
        case .navigateBack: return "navigate_back"
        case .unsupported(let type): return type
        case .navigateTo(let destination):
            switch destination {
            case .customerCenter: return "navigate_to customer_center"
            case .offerCode: return "navigate_to offer_code"
            case .terms: return "navigate_to terms"
            case .privacyPolicy: return "navigate_to privacy_policy"
            case .url: return "navigate_to url"
            case .sheet(let id, _): return "navigate_to sheet" + (id.map { " \($0)" } ?? "")
            case .unsupported(let name): return "navigate_to \(name)"
            }
        }
    }
}
