import Foundation
import PaywallModel
import Testing
import TestSupport
@testable import PurchaseFlow

/// The store's signing key and certificates are read, or made on a new state, at their first signature or
/// verification rather than when it opens; what is signed and verified is the same, and nothing is signed or trusted
/// without them.
@Suite("Signing identities read at their first use")
struct SigningIdentitiesAtFirstUseTests {
    @Test func aNewStateMakesItsKeysAtTheFirstSignatureAndAnotherStoreVerifiesWhatItSigned() async throws {
        let sandbox = try SandboxHarness(catalog: .demo)
        let keyFile = sandbox.directory.file(SandboxSigningIdentity.fileName)
        let chainFile = sandbox.directory.file(SandboxCertificateChain.fileName)
        #expect(!sandbox.store.hasReadSigningIdentities)
        #expect(!FileManager.default.fileExists(atPath: keyFile.path) && !FileManager.default.fileExists(atPath: chainFile.path),
                "opening a new state makes no key")

        let bought = try #require(try await sandbox.buy("demo.lifetime").transaction)
        #expect(sandbox.store.hasReadSigningIdentities)
        #expect(FileManager.default.fileExists(atPath: keyFile.path) && FileManager.default.fileExists(atPath: chainFile.path))

        let reopened = try sandbox.reopened()
        #expect(!reopened.store.hasReadSigningIdentities, "an existing state's keys are not read at open")
        let record = try reopened.store.record(Int64(bought.id))
        #expect(reopened.store.verifier.verify(record).verifiedTransaction?.id == bought.id)
        #expect(reopened.store.hasReadSigningIdentities)
        #expect(try reopened.store.signer.certificate == sandbox.store.signer.certificate)
        #expect(try reopened.store.certificateChain.root == sandbox.store.certificateChain.root)
    }

    @Test func bothEnvironmentsSignAndVerifyWithKeysReadLater() async throws {
        let sandbox = try SandboxHarness(catalog: .demo)
        _ = try await sandbox.buy("demo.coins.100")
        try sandbox.set("environment", "sandbox")
        let reopened = try sandbox.reopened()
        let signed = try #require(try await reopened.buy("demo.lifetime").transaction)
        #expect(signed.environment == .sandbox)
        let third = try sandbox.reopened()
        let results = try third.store.records().map { third.store.verifier.verify($0) }
        #expect(results.count == 2 && results.allSatisfy { $0.verifiedTransaction != nil })
        #expect(Set(results.compactMap(\.verifiedTransaction?.environment)) == [.xcode, .sandbox])
    }

    @Test func aDamagedChainLeavesEveryRowUnverifiedWithTheReasonAndSignsNothingUntilItIsMended() async throws {
        let sandbox = try SandboxHarness(catalog: .demo)
        let bought = try #require(try await sandbox.buy("demo.lifetime").transaction)
        let chainFile = sandbox.directory.file(SandboxCertificateChain.fileName)
        let original = try Data(contentsOf: chainFile)
        try Data("-----BEGIN CERTIFICATE-----\nbm90IGEgY2VydA==\n-----END CERTIFICATE-----\n".utf8).write(to: chainFile)

        let reopened = try sandbox.reopened()
        let record = try reopened.store.record(Int64(bought.id))
        guard case .unverified(let failure) = reopened.store.verifier.verify(record) else {
            Issue.record("a row checked while the certificates cannot be read is unverified")
            return
        }
        #expect(failure.reason.contains("cannot be read") && failure.reason.contains(chainFile.path))
        let before = try reopened.store.ledger.transactionCount()
        await #expect {
            _ = try await reopened.buy("demo.coins.100")
        } throws: { error in
            String(describing: error).contains(chainFile.path)
        }
        #expect(try reopened.store.ledger.transactionCount() == before, "nothing unsigned is written")

        try original.write(to: chainFile)
        #expect(reopened.store.verifier.verify(record).verifiedTransaction?.id == bought.id, "the files are read again once mended")
        #expect(try await reopened.buy("demo.coins.100").transaction != nil)
    }

    @Test func aKeyRemovedAfterTheStoreOpenedIsNeverMadeAgain() async throws {
        let sandbox = try SandboxHarness(catalog: .demo)
        _ = try #require(try await sandbox.buy("demo.lifetime").transaction)
        let reopened = try sandbox.reopened()
        let keyFile = sandbox.directory.file(SandboxSigningIdentity.fileName)
        try FileManager.default.removeItem(at: keyFile)
        let before = try reopened.store.ledger.transactionCount()
        await #expect {
            _ = try await reopened.buy("demo.coins.100")
        } throws: { error in
            String(describing: error).contains(keyFile.path)
        }
        #expect(!FileManager.default.fileExists(atPath: keyFile.path), "no new key quietly replaces the one the ledger was signed with")
        #expect(try reopened.store.ledger.transactionCount() == before)
    }

    @Test func aKeyAnotherStoreSignedWithAndThatIsGoneIsNotMadeAgainAtTheFirstUse() async throws {
        let sandbox = try SandboxHarness(catalog: .demo)
        let other = try sandbox.reopened()
        _ = try #require(try await other.buy("demo.lifetime").transaction, "the other store signs first, making the key")
        let keyFile = sandbox.directory.file(SandboxSigningIdentity.fileName)
        try FileManager.default.removeItem(at: keyFile)
        let before = try sandbox.store.ledger.transactionCount()
        await #expect {
            _ = try await sandbox.buy("demo.coins.100")
        } throws: { error in
            String(describing: error).contains(keyFile.path) && String(describing: error).contains("holds 1 transaction")
        }
        #expect(!FileManager.default.fileExists(atPath: keyFile.path), "no new key quietly replaces the one the other store signed with")
        #expect(try sandbox.store.ledger.transactionCount() == before, "nothing is signed with a new key")
    }
}

extension SigningIdentitiesAtFirstUseTests {
    @Test func aLedgerHoldingOnlyARequestWaitingForApprovalOpensElsewhereAndTheApprovalIsSignedAndVerified() async throws {
        let sandbox = try SandboxHarness(catalog: .demo)
        try sandbox.set("ask-to-buy", "on")
        guard case .pending(let pending) = try await sandbox.buy("demo.coins.100") else { Issue.record("expected pending"); return }
        #expect(!FileManager.default.fileExists(atPath: sandbox.directory.file(SandboxSigningIdentity.fileName).path),
                "nothing was signed yet")
        let other = try sandbox.reopened()
        _ = try other.store.approve(Int64(pending.requestID))
        let records = try sandbox.store.records()
        #expect(records.count == 1 && records.allSatisfy { sandbox.store.verifier.verify($0).verifiedTransaction != nil })
    }
}
