import Foundation

/// Base64url without padding (RFC 4648 §5), as JWS uses it.
public enum Base64URL {
    /// Encodes bytes as base64url without `=` padding.
    public static func encode<Bytes: Sequence>(_ bytes: Bytes) -> String where Bytes.Element == UInt8 {
        var text = Data(bytes).base64EncodedString()
        text = text.replacingOccurrences(of: "+", with: "-").replacingOccurrences(of: "/", with: "_")
        while text.hasSuffix("=") { text.removeLast() }
        return text
    }

    /// Decodes base64url text, with or without padding; returns nil when it is not base64url.
    public static func decode<Text: StringProtocol>(_ text: Text) -> Data? {
        var body = Substring(text)
        while body.hasSuffix("=") { body.removeLast() }
        guard !body.contains(where: { $0 == "+" || $0 == "/" || $0 == "=" }) else { return nil }
        var standard = body.replacingOccurrences(of: "-", with: "+").replacingOccurrences(of: "_", with: "/")
        switch standard.count % 4 {
        case 0: break
        case 2: standard += "=="
        case 3: standard += "="
        default: return nil
        }
        return Data(base64Encoded: standard)
    }
}
