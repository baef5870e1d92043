import Foundation
import Testing
@testable import PurchaseFlow

/// `SignedAppTransactionPayload.decode` reads payloads by hand (`SignedPayloadFields`); these tests hold it to what
/// `JSONDecoder` makes of the same bytes: the same payload, or both refusing it.
@Suite("Signed app transactions decode as JSONDecoder decodes them")
struct AppTransactionPayloadDecodingTests {
    private func expectAgreement(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let data = Data(text.utf8)
        let byDecoder = try? JSONDecoder().decode(SignedAppTransactionPayload.self, from: data)
        let byHand = try? SignedAppTransactionPayload.decode(data)
        #expect(byHand == byDecoder, "\(text)", sourceLocation: sourceLocation)
    }

    /// A payload's JSON with `replacements` of whole members (`"key":value`, or a key to nil to leave it out).
    private func payload(_ replacements: [String: String?] = [:]) -> String {
        var members: [(String, String?)] = [
            ("applicationVersion", #""2.1""#), ("appTransactionId", #""7""#), ("bundleId", #""com.example.kiosk""#),
            ("deviceVerificationNonce", #""0e6f5b8a-3c1d-4f2e-9a7b-5d4c3b2a1f0e""#), ("originalApplicationVersion", #""1.0""#),
            ("originalPlatform", #""iOS""#), ("originalPurchaseDate", "1697679936049.7297"), ("receiptCreationDate", "1697679936050"),
            ("receiptType", #""Xcode""#), ("requestDate", "1697679936050"),
        ]
        for (key, value) in replacements {
            if let index = members.firstIndex(where: { $0.0 == key }) { members[index].1 = value } else { members.append((key, value)) }
        }
        return "{" + members.compactMap { key, value in value.map { "\"\(key)\":\($0)" } }.joined(separator: ",") + "}"
    }

    @Test func payloadsAsKioskSignsThem() throws {
        let record = AppTransactionRecord(id: 3, customer: "ann", appVersion: "2.0", firstAppVersion: "1.0", originalAppVersion: "1.0",
                                          originalPurchaseDate: Date(timeIntervalSince1970: 1_697_679_936.049), deviceVerificationNonce: UUID(),
                                          signedDate: Date(timeIntervalSince1970: 1_697_679_999.5), jws: "")
        for environment in [StoreEnvironment.xcode, .sandbox, .production] {
            let signed = SignedAppTransactionPayload(record: record, bundleID: "com.example.kiosk", signedDate: record.signedDate, environment: environment)
            let data = try signed.encoded()
            expectAgreement(String(decoding: data, as: UTF8.self))
            #expect(try SignedAppTransactionPayload.decode(data) == signed)
            #expect(try SignedAppTransactionPayload(SignedPayloadFields(data)) == signed, "read by hand")
        }
    }

    @Test func oddPayloadsAreReadOrRefusedAsJSONDecoderDoes() {
        let variants: [[String: String?]] = [
            [:], ["requestDate": "null"], ["requestDate": nil], ["deviceVerificationNonce": nil, "appTransactionId": "null", "originalPlatform": nil],
            ["originalPurchaseDate": "1697679936049"], ["originalPurchaseDate": "1.6976799360497297E12"], ["originalPurchaseDate": "-0"],
            ["originalPurchaseDate": "1e400"], ["originalPurchaseDate": "-1e400"], ["originalPurchaseDate": "1e-400"],
            ["originalPurchaseDate": "12345678901234567890123"], ["originalPurchaseDate": "999999999999999"],
            ["originalPurchaseDate": "9999999999999999"], ["originalPurchaseDate": "-999999999999999"], ["originalPurchaseDate": "0"],
            ["originalPurchaseDate": "0e5"], ["originalPurchaseDate": "2e-324"], ["originalPurchaseDate": "82.8000000000001"], ["originalPurchaseDate": #""1697679936049""#], ["originalPurchaseDate": "null"],
            ["receiptCreationDate": nil], ["receiptType": #""Sandbox""#], ["receiptType": #""Production""#], ["receiptType": #""xcode""#],
            ["receiptType": "1"], ["bundleId": "null"], ["bundleId": nil], ["applicationVersion": "2"], ["appTransactionId": "7"],
            ["extra": #"{"a":[1,{"b":null}]}"#], ["bundleId": #""com.example.kiosk","bundleId":"other""#],
        ]
        for variant in variants { expectAgreement(payload(variant)) }
        for text in ["", "[]", "null", #"{"receiptType":"Xcode""#, payload() + " x"] { expectAgreement(text) }
    }
}
