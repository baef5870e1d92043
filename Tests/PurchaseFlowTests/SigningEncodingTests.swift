import Foundation
import Testing
@testable import PurchaseFlow

/// What signed and outbox text is made of, against Foundation: base64url written into the string at once, JSON strings
/// copied whole when they need no escape, and a notification's lowercase UUID.
@Suite struct SigningEncodingTests {
    @Test func base64URLIsFoundationsBase64WithTheURLAlphabetAndNoPadding() {
        for length in 0..<70 {
            let bytes = (0..<length).map { UInt8(($0 * 151 + length * 7 + 3) % 256) }
            let expected = Data(bytes).base64EncodedString()
                .replacingOccurrences(of: "+", with: "-").replacingOccurrences(of: "/", with: "_").replacingOccurrences(of: "=", with: "")
            #expect(Base64URL.encode(bytes) == expected, "\(length) bytes from an array")
            #expect(Base64URL.encode(Data(bytes)) == expected, "\(length) bytes from Data")
            #expect(Base64URL.encode(bytes.lazy.map { $0 }) == expected, "\(length) bytes from a sequence without contiguous storage")
        }
    }

    @Test func jsonStringsReadBackAsWrittenWithAndWithoutEscapes() throws {
        let values = ["", "plain text", "demo.coins.100", "a \"quoted\" word", "back\\slash", "line\nbreak\ttab\u{01}\u{1F}",
                      "ünïcödé ✓ 🚀", "slash / and \u{7F}", "\"", "\\", "\u{0}"]
        for (index, value) in values.enumerated() {
            var writer = CompactJSONObjectWriter()
            writer.add("key \(index) \"\\", value)
            writer.add("n", Int64(index))
            let object = try #require(try JSONSerialization.jsonObject(with: writer.finished()) as? [String: Any])
            #expect(object["key \(index) \"\\"] as? String == value)
            #expect(object["n"] as? Int == index)
        }
    }

    @Test func aLowercasedUUIDIsFoundationsStringLowercased() {
        var uuids = [UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)),
                     UUID(uuid: (255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255))]
        uuids += (0..<500).map { _ in UUID.random() } + (0..<100).map { _ in UUID() }
        for uuid in uuids {
            #expect(uuid.lowercasedString == uuid.uuidString.lowercased())
        }
    }
}
