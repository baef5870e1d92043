import Foundation

/// Reads the one thing signing and checking a signature need from a certificate's DER, its subject's P-256 public
/// key, without libcrypto's parse: libcrypto 3 decodes a certificate's key through its provider decoders, the
/// costliest step of a cold `kiosk sandbox buy` (about 2 M instructions for the first certificate, 1.2 M for each
/// after it), and a buy needs nothing else of the store's certificates (`Certificate` parses one at its first
/// other use).
enum CertificateDER {
    /// The subject public key of a certificate as its 65-byte uncompressed point, when `der` is exactly one
    /// certificate (a SEQUENCE of a to-be-signed SEQUENCE, an algorithm SEQUENCE and a BIT STRING, nothing after it,
    /// every length definite and minimal) whose subject public key info is an EC key on P-256 (id-ecPublicKey with
    /// the prime256v1 curve, an uncompressed point); nil for anything else, which the caller leaves to libcrypto.
    static func p256PublicKeyPoint(in der: Data) -> [UInt8]? {
        let bytes = [UInt8](der)
        var outer = Reader(bytes[...])
        guard let certificate = outer.element(tagged: sequence), outer.isAtEnd else { return nil }
        var fields = Reader(certificate)
        guard let toBeSigned = fields.element(tagged: sequence), fields.element(tagged: sequence) != nil,
              fields.element(tagged: bitString) != nil, fields.isAtEnd else { return nil }
        var tbs = Reader(toBeSigned)
        if tbs.nextTag == explicitVersion, tbs.element(tagged: explicitVersion) == nil { return nil }
        guard tbs.element(tagged: integer) != nil, // serial number
              tbs.element(tagged: sequence) != nil, // signature algorithm
              tbs.element(tagged: sequence) != nil, // issuer
              tbs.element(tagged: sequence) != nil, // validity
              tbs.element(tagged: sequence) != nil, // subject
              let keyInfo = tbs.element(tagged: sequence),
              keyInfo.count == p256KeyInfoPrefix.count + 65, keyInfo.starts(with: p256KeyInfoPrefix),
              keyInfo[keyInfo.startIndex + p256KeyInfoPrefix.count] == 0x04 else { return nil }
        return Array(keyInfo.suffix(65))
    }

    /// What a certificate signed with ECDSA and SHA-256 signs and its signature: the to-be-signed element as encoded
    /// (the bytes its issuer signed) and the signature value's DER; nil when `der` is not exactly one certificate whose
    /// signature algorithm is ecdsa-with-SHA256.
    static func ecdsaSHA256SignedParts(in der: Data) -> (signed: ArraySlice<UInt8>, signature: ArraySlice<UInt8>)? {
        let bytes = [UInt8](der)
        var outer = Reader(bytes[...])
        guard let certificate = outer.element(tagged: sequence), outer.isAtEnd else { return nil }
        var fields = Reader(certificate)
        guard let signed = fields.encodedElement(tagged: sequence), fields.encodedElement(tagged: sequence) == ecdsaWithSHA256[...],
              let signatureBits = fields.element(tagged: bitString), fields.isAtEnd,
              signatureBits.first == 0 else { return nil } // no unused bits
        return (signed, signatureBits.dropFirst())
    }

    private static let sequence: UInt8 = 0x30, integer: UInt8 = 0x02, bitString: UInt8 = 0x03, explicitVersion: UInt8 = 0xA0

    /// The signature algorithm ecdsa-with-SHA256 (1.2.840.10045.4.3.2, no parameters) as encoded.
    private static let ecdsaWithSHA256: [UInt8] = [0x30, 0x0A, 0x06, 0x08, 0x2A, 0x86, 0x48, 0xCE, 0x3D, 0x04, 0x03, 0x02]

    /// A P-256 subject public key info's content up to its point: the algorithm (id-ecPublicKey 1.2.840.10045.2.1,
    /// curve prime256v1 1.2.840.10045.3.1.7), then the BIT STRING's header and its count of unused bits.
    private static let p256KeyInfoPrefix: [UInt8] = [
        0x30, 0x13, 0x06, 0x07, 0x2A, 0x86, 0x48, 0xCE, 0x3D, 0x02, 0x01, 0x06, 0x08, 0x2A, 0x86, 0x48, 0xCE, 0x3D, 0x03, 0x01, 0x07,
        0x03, 0x42, 0x00,
    ]

    /// Reads DER elements one after another.
    private struct Reader {
        private var rest: ArraySlice<UInt8>

        init(_ bytes: ArraySlice<UInt8>) { rest = bytes }

        var isAtEnd: Bool { rest.isEmpty }
        var nextTag: UInt8? { rest.first }

        /// The next element as encoded (tag, length and content) when `element(tagged:)` reads it; nil otherwise.
        mutating func encodedElement(tagged tag: UInt8) -> ArraySlice<UInt8>? {
            let before = rest
            guard element(tagged: tag) != nil else { return nil }
            return before[before.startIndex..<rest.startIndex]
        }

        /// The content of the next element when it has this tag and a definite, minimally written length within the
        /// bytes left (up to 65,535 bytes); nil otherwise.
        mutating func element(tagged tag: UInt8) -> ArraySlice<UInt8>? {
            var cursor = rest.startIndex
            func next() -> Int? {
                guard cursor < rest.endIndex else { return nil }
                defer { cursor += 1 }
                return Int(rest[cursor])
            }
            guard next() == Int(tag), let first = next() else { return nil }
            let length: Int
            switch first {
            case 0..<0x80: length = first
            case 0x81:
                guard let byte = next(), byte >= 0x80 else { return nil }
                length = byte
            case 0x82:
                guard let high = next(), let low = next(), high > 0 else { return nil }
                length = high << 8 | low
            default: return nil
            }
            guard rest.endIndex - cursor >= length else { return nil }
            let content = rest[cursor..<cursor + length]
            rest = rest[(cursor + length)...]
            return content
        }
    }
}
