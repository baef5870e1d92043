import Foundation
import PaywallModel

/// The members of a signed payload's JSON object, read as `JSONDecoder` reads a `Decodable` struct's properties.
///
/// Every row `kiosk sandbox list` shows decodes its signed payload; through `JSONDecoder` that cost a third as
/// much as checking the signature. The rules are `JSONDecoder`'s: the top level is an object, the first of a
/// repeated key counts, other keys are ignored, an optional member may be absent or `null`, any other
/// member of the wrong type is an error, and an integer may be written in other JSON number forms as
/// `wholeNumber` says (`5`, `5.0`, `5e0`). Only JSON is read: `JSONDecoder` also takes a trailing comma and does
/// not check the strings of members it skips; every signer writes JSON, so no signed payload reads differently.
struct SignedPayloadFields {
    /// The members in order; a repeated key's first value is the one read.
    private let members: [(key: String, value: JSONValue)]

    /// Parses UTF-8 JSON text whose top level is an object.
    init(_ data: Data) throws {
        if let members = data.withUnsafeBytes({ FlatJSONObjectScanner.members(of: $0.bindMemory(to: UInt8.self)) }) {
            self.members = members
            return
        }
        guard case .object(let members) = try JSONDocument(data: data).root.value else {
            throw SignedPayloadError("the payload is not a JSON object")
        }
        self.members = members.map { ($0.key, $0.value.value) }
    }

    private func member(_ key: String) -> JSONValue? {
        members.first { $0.key == key }?.value
    }

    /// A required string member.
    func string(_ key: String) throws -> String {
        guard let value = try optionalString(key) else { throw SignedPayloadError("\"\(key)\" is missing") }
        return value
    }

    /// An optional string member.
    func optionalString(_ key: String) throws -> String? {
        switch member(key) {
        case nil, .null?: return nil
        case .string(let text)?: return text
        default: throw SignedPayloadError("\"\(key)\" is not a string")
        }
    }

    /// A required integer member.
    func integer(_ key: String) throws -> Int64 {
        guard let value = try optionalInteger(key) else { throw SignedPayloadError("\"\(key)\" is missing") }
        return value
    }

    /// An optional integer member.
    func optionalInteger(_ key: String) throws -> Int64? {
        switch member(key) {
        case nil, .null?: return nil
        case .number(let literal)?:
            guard let value = Self.wholeNumber(literal) else { throw SignedPayloadError("\"\(key)\" is not a whole number that fits") }
            return value
        default: throw SignedPayloadError("\"\(key)\" is not a number")
        }
    }

    /// A required number member written as a whole number of up to 15 digits, which a `Double` holds exactly and
    /// `JSONDecoder` reads as that; any other number throws, for the caller to leave the payload to `JSONDecoder`
    /// (whose rules for other forms, such as which tiny or long numbers it refuses, are its own).
    func wholeDouble(_ key: String) throws -> Double {
        guard let value = try optionalWholeDouble(key) else { throw SignedPayloadError("\"\(key)\" is missing") }
        return value
    }

    /// An optional number member, read as `wholeDouble(_:)` reads it.
    func optionalWholeDouble(_ key: String) throws -> Double? {
        switch member(key) {
        case nil, .null?: return nil
        case .number(let literal)?:
            guard let value = Int64(literal), value.magnitude < 1_000_000_000_000_000 else {
                throw SignedPayloadError("\"\(key)\" is not a whole number of up to 15 digits")
            }
            return Double(value)
        default: throw SignedPayloadError("\"\(key)\" is not a number")
        }
    }

    /// An optional Boolean member.
    func optionalBool(_ key: String) throws -> Bool? {
        switch member(key) {
        case nil, .null?: return nil
        case .bool(let value)?: return value
        default: throw SignedPayloadError("\"\(key)\" is not a Boolean")
        }
    }

    /// An optional array of strings.
    func optionalStrings(_ key: String) throws -> [String]? {
        switch member(key) {
        case nil, .null?: return nil
        case .array(let elements)?:
            return try elements.map {
                guard case .string(let text) = $0.value else { throw SignedPayloadError("\"\(key)\" is not an array of strings") }
                return text
            }
        default: throw SignedPayloadError("\"\(key)\" is not an array")
        }
    }

    /// A required member whose string is one of an enumeration's raw values.
    func value<Value: RawRepresentable<String>>(_ key: String) throws -> Value {
        guard let value = Value(rawValue: try string(key)) else { throw SignedPayloadError("\"\(key)\" is not a known value") }
        return value
    }

    /// The integer `JSONDecoder` reads for a JSON number literal, or nil where it throws.
    ///
    /// A plain integer is read exactly. Any other form is read as the nearest `Double`, which must be a whole
    /// number within 64 bits (`5.0`, `1E2`, and `1.0000000000000001` too, which that `Double` rounds to 1); from
    /// 2^53 up, where a `Double` skips integers, the literal is read again as a `Decimal` (see
    /// `wholePart(ofDecimal:)`).
    static func wholeNumber(_ literal: String) -> Int64? {
        if let plain = Int64(literal) { return plain }
        guard let double = Double(literal), let whole = Int64(exactly: double) else { return nil }
        guard double.magnitude >= 0x1p53 else { return whole }
        return Decimal(string: literal, locale: nil).flatMap(wholePart(ofDecimal:))
    }

    /// A decimal without its fraction (`9007199254740993.5` is 9007199254740993), as `JSONDecoder` takes it: its
    /// significand must fit in 64 bits, and the result in an `Int64` (nil otherwise).
    private static func wholePart(ofDecimal decimal: Decimal) -> Int64? {
        guard var magnitude = UInt64(decimal.significand.magnitude.description) else { return nil }
        for _ in 0..<decimal.exponent.magnitude {
            if decimal.exponent < 0 {
                magnitude /= 10
            } else {
                let (scaled, overflowed) = magnitude.multipliedReportingOverflow(by: 10)
                guard !overflowed else { return nil }
                magnitude = scaled
            }
        }
        guard let value = Int64(exactly: magnitude) else { return nil }
        return decimal.sign == .minus ? -value : value
    }
}
