import Foundation
import Testing
import TestSupport
@testable import PurchaseFlow

@Suite("JWS ES256 signing and verification")
struct JWSTests {
    private let payload = Data(#"{"transactionId":"7","productId":"com.example.pro"}"#.utf8)

    @Test func payloadsEncodeToJSONThatDecodesBackUnchanged() throws {
        var record = LedgerRecord(id: 7, originalID: 3, productID: "odd \"id\"\\ \u{1}é", productKind: .autoRenewableSubscription,
                                  groupID: "g", status: .completed, reason: .renewal, purchaseDate: SandboxHarness.start,
                                  expirationDate: SandboxHarness.start.addingTimeInterval(60), storefront: "USA", priceMilliunits: 9_990,
                                  currency: "USD", appAccountToken: UUID(),
                                  offer: TransactionOffer(kind: .code, id: "HALFYEAR", paymentMode: .payUpFront, period: "P6M"))
        record.revocationDate = SandboxHarness.start
        record.revocationReason = .developerIssue
        let payload = SignedTransactionPayload(record: record, bundleID: "dev.kiosk.test", signedDate: Timestamp(SandboxHarness.start))
        #expect(try SignedTransactionPayload.decode(payload.encoded()) == payload)
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        #expect(try payload.encoded() == encoder.encode(payload), "the same bytes JSONEncoder writes with sorted keys")
        let bare = SignedTransactionPayload(record: LedgerRecord(productID: "p", productKind: .consumable, status: .completed,
                                                                 purchaseDate: SandboxHarness.start, storefront: "USA"),
                                            bundleID: "b", signedDate: Timestamp(SandboxHarness.start))
        #expect(try payload.encoded() != bare.encoded() && SignedTransactionPayload.decode(bare.encoded()) == bare)
    }

    @Test func base64URLRoundTripsEveryLength() {
        for length in 0..<40 {
            let bytes = (0..<length).map { UInt8(($0 * 37 + 250) % 256) }
            let text = Base64URL.encode(bytes)
            #expect(!text.contains("=") && !text.contains("+") && !text.contains("/"))
            #expect(Base64URL.decode(text).map([UInt8].init) == bytes)
        }
        #expect(Base64URL.decode("ab+c") == nil)
        #expect(Base64URL.decode("a") == nil)
    }

    @Test func signsAndVerifiesWithTheCertificateInTheHeader() throws {
        let directory = TemporaryDirectory()
        let signer = try SandboxSigningIdentity.loadOrCreate(in: directory.url)
        let text = try signer.sign(payload: payload)
        let jws = try CompactJWS(text)
        #expect(jws.header.alg == "ES256")
        #expect(jws.header.kid == SandboxSigningIdentity.keyID)
        #expect(jws.header.x5c == [signer.certificate.der.base64EncodedString()])
        #expect(jws.signature.count == 64)
        let verifier = JWSVerifier(trusting: [signer.certificate])
        #expect(try verifier.verifiedPayload(of: text) == payload)
    }

    @Test func keyIsCreatedOnceWithOwnerOnlyPermissions() throws {
        let directory = TemporaryDirectory()
        let first = try SandboxSigningIdentity.loadOrCreate(in: directory.url)
        let file = directory.file(SandboxSigningIdentity.fileName).path
        let attributes = try FileManager.default.attributesOfItem(atPath: file)
        #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o600)
        let second = try SandboxSigningIdentity.loadOrCreate(in: directory.url)
        #expect(second.certificate == first.certificate)
        #expect(first.certificate.commonName == SandboxSigningIdentity.commonName)
        // The reloaded key signs what the first certificate verifies.
        let text = try second.sign(payload: payload)
        #expect(try JWSVerifier(trusting: [first.certificate]).verifiedPayload(of: text) == payload)
    }

    @Test func aTamperedPayloadDoesNotVerify() throws {
        let directory = TemporaryDirectory()
        let signer = try SandboxSigningIdentity.loadOrCreate(in: directory.url)
        let parts = try signer.sign(payload: payload).split(separator: ".").map(String.init)
        let forged = Base64URL.encode(Data(#"{"transactionId":"7","productId":"com.example.lifetime"}"#.utf8))
        let tampered = [parts[0], forged, parts[2]].joined(separator: ".")
        #expect(throws: JWSVerificationError.invalidSignature) {
            try JWSVerifier(trusting: [signer.certificate]).verifiedPayload(of: tampered)
        }
    }

    @Test func aWrongKeyDoesNotVerify() throws {
        let (first, second) = (TemporaryDirectory(), TemporaryDirectory())
        let mine = try SandboxSigningIdentity.loadOrCreate(in: first.url)
        let other = try SandboxSigningIdentity.loadOrCreate(in: second.url)
        let verifier = JWSVerifier(trusting: [mine.certificate])
        // Signed by another key that sends its own certificate.
        #expect(throws: JWSVerificationError.untrustedCertificate) {
            try verifier.verifiedPayload(of: other.sign(payload: payload))
        }
        // Signed by another key that claims the trusted certificate.
        let impostor = JWSSigner(key: other.key, certificate: mine.certificate, keyID: "x")
        #expect(throws: JWSVerificationError.invalidSignature) {
            try verifier.verifiedPayload(of: impostor.sign(payload: payload))
        }
    }

    @Test func malformedTextIsReportedAsSuch() throws {
        let verifier = JWSVerifier(trusting: [])
        for text in ["", "a.b", "!!.e30.AA", "e30.e30.AA"] {
            #expect(throws: JWSVerificationError.self) { try verifier.verifiedPayload(of: text) }
        }
        let error = #expect(throws: JWSVerificationError.self) { try verifier.verifiedPayload(of: "a.b") }
        #expect(error == .malformed("expected three dot-separated parts, found 2"))
    }

    @Test(.needsFixtures, arguments: ["xcode-signed-transaction", "xcode-signed-renewal-info", "xcode-signed-app-transaction"])
    func xcodeSignedSamplesVerifyWithTheirOwnCertificate(name: String) throws {
        let jwsURL = try #require(Fixtures.url("jws/\(name)"))
        let cerURL = try #require(Fixtures.url("jws/\(name).cer"))
        let text = try String(contentsOf: jwsURL, encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)
        let certificate = try Certificate(der: Data(contentsOf: cerURL))
        #expect(certificate.commonName == "StoreKit Testing in Xcode")
        let jws = try CompactJWS(text)
        #expect(jws.header.x5c?.first.flatMap { Data(base64Encoded: $0) } == certificate.der)
        let payload = try JWSVerifier(trusting: [certificate]).verifiedPayload(of: text)
        let object = try JSONSerialization.jsonObject(with: payload) as? [String: Any]
        #expect(object?["bundleId"] as? String == "com.example.naturelab.backyardbirds.example" || object?["productId"] as? String == "pass.premium")
        // Flipping one byte of the signature breaks it.
        var signature = jws.signature
        signature[10] ^= 0x01
        let broken = text[..<text.lastIndex(of: ".")!] + "." + Base64URL.encode(signature)
        #expect(throws: JWSVerificationError.invalidSignature) {
            try JWSVerifier(trusting: [certificate]).verifiedPayload(of: String(broken))
        }
    }
}

@Suite("Compact JWS parts")
struct CompactJWSPartsTests {
    @Test func textWithOtherThanTwoDotsSaysHowManyPartsItHas() throws {
        for (text, parts) in [("abc", 1), ("a.b.c.d", 4), ("...", 4), ("a.b.c.d.e.f", 6)] {
            let error = #expect(throws: JWSVerificationError.self) { try CompactJWS.parts(of: text) }
            #expect(error == .malformed("expected three dot-separated parts, found \(parts)"))
        }
        let parts = try CompactJWS.parts(of: "héader.pay.sig")
        #expect(parts.header == "héader" && parts.payload == "pay" && parts.signature == "sig")
        #expect(CompactJWS.signingInput(of: "héader.pay.sig") == Array("héader.pay".utf8))
    }
}
