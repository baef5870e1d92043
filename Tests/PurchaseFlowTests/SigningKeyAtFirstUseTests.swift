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

    @Test func aKeyWrittenPlainlyIsReadAsLibcryptoReadsIt() throws {
        let made = try SigningKey.generate()
        let certificate = try CertificateIssuer.selfSigned(key: made, commonName: "Key Test", days: 1)
        let pem = try made.pem()
        for text in [pem, pem + certificate.pem(), certificate.pem() + pem] {
            #expect(PEMBlocks.plainPrivateKeyDER(in: text) != nil)
            let pair = try #require(try KeyPair.read(pem: text)), reference = try #require(LibcryptoReference.privateKey(pem: text))
            #expect(pair.scalar == reference.scalar && pair.point == reference.point, "the same key")
            // Signs so that the certificate's key verifies it, and writes the same PEM back.
            let key = try SigningKey(pem: text)
            let message = Array("a message".utf8)
            #expect(certificate.isValidSignature(try key.sign(message), of: message))
            #expect(try key.pem() == pem)
        }
    }

    @Test func aKeyWrittenOtherwiseOrNotAP256KeyIsLeftToLibcrypto() throws {
        let pem = String(decoding: try SigningKey.generate().pem(), as: UTF8.self)
        let variants = [
            pem.replacingOccurrences(of: "\n", with: "\r\n"),
            pem.replacingOccurrences(of: "PRIVATE KEY", with: "EC PRIVATE KEY"),
            "-----BEGIN ENCRYPTED PRIVATE KEY-----\n-----END ENCRYPTED PRIVATE KEY-----\n" + pem,
            "-----BEGIN PRIVATE KEY-----\nbm90IGEga2V5\n-----END PRIVATE KEY-----\n",
        ]
        for variant in variants.map({ Data($0.utf8) }) {
            #expect(try KeyPair.read(pem: variant) == nil)
            let read = Result { try SigningKey.privateKeyRead(pem: variant) }
            switch (read, LibcryptoReference.privateKey(pem: variant)) {
            case (.success(let pair), .some(let reference)):
                #expect(pair.scalar == reference.scalar && pair.point == reference.point)
            case (.failure, .none): break
            default: Issue.record("read differently: \(String(decoding: variant, as: UTF8.self).prefix(40))")
            }
        }
    }
}
