import Foundation

extension JSONCursor {
    /// The price member with this key: a string such as "4.99" (or a plain JSON number), never negative, at most
    /// `PriceText.maximum`.
    func price(_ key: String, required: Bool = false) -> Decimal? {
        guard let child = value(of: key, required: required) else { return nil }
        let text: String
        switch child.value {
        case .string(let value): text = value
        case .number(let literal): text = literal
        default:
            reportMember(key) { "expected a price such as \"4.99\", found \($0.describe())" }
            return nil
        }
        let amount = PriceText.parse(text)
        guard let amount, amount <= PriceText.maximum else {
            if amount != nil || PriceText.isTooLong(text) {
                reportMember(key) { "expected a price of at most \(PriceText.maximum), found \($0.describe())" }
            } else {
                reportMember(key) { "expected a price such as \"4.99\" (digits, optionally '.' and decimals), found \($0.describe())" }
            }
            return nil
        }
        return amount
    }

    /// The ISO 8601 period member with this key (`P1M`).
    func period(_ key: String, required: Bool = true) -> SubscriptionPeriod? {
        guard let text = string(key, required: required) else { return nil }
        guard let period = SubscriptionPeriod(iso8601: text) else {
            reportMember(key) { _ in "expected an ISO 8601 period such as P3D, P1W, P1M or P1Y, found \"\(text)\"" }
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
            reportMember(key) { _ in "expected one of \(expected), found \"\(text)\"" }
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
