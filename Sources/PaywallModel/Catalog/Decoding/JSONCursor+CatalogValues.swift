import Foundation

extension JSONCursor {
    /// The price member with this key: a string such as "4.99" (or a plain JSON number), never negative.
    func price(_ key: String, required: Bool = false) -> Decimal? {
        guard let child = member(key, required: required) else { return nil }
        let text: String
        switch child.node.value {
        case .string(let value): text = value
        case .number(let literal): text = literal
        default:
            child.report("expected a price such as \"4.99\", found \(child.describe())")
            return nil
        }
        guard let amount = PriceText.parse(text) else {
            child.report("expected a price such as \"4.99\" (digits, optionally '.' and decimals), found \(child.describe())")
            return nil
        }
        return amount
    }

    /// The ISO 8601 period member with this key (`P1M`).
    func period(_ key: String, required: Bool = true) -> SubscriptionPeriod? {
        guard let text = string(key, required: required) else { return nil }
        guard let period = SubscriptionPeriod(iso8601: text) else {
            member(key)?.report("expected an ISO 8601 period such as P3D, P1W, P1M or P1Y, found \"\(text)\"")
            return nil
        }
        return period
    }

    /// The member with this key as one of an enumeration's raw values.
    func oneOf<Value: RawRepresentable & CaseIterable>(_ key: String, _ type: Value.Type, required: Bool = true) -> Value?
    where Value.RawValue == String {
        guard let text = string(key, required: required) else { return nil }
        guard let value = Value(rawValue: text) else {
            let expected = Value.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")
            member(key)?.report("expected one of \(expected), found \"\(text)\"")
            return nil
        }
        return value
    }

    /// The `localizations` array: `{locale, displayName, description}` objects.
    func localizations() -> [LocalizedText] {
        elements("localizations").compactMap { element in
            guard element.expectObject("a localization") else { return nil }
            guard let locale = element.nonEmptyString("locale", required: true) else { return nil }
            return LocalizedText(
                locale: locale,
                displayName: element.string("displayName") ?? "",
                description: element.string("description") ?? ""
            )
        }
    }
}

/// Reads price text as written in catalogs: ASCII digits with an optional decimal point and decimals.
public enum PriceText {
    /// The exact decimal value of `"4.99"`, `"29"`, `"0.0"`; `nil` for anything else (`"4,99"`, `"-1"`, `"$4"`).
    public static func parse(_ text: String) -> Decimal? {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count <= 2, let whole = parts.first, !whole.isEmpty,
              parts.allSatisfy({ !$0.isEmpty && $0.utf8.allSatisfy { $0 >= 48 && $0 <= 57 } }) else { return nil }
        return Decimal(string: text)
    }
}
