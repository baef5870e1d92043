import Foundation
import PaywallModel
import Testing
import TestSupport
@testable import PurchaseFlow

@Suite("App transactions: issued at first launch, signed, verified, and granting by original version")
struct AppTransactionTests {
    private func session(_ sandbox: SandboxHarness, _ name: String, originalAppVersion: String? = nil) throws -> CustomerSession {
        try CustomerSession(customerNamed: name, client: sandbox.marketplace, book: try CustomerBook(directory: sandbox.directory.url),
                            rules: .demo, catalog: sandbox.store.catalog, clock: sandbox.clock, originalAppVersion: originalAppVersion)
    }

    /// The session of a customer who launched the app before, with their app transaction's original version.
    private func relaunched(_ sandbox: SandboxHarness, _ name: String) async throws -> CustomerSession {
        let customer = try CustomerBook(directory: sandbox.directory.url).customer(named: name, at: Date())
        return try session(sandbox, name, originalAppVersion: await sandbox.marketplace.verifiedOriginalAppVersion(for: customer))
    }

    private func verified(_ result: AppTransactionResult?) throws -> AppTransaction {
        guard case .verified(let appTransaction)? = result else {
            Issue.record("expected a verified app transaction, got \(String(describing: result))")
            throw MarketplaceError(.unverifiedTransaction, "unverified")
        }
        return appTransaction
    }

    @Test func theFirstLaunchIssuesASignedAppTransactionWithStoreKitsFieldNames() async throws {
        let sandbox = try SandboxHarness(catalog: .demo)
        let ann = try session(sandbox, "ann")
        #expect(try await ann.appTransaction() == nil)
        let first = try verified(try await ann.appTransaction(launching: "1.2"))
        #expect(first.bundleID == sandbox.store.bundleID && first.appVersion == "1.2" && first.originalAppVersion == "1.2")
        #expect(first.originalPurchaseDate == SandboxHarness.start && first.environment == .xcode)
        let payload = try JSONSerialization.jsonObject(with: try CompactJWS(first.jwsRepresentation).payload) as? [String: Any]
        #expect(Set(payload?.keys.map { $0 } ?? []) == ["receiptType", "bundleId", "applicationVersion", "originalApplicationVersion",
                                                         "originalPurchaseDate", "receiptCreationDate", "requestDate",
                                                         "deviceVerificationNonce", "appTransactionId", "originalPlatform"])
        #expect(payload?["receiptType"] as? String == "Xcode")

        // Launching a newer version later keeps the original version and date, and is signed again.
        sandbox.clock.advance(by: 86_400)
        let updated = try verified(try await ann.appTransaction(launching: "2.1"))
        #expect(updated.appTransactionID == first.appTransactionID && updated.appVersion == "2.1" && updated.originalAppVersion == "1.2")
        #expect(updated.originalPurchaseDate == SandboxHarness.start && updated.signedDate > first.signedDate)
        // Another customer has an app transaction of their own.
        let bob = try verified(try await session(sandbox, "bob").appTransaction(launching: "2.1"))
        #expect(bob.appTransactionID != first.appTransactionID && bob.originalAppVersion == "2.1")
    }

    @Test func theOriginalAppVersionSettingOverridesEveryCustomerUntilTurnedOff() async throws {
        let sandbox = try SandboxHarness(catalog: .demo)
        let ann = try session(sandbox, "ann")
        _ = try await ann.appTransaction(launching: "2.0")
        try sandbox.set("original-app-version", "1.0")
        #expect(try verified(try await ann.appTransaction()).originalAppVersion == "1.0")
        #expect(try verified(try await session(sandbox, "bob").appTransaction(launching: "2.0")).originalAppVersion == "1.0")
        try sandbox.set("original-app-version", "off")
        #expect(try verified(try await ann.appTransaction()).originalAppVersion == "2.0")
        #expect(throws: SettingError("'one' is not an app version such as 1.0 or 2.3.1 (or off).")) {
            try SettingOverride(key: "original-app-version", value: "one")
        }
    }

    @Test func anOldOriginalVersionUnlocksTheMigrationEntitlement() async throws {
        let sandbox = try SandboxHarness(catalog: .demo)
        _ = try await session(sandbox, "early").appTransaction(launching: "1.5")
        _ = try await session(sandbox, "late").appTransaction(launching: "2.0")
        let early = try await relaunched(sandbox, "early")
        let earlyPlus = try #require(try await early.entitlementStates().first { $0.key == "plus" })
        #expect(earlyPlus.isActive && earlyPlus.grantingOriginalAppVersion == "1.5" && earlyPlus.sourceProductID == nil)
        #expect(try await early.access().activeEntitlements.map(\.key) == ["plus", "ad_free"])
        #expect(try await relaunched(sandbox, "late").entitlementStates().first { $0.key == "plus" }?.isActive == false)
        // An app transaction that does not verify grants nothing.
        try sandbox.set("error.verification", "unverifiedTransaction")
        #expect(try await relaunched(sandbox, "early").entitlementStates().first { $0.key == "plus" }?.isActive == false)
    }

    @Test func aTamperedRowIsUnverifiedAndTheSimulatedErrorFailsTheCall() async throws {
        let sandbox = try SandboxHarness(catalog: .demo)
        let ann = try session(sandbox, "ann")
        _ = try await ann.appTransaction(launching: "2.0")
        try sandbox.store.ledger.database.write { database in
            try database.execute("UPDATE app_transactions SET original_app_version = '1.0', first_app_version = '1.0'")
        }
        guard case .unverified(let reason)? = try await ann.appTransaction() else { Issue.record("tampering not noticed"); return }
        #expect(reason == "the ledger's original app version differ from what was signed.")
        #expect(try await relaunched(sandbox, "ann").entitlementStates().first { $0.key == "plus" }?.isActive == false)

        try sandbox.set("error.app-transaction", "networkError")
        let error = await #expect(throws: MarketplaceError.self) { try await ann.appTransaction(launching: "2.0") }
        #expect(error?.message == "App Transaction failed with the simulated error networkError, as the sandbox settings ask.")
    }

    @Test func resetMakesTheNextLaunchAFirstLaunch() async throws {
        let sandbox = try SandboxHarness(catalog: .demo)
        let ann = try session(sandbox, "ann")
        let before = try verified(try await ann.appTransaction(launching: "1.0"))
        try sandbox.store.reset()
        #expect(try await ann.appTransaction() == nil)
        let after = try verified(try await ann.appTransaction(launching: "2.0"))
        #expect(after.originalAppVersion == "2.0" && after.appTransactionID != before.appTransactionID)
    }

    @Test(.needsFixtures) func xcodesSignedAppTransactionDecodesWithTheSameFieldNames() throws {
        let url = try #require(Fixtures.url("jws/xcode-signed-app-transaction"))
        let cer = try #require(Fixtures.url("jws/xcode-signed-app-transaction.cer"))
        let text = try String(contentsOf: url, encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)
        let certificate = try Certificate(der: Data(contentsOf: cer))
        let payload = try SignedAppTransactionPayload.decode(try JWSVerifier(trusting: [certificate]).verifiedPayload(of: text))
        let appTransaction = AppTransaction(payload: payload, jws: text)
        #expect(appTransaction.bundleID == "com.example.naturelab.backyardbirds.example")
        #expect(appTransaction.originalAppVersion == "1" && appTransaction.environment == .xcode)
        #expect(appTransaction.signedDate == Date(timeIntervalSince1970: 1_697_680_122.257447))
    }
}
