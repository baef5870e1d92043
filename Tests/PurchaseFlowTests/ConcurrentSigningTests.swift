import Foundation
import Testing
@testable import PurchaseFlow

/// A key lends each signature a signing context no other thread uses meanwhile, so many tasks signing with one key
/// at once all get valid signatures.
@Suite("Signing from many tasks at once")
struct ConcurrentSigningTests {
    @Test func signaturesMadeAtOnceOnOneKeyAllVerify() async throws {
        let key = try SigningKey.generate()
        let certificate = try CertificateIssuer.selfSigned(key: key, commonName: "Test", days: 1)
        let signer = JWSSigner(key: key, certificate: certificate, keyID: "test")
        let verifier = JWSVerifier(trusting: [certificate])
        let signed = try await withThrowingTaskGroup(of: [(Int, String)].self) { group in
            for task in 0..<8 {
                group.addTask {
                    try (0..<25).map { index in
                        let number = task * 100 + index
                        return (number, try signer.sign(payload: Data(#"{"n":\#(number)}"#.utf8)))
                    }
                }
            }
            return try await group.reduce(into: []) { $0 += $1 }
        }
        #expect(signed.count == 200)
        for (number, jws) in signed {
            #expect(try verifier.verifiedPayload(of: jws) == Data(#"{"n":\#(number)}"#.utf8))
        }
    }
}
