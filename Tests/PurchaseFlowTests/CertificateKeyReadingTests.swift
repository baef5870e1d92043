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
        let made = try issued()
        let der = [UInt8](made.certificate.der)
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
        let message = Array("signed by the certificate's key".utf8)
        let signature = try made.key.sign(message)
        #expect(try Certificate(pem: Certificate.pemText(of: Data(der))).isValidSignature(signature, of: message))
        #expect(try !Certificate(pem: Certificate.pemText(of: Data(offCurve))).isValidSignature(signature, of: message))
    }

    @Test func aCertificateChangedInAnyByteIsNotSignedByItsIssuer() throws {
        let state = TemporaryDirectory()
        let chain = try SandboxCertificateChain.loadOrCreate(in: state.url)
        let selfSigned = try issued().certificate
        let issued: [(certificate: Certificate, issuer: Certificate?)] = [
            (selfSigned, nil), (chain.root, nil), (chain.intermediate, chain.root), (chain.leaf, chain.intermediate),
        ]
        for (certificate, issuer) in issued {
            let der = [UInt8](certificate.der)
            #expect(certificate.isSigned(by: issuer ?? certificate))
            // Every byte changed in two ways (a low bit, the top bit); a self-signed one checked under its changed key.
            var signedAnyway: [String] = []
            for offset in der.indices {
                for mask: UInt8 in [0x01, 0x80] {
                    var bytes = der
                    bytes[offset] ^= mask
                    guard let changed = try? Certificate(pem: Certificate.pemText(of: Data(bytes))) else { continue }
                    if changed.isSigned(by: issuer ?? changed) { signedAnyway.append("byte \(offset) ^ \(mask)") }
                }
            }
            #expect(signedAnyway.isEmpty, "\(certificate.commonName): \(signedAnyway.count) changed certificates signed: \(signedAnyway.prefix(12))")
        }
    }

    @Test func aDamagedCertificateIsRefusedWhenTheIdentitiesAreReadNamingTheFileAndCertificate() throws {
        let made = TemporaryDirectory()
        _ = try SandboxSigningIdentity.loadOrCreate(in: made.url)
        _ = try SandboxCertificateChain.loadOrCreate(in: made.url)
        let cases: [(file: String, block: Int, says: String, load: (URL) throws -> Void)] = [
            (SandboxSigningIdentity.fileName, 1, "its own key", { _ = try SandboxSigningIdentity.loadOrCreate(in: $0) }),
            (SandboxCertificateChain.fileName, 1, "the root certificate", { _ = try SandboxCertificateChain.loadOrCreate(in: $0) }),
            (SandboxCertificateChain.fileName, 2, "the intermediate certificate", { _ = try SandboxCertificateChain.loadOrCreate(in: $0) }),
            (SandboxCertificateChain.fileName, 4, "the leaf certificate", { _ = try SandboxCertificateChain.loadOrCreate(in: $0) }),
        ]
        for (name, block, says, load) in cases {
            let damaged = TemporaryDirectory()
            let file = damaged.url.appendingPathComponent(name)
            var blocks = PEMBlocks.split(try Data(contentsOf: made.url.appendingPathComponent(name)))
            try Data(blocks.joined()).write(to: file)
            try load(damaged.url)
            // The set holding the subject's common name gets a length one too short: the outer layout and the key
            // still read.
            var der = [UInt8](try #require(PEMBlocks.plainCertificateDER(in: blocks[block])))
            let commonName = try #require(der.indices.last { der[$0...].starts(with: [0x06, 0x03, 0x55, 0x04, 0x03]) })
            #expect(der[commonName - 4] == 0x31)
            der[commonName - 3] -= 1
            #expect(CertificateDER.p256PublicKeyPoint(in: Data(der)) != nil)
            blocks[block] = Certificate.pemText(of: Data(der))
            try Data(blocks.joined()).write(to: file)
            #expect {
                try load(damaged.url)
            } throws: { error in
                let text = String(describing: error)
                return text.contains(file.path) && text.contains(says) && text.contains("damaged")
            }
        }
    }

    /// Found by QA: a signing key file whose key was damaged (its private number changed, libcrypto still reads it) or
    /// paired with another store's certificate signed rows that fail verification for good. The key is checked against
    /// its certificate when first read, and nothing is signed with a key that does not match it.
    @Test func aKeyThatDoesNotMatchItsCertificateSignsNothing() throws {
        let mine = TemporaryDirectory(), other = TemporaryDirectory()
        _ = try SandboxSigningIdentity.loadOrCreate(in: mine.url)
        _ = try SandboxSigningIdentity.loadOrCreate(in: other.url)
        let file = mine.url.appendingPathComponent(SandboxSigningIdentity.fileName)
        let blocks = PEMBlocks.split(try Data(contentsOf: file))
        let otherBlocks = PEMBlocks.split(try Data(contentsOf: other.url.appendingPathComponent(SandboxSigningIdentity.fileName)))
        #expect(blocks.count == 2 && otherBlocks.count == 2)
        try Data((otherBlocks[0] + blocks[1])).write(to: file)
        #expect {
            try SandboxSigningIdentity.loadOrCreate(in: mine.url).sign(payload: Data("{}".utf8))
        } throws: { error in
            let text = String(describing: error)
            return text.contains(file.path) && text.contains("does not match its certificate")
        }
        // The key's private number changed (its stated public key no longer its own), which libcrypto still reads.
        var der = [UInt8](try #require(PEMBlocks.plainPrivateKeyDER(in: blocks[0])))
        let scalar = try #require(der.indices.first { der[$0...].starts(with: [0x04, 0x20]) }) + 2
        der[scalar + 5] ^= 0x01
        let body = Data(der).base64EncodedString(options: [.lineLength64Characters, .endLineWithLineFeed])
        try Data(("-----BEGIN PRIVATE KEY-----\n\(body)\n-----END PRIVATE KEY-----\n").utf8 + blocks[1]).write(to: file)
        #expect(throws: SigningError.self) { try SandboxSigningIdentity.loadOrCreate(in: mine.url).sign(payload: Data("{}".utf8)) }

        try Data((blocks[0] + blocks[1])).write(to: file)
        #expect(try SandboxSigningIdentity.loadOrCreate(in: mine.url).sign(payload: Data("{}".utf8)).split(separator: ".").count == 3)
    }

    /// Found by QA: a certificate chain file with CR LF line endings, or a UTF-8 byte order mark in front, was read
    /// as holding no PEM block, so every Sandbox signature failed. Its blocks are found as libcrypto's PEM reader
    /// finds them, and the chain signs and verifies as written.
    @Test func aChainFileWithCRLFOrAByteOrderMarkSignsAndVerifies() throws {
        let made = TemporaryDirectory()
        let original = try SandboxCertificateChain.loadOrCreate(in: made.url)
        let text = try Data(contentsOf: made.url.appendingPathComponent(SandboxCertificateChain.fileName))
        let crlf = Data(String(decoding: text, as: UTF8.self).replacingOccurrences(of: "\n", with: "\r\n").utf8)
        for variant in [crlf, Data([0xEF, 0xBB, 0xBF]) + text, Data([0xEF, 0xBB, 0xBF]) + crlf] {
            let state = TemporaryDirectory()
            try variant.write(to: state.url.appendingPathComponent(SandboxCertificateChain.fileName))
            let chain = try SandboxCertificateChain.loadOrCreate(in: state.url)
            #expect(chain.root == original.root && chain.leaf == original.leaf)
            let signed = try chain.signer.sign(payload: Data("{\"a\":1}".utf8))
            #expect(try JWSVerifier(trusting: [], roots: [original.root]).verifiedPayload(of: signed) == Data("{\"a\":1}".utf8))
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
