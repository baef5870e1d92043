import Foundation
import Testing
import TestSupport
import PaywallModel
@testable import PurchaseFlow

@Suite("Sandbox signing mode: an App Store style chain under kiosk's root")
struct SandboxSigningModeTests {
    private static let monthly = "demo.plus.standard.monthly"

    private func header(_ jws: String?) throws -> CompactJWS.Header {
        try CompactJWS(try #require(jws)).header
    }

    @Test func theChainVerifiesUnderStrictChecksWithAppleMarkersAndAPrivateFile() throws {
        let directory = TemporaryDirectory()
        let chain = try SandboxCertificateChain.loadOrCreate(in: directory.url)
        let verifier = CertificateChainVerifier(roots: [chain.root])
        #expect(try verifier.verifiedLeaf(of: [chain.leaf, chain.intermediate, chain.root], at: Date()) == chain.leaf)
        #expect(chain.leaf.hasExtension(SandboxCertificateChain.leafMarkerOID) && !chain.leaf.hasExtension(SandboxCertificateChain.intermediateMarkerOID))
        #expect(chain.intermediate.hasExtension(SandboxCertificateChain.intermediateMarkerOID))
        let attributes = try FileManager.default.attributesOfItem(atPath: directory.file(SandboxCertificateChain.fileName).path)
        #expect((attributes[.posixPermissions] as? Int) == 0o600)
        #expect(try SandboxCertificateChain.loadOrCreate(in: directory.url).root == chain.root, "created once, then read back")

        // Another state directory's root does not verify this chain, and a chain of two never does.
        let other = try SandboxCertificateChain.loadOrCreate(in: TemporaryDirectory().url)
        #expect(throws: JWSVerificationError.self) { try CertificateChainVerifier(roots: [other.root]).verifiedLeaf(of: [chain.leaf, chain.intermediate, chain.root], at: Date()) }
        #expect(throws: JWSVerificationError.invalidChain("it has 2 certificates, not 3")) { try verifier.verifiedLeaf(of: [chain.leaf, chain.root], at: Date()) }
        // Long past the certificates' validity the chain no longer verifies.
        #expect(throws: JWSVerificationError.self) {
            try verifier.verifiedLeaf(of: [chain.leaf, chain.intermediate, chain.root], at: Date().addingTimeInterval(40 * 365 * 86_400))
        }
    }

    @Test func aLeafWithoutTheMarkerIsRefusedEvenUnderTheRightRoot() throws {
        let rootKey = try SigningKey.generate(), leafKey = try SigningKey.generate()
        let root = try CertificateIssuer.issue(for: rootKey, commonName: "Root", organization: "T", by: nil, validFrom: -60, days: 2, extensions: [
            .init("basicConstraints", "critical,CA:TRUE"), .init("keyUsage", "critical,keyCertSign"), .init("subjectKeyIdentifier", "hash"),
        ])
        let issuer = CertificateIssuer.Issuer(key: rootKey, certificate: root)
        let intermediate = try CertificateIssuer.issue(for: rootKey, commonName: "Mid", organization: "T", by: issuer, validFrom: -60, days: 2, extensions: [
            .init("basicConstraints", "critical,CA:TRUE"), .init("keyUsage", "critical,keyCertSign"), .init("subjectKeyIdentifier", "hash"),
            .init("authorityKeyIdentifier", "keyid:always"), .init(SandboxCertificateChain.intermediateMarkerOID, "DER:05:00"),
        ])
        let leaf = try CertificateIssuer.issue(for: leafKey, commonName: "Leaf", organization: "T",
                                               by: .init(key: rootKey, certificate: intermediate), validFrom: -60, days: 2, extensions: [
            .init("basicConstraints", "critical,CA:FALSE"), .init("keyUsage", "critical,digitalSignature"),
            .init("subjectKeyIdentifier", "hash"), .init("authorityKeyIdentifier", "keyid:always"),
        ])
        let refused = #expect(throws: JWSVerificationError.self) {
            try CertificateChainVerifier(roots: [root]).verifiedLeaf(of: [leaf, intermediate, root], at: Date())
        }
        #expect(refused == .invalidChain("the leaf lacks the extension \(SandboxCertificateChain.leafMarkerOID)"))
    }

    @Test func xcodeStaysTheDefaultAndSandboxSignsWithTheChain() async throws {
        let sandbox = try SandboxHarness(catalog: .demo)
        _ = try await sandbox.buy(Self.monthly)
        let xcode = try sandbox.store.record(1)
        #expect(try header(xcode.jws).x5c?.count == 1)
        #expect(try SignedTransactionPayload.decode(try CompactJWS(try #require(xcode.jws)).payload).environment == .xcode)

        try sandbox.store.set(try SettingOverride(key: "environment", value: "sandbox"))
        #expect(try sandbox.store.settings().environment == .sandbox)
        _ = try await sandbox.buy("demo.coins.100")
        let signed = try sandbox.store.record(2)
        let x5c = try #require(try header(signed.jws).x5c)
        let chain = try sandbox.store.certificateChain
        #expect(x5c == [chain.leaf, chain.intermediate, chain.root].map { $0.der.base64EncodedString() })
        #expect(try SignedTransactionPayload.decode(try CompactJWS(try #require(signed.jws)).payload).environment == .sandbox)

        // The store's own verifier accepts both modes; trusting only the self-signed certificate refuses the chain.
        #expect(sandbox.store.verifier.verify(xcode).verifiedTransaction != nil)
        #expect(sandbox.store.verifier.verify(signed).verifiedTransaction?.environment == .sandbox)
        #expect(TransactionVerifier(trusting: try sandbox.store.signer.certificate).verify(signed).verifiedTransaction == nil)
        // A chain under another state directory's root is refused.
        let stranger = try SandboxCertificateChain.loadOrCreate(in: TemporaryDirectory().url)
        #expect(TransactionVerifier(trusting: try sandbox.store.signer.certificate, root: stranger.root).verify(signed).verifiedTransaction == nil)
    }

    @Test func renewalInfoIsSignedWithTheFieldsOfApplesPayload() async throws {
        let sandbox = try SandboxHarness(catalog: .demo)
        try sandbox.store.set(try SettingOverride(key: "environment", value: "Sandbox"))
        _ = try await sandbox.buy(Self.monthly)
        try sandbox.store.setAutoRenew(of: Self.monthly, false)
        let status = try #require(try sandbox.store.subscriptionStatuses(group: "KPLUS").first)
        let jws = try sandbox.store.signedRenewalInfo(status, settings: try sandbox.store.settings())
        let payload = try SignedRenewalInfoPayload.decode(try sandbox.store.verifier.jwsVerifier.verifiedPayload(of: jws))
        #expect(payload.originalTransactionId == "1" && payload.productId == Self.monthly && payload.autoRenewProductId == Self.monthly)
        #expect(payload.autoRenewStatus == 0 && !payload.isInBillingRetryPeriod && payload.environment == .sandbox)
        #expect(payload.renewalDate == status.subscription.expirationDate.millisecondsSince1970)
        #expect(payload.signedDate == SandboxHarness.start.millisecondsSince1970 && payload.currency == "USD")
        #expect(try header(jws).x5c?.count == 3)
    }

    @Test func theEnvironmentSettingTakesXcodeOrSandboxOnly() {
        #expect(throws: SettingError.self) { try SettingOverride(key: "environment", value: "Production") }
        #expect((try? SettingOverride(key: "environment", value: "xcode"))?.value == "Xcode")
    }

    @Test func anIssuedAppTransactionIsSignedAgainInTheEnvironmentNowInForce() throws {
        let sandbox = try SandboxHarness(catalog: .demo)
        let issued = try #require(try sandbox.store.appTransaction(for: "default", launching: "2.0"))
        #expect(try header(issued.jws).x5c?.count == 1)
        try sandbox.store.set(try SettingOverride(key: "environment", value: "Sandbox"))
        let again = try #require(try sandbox.store.appTransaction(for: "default", launching: "2.0"))
        #expect(try header(again.jws).x5c?.count == 3)
        let payload = try SignedAppTransactionPayload.decode(try sandbox.store.verifier.jwsVerifier.verifiedPayload(of: again.jws))
        #expect(payload.receiptType == .sandbox && payload.appTransactionId == String(issued.id))
    }
}
