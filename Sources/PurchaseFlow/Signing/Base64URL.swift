import Foundation

/// Base64url without padding (RFC 4648 §5), as JWS uses it.
///
/// Written over bytes rather than through Foundation's base64 and string replacement: every signed
/// transaction goes through it, and catching up a year of renewals signs tens of thousands.
public enum Base64URL {
    private static let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_".utf8)

    /// Each ASCII byte's 6-bit value in the base64url alphabet, or 0xFF when it is not in it.
    private static let values: [UInt8] = {
        var table = [UInt8](repeating: 0xFF, count: 256)
        for (index, byte) in alphabet.enumerated() { table[Int(byte)] = UInt8(index) }
        return table
    }()

    /// Encodes bytes as base64url without `=` padding.
    public static func encode<Bytes: Sequence>(_ bytes: Bytes) -> String where Bytes.Element == UInt8 {
        // Data and arrays lend their bytes without a copy.
        if let encoded = bytes.withContiguousStorageIfAvailable(encode) { return encoded }
        return Array(bytes).withUnsafeBufferPointer(encode)
    }

    private static func encode(_ input: UnsafeBufferPointer<UInt8>) -> String {
        alphabet.withUnsafeBufferPointer { alphabet in
            String(unsafeUninitializedCapacity: (input.count * 4 + 2) / 3) { output in
                var index = 0, written = 0
                while index + 3 <= input.count {
                    let chunk = UInt32(input[index]) << 16 | UInt32(input[index + 1]) << 8 | UInt32(input[index + 2])
                    output[written] = alphabet[Int(chunk >> 18 & 63)]
                    output[written + 1] = alphabet[Int(chunk >> 12 & 63)]
                    output[written + 2] = alphabet[Int(chunk >> 6 & 63)]
                    output[written + 3] = alphabet[Int(chunk & 63)]
                    index += 3
                    written += 4
                }
                let rest = input.count - index
                if rest > 0 {
                    let chunk = UInt32(input[index]) << 16 | (rest == 2 ? UInt32(input[index + 1]) << 8 : 0)
                    output[written] = alphabet[Int(chunk >> 18 & 63)]
                    output[written + 1] = alphabet[Int(chunk >> 12 & 63)]
                    written += 2
                    if rest == 2 {
                        output[written] = alphabet[Int(chunk >> 6 & 63)]
                        written += 1
                    }
                }
                return written
            }
        }
    }

    /// Decodes base64url text, with or without padding; returns nil when it is not base64url.
    public static func decode<Text: StringProtocol>(_ text: Text) -> Data? {
        decodedBytes(text).map { Data($0) }
    }

    /// Decodes base64url text, with or without padding, into bytes; nil when it is not base64url.
    static func decodedBytes<Text: StringProtocol>(_ text: Text) -> [UInt8]? {
        // Native strings and their substrings lend their UTF-8 without a copy.
        if let decoded = text.utf8.withContiguousStorageIfAvailable(decodedBytes) { return decoded }
        return Array(text.utf8).withUnsafeBufferPointer(decodedBytes)
    }

    private static func decodedBytes(_ text: UnsafeBufferPointer<UInt8>) -> [UInt8]? {
        var count = text.count
        while count > 0, text[count - 1] == UInt8(ascii: "=") { count -= 1 }
        guard count % 4 != 1 else { return nil }
        var isBase64URL = true
        let decoded = values.withUnsafeBufferPointer { values in
            [UInt8](unsafeUninitializedCapacity: count * 3 / 4) { output, written in
                written = 0
                var accumulator: UInt32 = 0
                var bits = 0
                for byte in text[..<count] {
                    let value = values[Int(byte)]
                    guard value != 0xFF else {
                        isBase64URL = false
                        return
                    }
                    accumulator = accumulator << 6 | UInt32(value)
                    bits += 6
                    if bits >= 8 {
                        bits -= 8
                        output[written] = UInt8(truncatingIfNeeded: accumulator >> UInt32(bits))
                        written += 1
                    }
                }
            }
        }
        return isBase64URL ? decoded : nil
    }
}
