import Foundation
import Testing
import TestSupport
@testable import PurchaseFlow

/// The store's certificates are written by kiosk with P-256 keys: their key is read from the DER by kiosk
/// (`CertificateDER`), and libcrypto parses a certificate only when something needs more than its key, so a buy
/// parses none; what is signed and checked is the same.
@Suite("Certificate keys read without libcrypto's parse")
struct CertificateKeyReadingTests {
    private func issued() throws -> (key: SigningKey, certificate: Certificate) {
        let key = try SigningKey.generate()
        return (key, try CertificateIssuer.selfSigned(key: key, commonName: "Key Reading Test", days: 1))
    }

    @Test func theKeyReadFromTheDERChecksWhatLibcryptosParseChecks() throws {
        let (key, issued) = try issued()
        let other = try SigningKey.generate()
        let message = Array("a signing input".utf8)
        let lazy = try Certificate(pem: issued.pem()), parsed = try Certificate(der: issued.der)
        #expect(CertificateDER.p256PublicKeyPoint(in: issued.der)?.count == 65)
        #expect(!lazy.isParsed && parsed.isParsed)
        for signature in [try key.sign(message), try other.sign(message), [UInt8](repeating: 1, count: 64), []] {
            #expect(lazy.isValidSignature(signature, of: message) == parsed.isValidSignature(signature, of: message))
        }
        #expect(lazy.isValidSignature(try key.sign(message), of: message))
        #expect(!lazy.isValidSignature(try key.sign(message), of: Array("another input".utf8)))
        #expect(!lazy.isParsed, "checking a signature needs only the key")
        #expect(lazy.commonName == "Key Reading Test" && lazy.isParsed, "a name is read from libcrypto's parse at its first use")
    }

    @Test func theStoresCertificatesAreReadThisWayAndTheChainIsParsedWhenChecked() throws {
        let state = TemporaryDirectory()
        let signer = try SandboxSigningIdentity.loadOrCreate(in: state.url)
        let chain = try SandboxCertificateChain.loadOrCreate(in: state.url)
        let reread = try SandboxCertificateChain.loadOrCreate(in: state.url)
        #expect(try !SandboxSigningIdentity.loadOrCreate(in: state.url).certificate.isParsed)
        #expect(![reread.root, reread.intermediate, reread.leaf].contains { $0.isParsed })
        #expect(![signer.certificate, chain.root].contains { CertificateDER.p256PublicKeyPoint(in: $0.der) == nil })
        // A chain from a header (parsed at once) verifies up to the root read from the file, parsed for it.
        let fromHeader = try [reread.leaf, reread.intermediate, reread.root].map { try Certificate(der: $0.der) }
        #expect(try CertificateChainVerifier(roots: [reread.root]).verifiedLeaf(of: fromHeader, at: Date()) == reread.leaf)
        #expect(reread.root.isParsed)
        #expect(reread.leaf.hasExtension(SandboxCertificateChain.leafMarkerOID))
    }

    @Test func anythingButOneWellFormedP256CertificateIsLeftToLibcrypto() throws {
        let der = [UInt8](try issued().certificate.der)
        // Every shorter prefix, a byte after it, and the key's algorithm or curve changed.
        for length in 0..<der.count {
            #expect(CertificateDER.p256PublicKeyPoint(in: Data(der.prefix(length))) == nil)
        }
        #expect(CertificateDER.p256PublicKeyPoint(in: Data(der + [0])) == nil)
        let algorithm: [UInt8] = [0x06, 0x07, 0x2A, 0x86, 0x48, 0xCE, 0x3D, 0x02, 0x01]
        let curve: [UInt8] = [0x06, 0x08, 0x2A, 0x86, 0x48, 0xCE, 0x3D, 0x03, 0x01, 0x07]
        for marker in [algorithm, curve] {
            let start = try #require(der.indices.first { der[$0...].starts(with: marker) })
            var changed = der
            changed[start + marker.count - 1] ^= 0x01
            #expect(CertificateDER.p256PublicKeyPoint(in: Data(changed)) == nil)
        }
        // A point off the curve makes no key: nothing verifies under it.
        let point = try #require(CertificateDER.p256PublicKeyPoint(in: Data(der)))
        let pointStart = try #require(der.indices.first { der[$0...].starts(with: point) })
        var offCurve = der
        offCurve[pointStart + 10] ^= 0x01
        let pem = Certificate.pemText(of: Data(offCurve))
        if let certificate = try? Certificate(pem: pem) {
            #expect(!certificate.isValidSignature([UInt8](repeating: 1, count: 64), of: [1, 2, 3]))
        }
    }

    @Test func aBuyParsesNoCertificateAndAnotherStoreVerifiesIt() async throws {
        let sandbox = try SandboxHarness(catalog: .demo)
        _ = try await sandbox.buy("demo.coins.100")
        let reopened = try sandbox.reopened()
        let bought = try #require(try await reopened.buy("demo.lifetime").transaction)
        #expect(try !reopened.store.signer.certificate.isParsed)
        let chain = try reopened.store.certificateChain
        #expect(![chain.root, chain.intermediate, chain.leaf].contains { $0.isParsed })
        let third = try sandbox.reopened()
        #expect(third.store.verifier.verify(try third.store.record(Int64(bought.id))).verifiedTransaction?.id == bought.id)
    }
}
