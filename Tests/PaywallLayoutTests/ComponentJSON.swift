import Foundation
import PaywallLayout
import PaywallModel

/// Small v2 paywalls written in tests, one component kind at a time, read with PaywallModel's decoder.
enum ComponentJSON {
    /// A text component.
    static func text(_ id: String, _ lid: String, extra: String = "") -> String {
        #"{"type": "text", "id": "\#(id)", "text_lid": "\#(lid)"\#(extra)}"#
    }

    /// A vertical stack.
    static func stack(_ children: [String], extra: String = "") -> String {
        #"{"type": "stack", "components": [\#(children.joined(separator: ", "))]\#(extra)}"#
    }

    /// A package component.
    static func package(_ id: String, _ children: [String], selected: Bool = false) -> String {
        #"{"type": "package", "package_id": "\#(id)", "is_selected_by_default": \#(selected), "stack": \#(stack(children))}"#
    }

    /// An override list with one override.
    static func override(_ conditions: String, _ properties: String) -> String {
        #", "overrides": [{"conditions": [\#(conditions)], "properties": \#(properties)}]"#
    }

    /// A paywall of a body stack, an optional footer stack and English strings, selling a monthly and an annual
    /// package.
    static func paywall(body: [String], footer: [String]? = nil, strings: [String: String]) throws -> (ComponentsPaywall, Offering) {
        let localized = strings.map { #""\#($0.key)": "\#($0.value)""# }.joined(separator: ", ")
        let footerJSON = footer.map { #", "sticky_footer": {"type": "footer", "stack": \#(stack($0))}"# } ?? ""
        let json = """
            {"offerings": [{"identifier": "test", "packages": [
               {"identifier": "$rc_monthly", "platform_product_identifier": "monthly"},
               {"identifier": "$rc_annual", "platform_product_identifier": "annual"}],
             "paywall_components": {"default_locale": "en_US",
               "components_config": {"base": {"stack": \(stack(body))\(footerJSON)}},
               "components_localizations": {"en_US": {\(localized)}}}}]}
            """
        let document = try OfferingsDocument.decode(Data(json.utf8), source: "test")
        let offering = try document.offering("test").orThrow()
        guard case .components(let paywall)? = offering.paywall else {
            throw CocoaError(.fileReadCorruptFile, userInfo: [NSDebugDescriptionErrorKey: "\(offering.paywall as Any) \(document.issues)"])
        }
        return (paywall, offering)
    }

    /// Prices for the two packages without a catalog: `{{ product.price_per_period }}` only.
    static let prices: @Sendable (String, String?) -> String = { text, package in
        text.replacingOccurrences(of: "{{ product.price_per_period }}", with: package == "$rc_annual" ? "$59.99/yr" : "$9.99/mo")
    }
}

extension Optional {
    /// The value, or an error naming the missing type.
    func orThrow() throws -> Wrapped {
        guard let self else { throw CocoaError(.fileReadNoSuchFile, userInfo: [NSDebugDescriptionErrorKey: "missing \(Wrapped.self)"]) }
        return self
    }
}
