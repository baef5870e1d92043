import Foundation
import Testing
import TestSupport
@testable import PurchaseFlow

/// `SignedTransactionPayload.decode` reads payloads by hand (`SignedPayloadFields`, `FlatJSONObjectScanner`); these
/// tests hold it to what `JSONDecoder` makes of the same bytes.
@Suite("Signed payloads decode as JSONDecoder decodes them")
struct SignedPayloadDecodingTests {
    /// What `JSONDecoder` makes of the bytes, or nil when it throws.
    private func reference(_ data: Data) -> SignedTransactionPayload? {
        try? JSONDecoder().decode(SignedTransactionPayload.self, from: data)
    }

    /// Expects the hand-written decoder to agree with `JSONDecoder` on `text`: the same payload, or both refusing it.
    private func expectAgreement(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let data = Data(text.utf8)
        let decoded = try? SignedTransactionPayload.decode(data)
        #expect(decoded == reference(data), "\(text)", sourceLocation: sourceLocation)
    }

    private static func payload(productID: String = "demo.plus.monthly", offer: TransactionOffer? = nil, revoked: Bool = false) -> SignedTransactionPayload {
        var record = LedgerRecord(id: 41, originalID: 40, productID: productID, productKind: .autoRenewableSubscription, groupID: "plus",
                                  status: .completed, reason: .renewal, purchaseDate: SandboxHarness.start,
                                  expirationDate: SandboxHarness.start.addingTimeInterval(2_592_000), storefront: "USA",
                                  priceMilliunits: 4_990, currency: "USD", appAccountToken: UUID(), offer: offer)
        if revoked {
            record.revocationDate = SandboxHarness.start.addingTimeInterval(60)
            record.revocationReason = .other
        }
        return SignedTransactionPayload(record: record, bundleID: "dev.kiosk.demo", signedDate: Timestamp(SandboxHarness.start))
    }

    private static var samples: [SignedTransactionPayload] {
        [payload(), payload(revoked: true),
         payload(offer: TransactionOffer(kind: .introductory, id: nil, paymentMode: .freeTrial, period: "P1W")),
         payload(productID: "odd \"id\" \\ é \u{1} ✓", offer: TransactionOffer(kind: .code, id: "HALF/YEAR", paymentMode: .payUpFront, period: "P6M")),
         SignedTransactionPayload(record: LedgerRecord(productID: "demo.coins.100", productKind: .consumable, status: .completed,
                                                       purchaseDate: SandboxHarness.start, storefront: "FRA"),
                                  bundleID: "b", signedDate: Timestamp(SandboxHarness.start), environment: .sandbox)]
    }

    @Test func decodesWhatKioskSignsAndWhatJSONEncoderWrites() throws {
        let pretty = JSONEncoder()
        pretty.outputFormatting = [.prettyPrinted]
        for payload in Self.samples {
            #expect(try SignedTransactionPayload.decode(payload.encoded()) == payload)
            // Unsorted keys, `\/` escapes and whitespace are read alike.
            for text in [try JSONEncoder().encode(payload), try pretty.encode(payload)] {
                #expect(try SignedTransactionPayload.decode(text) == payload)
                expectAgreement(String(decoding: text, as: UTF8.self))
            }
        }
    }

    /// Xcode writes dates with fractions of a millisecond (`1697679936049.7297`), which `JSONDecoder` does not
    /// read as an integer: both refuse it.
    @Test(.needsFixtures) func agreesOnXcodesSignedTransaction() throws {
        let url = try #require(Fixtures.url("jws/xcode-signed-transaction"))
        let text = try String(contentsOf: url, encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)
        expectAgreement(String(decoding: try CompactJWS(text).payload, as: UTF8.self))
    }

    /// Every member of a payload replaced by values of other kinds and forms, or removed, or repeated.
    @Test func agreesOnEveryMemberChanged() throws {
        let object = try #require(JSONSerialization.jsonObject(with: Self.samples[2].encoded()) as? [String: Any])
        let encoded = String(decoding: try Self.samples[2].encoded(), as: UTF8.self)
        let replacements = ["null", "\"x\"", "\"PURCHASED\"", "\"Xcode\"", "\"RENEWAL\"", "1", "0", "-0", "5.0", "5e0", "1E2", "5.5",
                            "1e-2", "9223372036854775807", "9223372036854775808", "-9223372036854775808", "1e300", "0e99999999999999999999",
                            "true", "false", "{}", "[]", "\"\\u0041\"", "\"é\"", "01", "-01", "00", "1.", "1e", "1.e2", ".5", "+1", "1.5E+2", "-", "tru", "nul"]
        for key in object.keys.sorted() {
            let value = try #require(encoded.range(of: "\"\(key)\":"))
            let end = encoded[value.upperBound...].firstIndex(where: { $0 == "," || $0 == "}" }) ?? encoded.endIndex
            let member = encoded[value.lowerBound..<end]
            for replacement in replacements {
                expectAgreement(encoded.replacingCharacters(in: value.upperBound..<end, with: replacement))
            }
            expectAgreement(encoded.replacingOccurrences(of: member + ",", with: "").replacingOccurrences(of: "," + member, with: ""))
            expectAgreement(encoded.replacingOccurrences(of: "{", with: "{\"\(key)\":null,"))
            expectAgreement(encoded.replacingOccurrences(of: "}", with: ",\(member)}"))
        }
    }

    @Test func agreesOnJSONThatIsNotAPayload() throws {
        let encoded = String(decoding: try Self.samples[0].encoded(), as: UTF8.self)
        for text in ["[]", "{}", "null", "\"x\"", " \n" + encoded + "\t ", encoded.replacingOccurrences(of: ":", with: " : "),
                     encoded.replacingOccurrences(of: "}", with: ",\"extra\":{\"a\":[1,{\"b\":\"\\n\"}]}}"),
                     encoded.replacingOccurrences(of: "{", with: "[{") + "]"] {
            expectAgreement(text)
        }
    }

    /// Only JSON is read: `JSONDecoder` also takes an object with a trailing comma, and skips a member it does not
    /// read without checking its string (a lone surrogate, a raw control character, bytes that are not UTF-8).
    /// Payloads are read after their signature verified, and every signer writes JSON, so this changes nothing
    /// for a payload kiosk, Xcode or the App Store signed.
    @Test func textThatIsNotJSONIsRefused() throws {
        let encoded = String(decoding: try Self.samples[0].encoded(), as: UTF8.self)
        for text in ["", " ", encoded + ",", encoded + "}", String(encoded.dropLast()), encoded + " x",
                     encoded.replacingOccurrences(of: "}", with: ",}"), encoded.replacingOccurrences(of: "\"", with: "'"),
                     encoded.replacingOccurrences(of: "}", with: ",\"extra\":\"\\ud800\"}"),
                     encoded.replacingOccurrences(of: "}", with: ",\"extra\":\"\u{1}\"}")] {
            #expect(throws: (any Error).self, "\(text)") { try SignedTransactionPayload.decode(Data(text.utf8)) }
        }
        var notUTF8 = Data(encoded.dropLast().utf8)
        notUTF8.append(contentsOf: Array(",\"extra\":\"".utf8) + [0xFF] + Array("\"}".utf8))
        #expect(throws: (any Error).self) { try SignedTransactionPayload.decode(notUTF8) }
    }

    @Test func wholeNumbersAreReadExactly() throws {
        struct Number: Decodable { var n: Int64 }
        for literal in ["0", "-0", "7", "-7", "5.0", "5.00e1", "1E2", "1e+2", "10e-1", "100e-2", "9007199254740993.0",
                        "9223372036854775807", "-9223372036854775808", "92233720368547758.07e2", "0.5", "1e-2", "1e-400",
                        "1.0000000000000001", "9007199254740993.5", "-9007199254740993.5", "900719925474099.35e1",
                        "90071992547409935e-1", "9223372036854775295.9", "9223372036854775807.0", "-9223372036854775807.0",
                        "1697679936049.7297", "9223372036854775808", "9.3e18", "1e19", "0.0e-5", "-0.0",
                        "123456789012345678901234567890e-20", "0e99999999999999999999", "1e99999999999999999999"] {
            let expected = try? JSONDecoder().decode(Number.self, from: Data("{\"n\":\(literal)}".utf8)).n
            #expect(SignedPayloadFields.wholeNumber(literal) == expected, "\(literal)")
        }
    }
}
