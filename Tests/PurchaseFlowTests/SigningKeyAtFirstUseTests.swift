import Foundation
import PaywallModel
import Testing
import TestSupport
@testable import PurchaseFlow

/// The sandbox's private keys are read at their first signature, not when the store opens: a store that only
/// verifies never reads them, and a damaged key fails the signature that needs it, naming the file.
@Suite("Signing keys read at their first use")
struct SigningKeyAtFirstUseTests {
    @Test func aKeyGivenForLaterSignsAsAKeyReadAtOnce() throws {
        let made = try SigningKey.generate()
        let later = SigningKey(readingAtFirstUse: try made.pem(), operation: "reading the test key")
        let certificate = try CertificateIssuer.selfSigned(key: made, commonName: "Test", days: 1)
        let signer = JWSSigner(key: later, certificate: certificate, keyID: "test")
        let jws = try signer.sign(payload: Data(#"{"a":1}"#.utf8))
        #expect(try JWSVerifier(trusting: [certificate]).verifiedPayload(of: jws) == Data(#"{"a":1}"#.utf8))
        #expect(try later.pem() == made.pem())
    }

    @Test func aDamagedKeyFailsEachUseWithTheOperationGiven() throws {
        let damaged = SigningKey(readingAtFirstUse: Data("-----BEGIN PRIVATE KEY-----\nbm90IGEga2V5\n-----END PRIVATE KEY-----\n".utf8),
                                 operation: "reading the test key")
        for _ in 0..<2 {
            #expect {
                _ = try damaged.sign(Array("message".utf8))
            } throws: { error in
                (error as? SigningError)?.operation == "reading the test key"
            }
        }
    }

    @Test func aStoreWithADamagedKeyOpensVerifiesAndRefusesToSign() async throws {
        let sandbox = try SandboxHarness(catalog: .demo)
        let bought = try #require(try await sandbox.buy("demo.lifetime").transaction)
        let keyFile = sandbox.directory.file(SandboxSigningIdentity.fileName)
        let text = try String(contentsOf: keyFile, encoding: .utf8)
        let keyEnd = try #require(text.range(of: "-----END PRIVATE KEY-----\n"))
        let damagedKey = "-----BEGIN PRIVATE KEY-----\nbm90IGEga2V5\n-----END PRIVATE KEY-----\n"
        try Data((damagedKey + text[keyEnd.upperBound...]).utf8).write(to: keyFile)

        let reopened = try sandbox.reopened()
        #expect(reopened.store.verifier.verify(try reopened.store.record(Int64(bought.id))).verifiedTransaction?.id == bought.id,
                "the certificate is read at open; the transactions it signed still verify")
        let before = try reopened.store.ledger.transactionCount()
        await #expect {
            _ = try await reopened.buy("demo.coins.100")
        } throws: { error in
            String(describing: error).contains("reading the sandbox key \(keyFile.path)")
        }
        #expect(try reopened.store.ledger.transactionCount() == before, "nothing unsigned is written")
    }
}
