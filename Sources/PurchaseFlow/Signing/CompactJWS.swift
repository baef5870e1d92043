import Foundation

/// A compact JWS (`header.payload.signature`, each base64url) split into its parts and decoded.
public struct CompactJWS: Sendable {
    /// The compact text as given.
    public let text: String
    /// The decoded protected header.
    public let header: Header
    /// The decoded payload bytes.
    public let payload: Data
    /// The decoded signature bytes.
    public let signature: [UInt8]

    /// The fields of a JWS protected header that kiosk reads.
    public struct Header: Codable, Sendable, Equatable {
        /// The signature algorithm (`ES256`).
        public var alg: String
        /// The key identifier, when given.
        public var kid: String?
        /// The type (`JWT`), when given.
        public var typ: String?
        /// The certificate chain, each a standard base64 DER certificate, leaf first.
        public var x5c: [String]?

        /// Creates a header.
        public init(alg: String, kid: String? = nil, typ: String? = nil, x5c: [String]? = nil) {
            self.alg = alg
            self.kid = kid
            self.typ = typ
            self.x5c = x5c
        }

        /// The header as compact JSON, byte for byte what `JSONEncoder` with `.sortedKeys` writes (slashes escaped),
        /// written by hand: a process that signs once does not set up the encoder for it.
        public func encoded() -> Data {
            var bytes: [UInt8] = []
            func member(_ key: String, _ value: () -> Void) {
                bytes.append(bytes.isEmpty ? UInt8(ascii: "{") : UInt8(ascii: ","))
                Self.appendString(key, to: &bytes)
                bytes.append(UInt8(ascii: ":"))
                value()
            }
            member("alg") { Self.appendString(alg, to: &bytes) }
            if let kid { member("kid") { Self.appendString(kid, to: &bytes) } }
            if let typ { member("typ") { Self.appendString(typ, to: &bytes) } }
            if let x5c {
                member("x5c") {
                    bytes.append(UInt8(ascii: "["))
                    for (index, certificate) in x5c.enumerated() {
                        if index > 0 { bytes.append(UInt8(ascii: ",")) }
                        Self.appendString(certificate, to: &bytes)
                    }
                    bytes.append(UInt8(ascii: "]"))
                }
            }
            bytes.append(UInt8(ascii: "}"))
            return Data(bytes)
        }

        /// A JSON string as `JSONEncoder` escapes it: quote, backslash and slash, the short escapes of
        /// backspace, form feed, newline, return and tab, other control characters as `\u00xx`.
        private static func appendString(_ text: String, to bytes: inout [UInt8]) {
            let hex = Array("0123456789abcdef".utf8)
            bytes.append(UInt8(ascii: "\""))
            for byte in text.utf8 {
                switch byte {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): bytes += [UInt8(ascii: "\\"), byte]
                case 0x08: bytes += Array("\\b".utf8)
                case 0x0C: bytes += Array("\\f".utf8)
                case 0x0A: bytes += Array("\\n".utf8)
                case 0x0D: bytes += Array("\\r".utf8)
                case 0x09: bytes += Array("\\t".utf8)
                case 0..<0x20: bytes += Array("\\u00".utf8) + [hex[Int(byte >> 4)], hex[Int(byte & 0xF)]]
                default: bytes.append(byte)
                }
            }
            bytes.append(UInt8(ascii: "\""))
        }
    }

    /// Splits and decodes compact JWS text.
    public init(_ text: String) throws {
        let parts = try Self.parts(of: text)
        guard let headerData = Base64URL.decode(parts.header) else { throw JWSVerificationError.malformed("the header is not base64url") }
        self.header = try Self.decodeHeader(headerData)
        self.text = text
        (self.payload, self.signature) = try Self.decodePayloadAndSignature(parts)
    }

    /// The three dot-separated parts of compact JWS text, still base64url.
    static func parts(of text: String) throws -> (header: Substring, payload: Substring, signature: Substring) {
        let dots = dots(in: text)
        guard dots.count == 2, let firstOffset = dots.first, let secondOffset = dots.second else {
            throw JWSVerificationError.malformed("expected three dot-separated parts, found \(dots.count + 1)")
        }
        let utf8 = text.utf8
        let first = utf8.index(utf8.startIndex, offsetBy: firstOffset)
        let second = utf8.index(utf8.startIndex, offsetBy: secondOffset)
        return (text[..<first], text[utf8.index(after: first)..<second], text[utf8.index(after: second)...])
    }

    /// How many dots text has, and the UTF-8 offsets of the first two.
    private static func dots(in text: String) -> (count: Int, first: Int?, second: Int?) {
        func find(_ bytes: UnsafeBufferPointer<UInt8>) -> (count: Int, first: Int?, second: Int?) {
            var found: (count: Int, first: Int?, second: Int?) = (0, nil, nil)
            guard let start = bytes.baseAddress else { return found }
            // memchr looks at many bytes at a time; a signed transaction is a few kilobytes with two dots.
            var offset = 0
            while offset < bytes.count, let dot = memchr(start + offset, Int32(UInt8(ascii: ".")), bytes.count - offset) {
                let at = UnsafeRawPointer(start).distance(to: UnsafeRawPointer(dot))
                if found.count == 0 { found.first = at } else if found.count == 1 { found.second = at }
                found.count += 1
                offset = at + 1
            }
            return found
        }
        return text.utf8.withContiguousStorageIfAvailable(find) ?? Array(text.utf8).withUnsafeBufferPointer(find)
    }

    /// Decodes a protected header's JSON as `JSONDecoder` decodes `Header` (`SignedPayloadFields`: a process that
    /// verifies one transaction does not set up the decoder for it).
    static func decodeHeader(_ data: Data) throws -> Header {
        do {
            let fields = try SignedPayloadFields(data)
            return Header(alg: try fields.string("alg"), kid: try fields.optionalString("kid"), typ: try fields.optionalString("typ"),
                          x5c: try fields.optionalStrings("x5c"))
        } catch {
            throw JWSVerificationError.malformed("the header is not a JSON object with an \"alg\"")
        }
    }

    /// Decodes the payload and signature parts.
    static func decodePayloadAndSignature(_ parts: (header: Substring, payload: Substring, signature: Substring)) throws -> (Data, [UInt8]) {
        guard let payload = Base64URL.decode(parts.payload) else { throw JWSVerificationError.malformed("the payload is not base64url") }
        guard let signature = Base64URL.decode(parts.signature) else { throw JWSVerificationError.malformed("the signature is not base64url") }
        return (payload, [UInt8](signature))
    }

    /// The bytes the signature covers: the first two parts as written, with the dot between them.
    public var signingInput: [UInt8] { Self.signingInput(of: text) }

    /// The bytes a compact JWS's signature covers: everything before its last dot.
    static func signingInput(of text: String) -> [UInt8] {
        withSigningInput(of: text) { Array($0) }
    }

    /// Calls `body` with the bytes a compact JWS's signature covers, without copying them when the text is native.
    static func withSigningInput<Value>(of text: String, _ body: (UnsafeRawBufferPointer) -> Value) -> Value {
        func lend(_ bytes: UnsafeBufferPointer<UInt8>) -> Value {
            body(UnsafeRawBufferPointer(UnsafeBufferPointer(rebasing: bytes[..<(bytes.lastIndex(of: UInt8(ascii: ".")) ?? bytes.endIndex)])))
        }
        return text.utf8.withContiguousStorageIfAvailable(lend) ?? Array(text.utf8).withUnsafeBufferPointer(lend)
    }
}
