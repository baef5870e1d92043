import Foundation
import Testing
import TestSupport
@testable import PurchaseFlow

@Suite("A JWS header written by hand is what JSONEncoder writes")
struct JWSHeaderEncodingTests {
    private func byEncoder(_ header: CompactJWS.Header) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        return try encoder.encode(header)
    }

    @Test func everyShapeOfHeaderAndEveryCharacterIsWrittenAsTheEncoderWritesIt() throws {
        let awkward = (0..<0x80).map { String(UnicodeScalar(UInt8($0))) }.joined() + "é/\\\"ü€😀\u{2028}\u{2029}"
        let headers = [
            CompactJWS.Header(alg: "ES256"),
            CompactJWS.Header(alg: "ES256", kid: SandboxSigningIdentity.keyID, typ: "JWT", x5c: ["MIIB+/==", "a/b"]),
            CompactJWS.Header(alg: "ES256", x5c: []),
            CompactJWS.Header(alg: "ES256", x5c: ["one", "two", "three"]),
            CompactJWS.Header(alg: awkward, kid: awkward, typ: awkward, x5c: [awkward, ""]),
            CompactJWS.Header(alg: "", kid: "", typ: nil, x5c: nil),
        ]
        for header in headers {
            #expect(header.encoded() == (try byEncoder(header)), "\(header)")
        }
    }

    @Test func aStoreSignersHeaderIsTheEncodersAndItsSignaturesVerify() throws {
        let state = TemporaryDirectory()
        let directory = state.url
        let chain = try SandboxCertificateChain.loadOrCreate(in: directory)
        let selfSigned = try SandboxSigningIdentity.loadOrCreate(in: directory)
        let signers = [(selfSigned, CompactJWS.Header(alg: "ES256", kid: SandboxSigningIdentity.keyID, typ: "JWT",
                                                      x5c: [selfSigned.certificate.der.base64EncodedString()])),
                       (chain.signer, CompactJWS.Header(alg: "ES256", x5c: [chain.leaf, chain.intermediate, chain.root].map { $0.der.base64EncodedString() }))]
        for (signer, header) in signers {
            let jws = try signer.sign(payload: Data(#"{"a":1}"#.utf8))
            #expect(jws.split(separator: ".")[0] == Substring(Base64URL.encode(try byEncoder(header))))
            let verifier = JWSVerifier(trusting: [selfSigned.certificate], roots: [chain.root])
            #expect(try verifier.verifiedPayload(of: jws) == Data(#"{"a":1}"#.utf8))
        }
    }
}
