import COpenSSL
import Foundation
import Testing
import TestSupport
@testable import PurchaseFlow

/// A key kiosk's reader reads (`KeyPair.read(pem:)`) is exactly one libcrypto reads whose public key its own check
/// (`EC_KEY_check_key`) finds to be its private number's, with the same number and point; such a key is its
/// certificate's when its point is the certificate's, which answers as a signature made with it and verified by
/// libcrypto under the certificate's key; and a signature checked with the key pair is valid exactly when libcrypto's
/// check under the public key says so.
@Suite("Key pairs checked without a signature")
struct KeyPairCheckTests {
    /// The PKCS#8 DER of a key kiosk wrote, where the ECPrivateKey inside it is, and where its private number and public
    /// point start.
    private func parts(of key: SigningKey) throws -> (pkcs8: [UInt8], inner: Range<Int>, scalar: Int, point: Int) {
        let der = [UInt8](try #require(PEMBlocks.plainPrivateKeyDER(in: try key.pem())))
        let version = try #require(der.indices.first { der[$0...].starts(with: [0x02, 0x01, 0x01, 0x04, 0x20]) })
        let inner = (version - 2)..<(version + Int(der[version - 1]))
        let point = try #require(der.indices.first { $0 > version && der[$0...].starts(with: [0x03, 0x42, 0x00, 0x04]) }) + 3
        return (der, inner, version + 5, point)
    }

    /// PKCS#8 DER as PEM text, written as libcrypto writes it.
    private func pem(_ der: [UInt8]) -> Data {
        let body = Data(der).base64EncodedString(options: [.lineLength64Characters, .endLineWithLineFeed])
        return Data("-----BEGIN PRIVATE KEY-----\n\(body)\n-----END PRIVATE KEY-----\n".utf8)
    }

    /// Whether libcrypto's ECPrivateKey reader reads `der` as a P-256 key and its check finds the key its own.
    private func libcryptoChecks(_ der: ArraySlice<UInt8>) -> Bool {
        var key = EC_KEY_new_by_curve_name(NID_X9_62_prime256v1)
        let bytes = Array(der)
        let read = bytes.withUnsafeBufferPointer { buffer -> OpaquePointer? in
            var cursor = buffer.baseAddress
            return d2i_ECPrivateKey(&key, &cursor, buffer.count)
        }
        let checked = read != nil && EC_KEY_check_key(key) == 1
        EC_KEY_free(key)
        ERR_clear_error()
        return checked
    }

    @Test func kiosksReaderTakesExactlyTheKeysLibcryptoFindsTheirOwnWithTheSameNumberAndPoint() throws {
        try LibCrypto.load()
        let (pkcs8, inner, scalar, point) = try parts(of: try SigningKey.generate())
        let other = try parts(of: try SigningKey.generate())
        let order = Self.order
        var variants: [[UInt8]] = [pkcs8]
        for offset in Array(scalar..<(scalar + 32)) + Array(point..<(point + 65)) {
            for mask: UInt8 in [0x01, 0x80] {
                var changed = pkcs8
                changed[offset] ^= mask
                variants.append(changed)
            }
        }
        // Another key's valid point under this key's number, and numbers 0, 1, n - 1, n and n + 1.
        var swapped = pkcs8
        swapped.replaceSubrange(point..<(point + 65), with: other.pkcs8[other.point..<(other.point + 65)])
        variants.append(swapped)
        var oneBelowOrder = order
        oneBelowOrder[31] -= 1
        var oneAboveOrder = order
        oneAboveOrder[31] += 1
        for number in [[UInt8](repeating: 0, count: 32), [UInt8](repeating: 0, count: 31) + [1], oneBelowOrder, order, oneAboveOrder] {
            var changed = pkcs8
            changed.replaceSubrange(scalar..<(scalar + 32), with: number)
            variants.append(changed)
        }
        var accepted = 0
        for variant in variants {
            let checked = libcryptoChecks(variant[inner])
            let pair = try KeyPair.read(pem: pem(variant))
            #expect((pair != nil) == checked, "kiosk's reader takes exactly the keys libcrypto's check passes")
            if let pair {
                let reference = try #require(LibcryptoReference.privateKey(pem: pem(variant)))
                #expect(pair.scalar == reference.scalar && pair.point == reference.point)
                accepted += 1
            }
        }
        #expect(accepted == 1, "only the key as made is its own pair")
    }

    @Test func aKeyLaidOutOtherwiseIsLeftToLibcryptosReaderAndReadAsItReadsIt() throws {
        let (pkcs8, _, scalar, _) = try parts(of: try SigningKey.generate())
        var variants: [[UInt8]] = [Array(pkcs8.dropLast()), pkcs8 + [0]]
        for offset in Array(0..<scalar) + Array((scalar + 32)..<(scalar + 37)) {
            for mask: UInt8 in [0x01, 0x80] {
                var changed = pkcs8
                changed[offset] ^= mask
                variants.append(changed)
            }
        }
        for variant in variants {
            #expect(try KeyPair.read(pem: pem(variant)) == nil)
            let read = Result { try SigningKey.privateKeyRead(pem: pem(variant)) }
            switch (read, LibcryptoReference.privateKey(pem: pem(variant))) {
            case (.success(let pair), .some(let reference)):
                #expect(pair.scalar == reference.scalar, "the number libcrypto read")
                #expect(pair.point == P256.publicPoint(of: reference.scalar), "the number's own point")
            case (.failure, .none): break
            case (.failure, .some(let reference)):
                #expect(P256.publicPoint(of: reference.scalar) == nil, "refused only for a number that is not one of P-256's")
            case (.success, .none): Issue.record("read a key libcrypto does not read")
            }
        }
    }

    @Test func aKeyIsItsCertificatesExactlyWhenWhatItSignsLibcryptoVerifiesUnderTheCertificate() throws {
        let keys = try (0..<2).map { _ in try SigningKey.generate() }
        var certificates = try keys.map { try Certificate(pem: try CertificateIssuer.selfSigned(key: $0, commonName: "Pair Test", days: 1).pem()) }
        // A certificate whose point is off the curve, and one parsed by libcrypto (its point not read by kiosk).
        var der = [UInt8](certificates[0].der)
        let pointStart = try #require(CertificateDER.p256PublicKeyPoint(in: certificates[0].der).flatMap { point in
            der.indices.first { der[$0...].starts(with: point) }
        })
        der[pointStart + 20] ^= 0x01
        certificates.append(try Certificate(pem: Certificate.pemText(of: Data(der))))
        certificates.append(try Certificate(der: certificates[1].der))
        let message = Array("kiosk checks a signing key against its certificate".utf8)
        for key in keys {
            let pair = try key.keyPair()
            let signature = try key.sign(message)
            for certificate in certificates {
                let point = certificate.publicPoint ?? []
                #expect(pair.isKey(of: certificate) == LibcryptoReference.verifies(signature, of: message, point: point))
            }
            #expect(pair.isKey(of: certificates[keys.firstIndex { $0 === key }!]))
        }
    }

    /// P-256's order n, big-endian.
    private static let order: [UInt8] = [0xFF, 0xFF, 0xFF, 0xFF, 0x00, 0x00, 0x00, 0x00, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF,
                                         0xBC, 0xE6, 0xFA, 0xAD, 0xA7, 0x17, 0x9E, 0x84, 0xF3, 0xB9, 0xCA, 0xC2, 0xFC, 0x63, 0x25, 0x51]

    @Test func aSignatureCheckedWithTheKeyPairOrThePointIsValidExactlyWhenLibcryptoSaysSo() throws {
        let key = try SigningKey.generate()
        let pair = try #require(try KeyPair.read(pem: try key.pem()))
        let certificate = try Certificate(pem: try CertificateIssuer.selfSigned(key: key, commonName: "Pair Test", days: 1).pem())
        #expect(pair.isKey(of: certificate))
        let other = try SigningKey.generate()
        var signatures: [[UInt8]] = [[], [UInt8](repeating: 0, count: 64), [UInt8](repeating: 0xFF, count: 64)]
        var messages: [[UInt8]] = []
        for index in 0..<40 {
            let message = Array("message \(index)".utf8)
            let signature = try key.sign(message)
            messages.append(message)
            signatures += [signature, try other.sign(message), Array(signature.prefix(32)) + Array(signature.prefix(32)), Array(signature.reversed())]
            // r or s set to 0, 1, n - 1, n and n + 1 with the other kept; a bit of each flipped.
            var oneBelow = Self.order, oneAbove = Self.order
            oneBelow[31] -= 1
            oneAbove[31] += 1
            for value in [[UInt8](repeating: 0, count: 32), [UInt8](repeating: 0, count: 31) + [1], oneBelow, Self.order, oneAbove] {
                signatures += [value + signature[32...], Array(signature[..<32]) + value]
            }
            for bit in [0, 100, 255, 300, 511] {
                var flipped = signature
                flipped[bit / 8] ^= UInt8(1 << (bit % 8))
                signatures.append(flipped)
            }
        }
        var valid = 0
        for message in messages {
            for signature in signatures {
                let byPair = message.withUnsafeBytes { pair.isValidSignature(signature, of: $0) }
                let libcrypto = LibcryptoReference.verifies(signature, of: message, point: pair.point)
                #expect(byPair == libcrypto)
                #expect(certificate.isValidSignature(signature, of: message) == libcrypto)
                if byPair { valid += 1 }
            }
        }
        #expect(valid == messages.count, "each message's own signature, and none other")
    }

    @Test func aCertificateHoldingItsKeyPairAnswersAsWithoutItAndHoldsNoOtherKeysPair() throws {
        let key = try SigningKey.generate(), other = try SigningKey.generate()
        let pem = try CertificateIssuer.selfSigned(key: key, commonName: "Held Test", days: 1).pem()
        let holding = try Certificate(pem: pem), plain = try Certificate(pem: pem), holdingAnother = try Certificate(pem: pem)
        holding.hold(try key.keyPair())
        holdingAnother.hold(try other.keyPair())
        var signatures: [[UInt8]] = [], digests: [[UInt8]] = [], answers: [Bool] = []
        for index in 0..<20 {
            let message = Array("held \(index)".utf8)
            for signature in [try key.sign(message), try other.sign(message), try key.sign(Array("another".utf8))] {
                let expected = LibcryptoReference.verifies(signature, of: message, point: try key.keyPair().point)
                #expect(holding.isValidSignature(signature, of: message) == expected)
                #expect(plain.isValidSignature(signature, of: message) == expected)
                #expect(holdingAnother.isValidSignature(signature, of: message) == expected, "another key's pair is not held")
                signatures.append(signature)
                digests.append(LibcryptoReference.sha256(message))
                answers.append(expected)
            }
        }
        // Checked together: one by one with the held pair until the key is made ready for many checks, then as a batch.
        for round in 0...(ES256Verifier.signaturesBeforePreparing / signatures.count + 1) {
            for certificate in [holding, plain, holdingAnother] {
                #expect(certificate.validity(ofSignatures: signatures, digests: digests) == answers, "round \(round)")
            }
        }
    }

    @Test func aCertificateCheckedWithItsIssuersKeyPairAnswersAsWithItsIssuersKeyForEveryChangedByte() throws {
        let state = TemporaryDirectory()
        let chain = try SandboxCertificateChain.loadOrCreate(in: state.url)
        _ = try SandboxSigningIdentity.loadOrCreate(in: state.url)
        let chainBlocks = PEMBlocks.split(try Data(contentsOf: state.url.appendingPathComponent(SandboxCertificateChain.fileName)))
        let identity = try Data(contentsOf: state.url.appendingPathComponent(SandboxSigningIdentity.fileName))
        let rootKey = try #require(try KeyPair.read(pem: chainBlocks[0]))
        let selfSigned = try Certificate(pem: identity), selfKey = try #require(try KeyPair.read(pem: identity))
        #expect(rootKey.isKey(of: chain.root) && selfKey.isKey(of: selfSigned))
        let cases: [(certificate: Certificate, issuer: Certificate?, key: KeyPair)] = [
            (selfSigned, nil, selfKey), (chain.root, nil, rootKey), (chain.intermediate, chain.root, rootKey),
        ]
        for (certificate, issuer, key) in cases {
            #expect(certificate.isSigned(by: issuer ?? certificate, issuerKey: key))
            #expect(!chain.leaf.isSigned(by: issuer ?? certificate, issuerKey: key), "another issuer's certificate")
            let der = [UInt8](certificate.der)
            var differing: [String] = [], byKeyPair = 0
            for offset in der.indices {
                for mask: UInt8 in [0x01, 0x80] {
                    var bytes = der
                    bytes[offset] ^= mask
                    guard let changed = try? Certificate(pem: Certificate.pemText(of: Data(bytes))) else { continue }
                    let signer = issuer ?? changed
                    if key.isKey(of: signer) { byKeyPair += 1 }
                    if changed.isSigned(by: signer, issuerKey: key) != changed.isSigned(by: signer) {
                        differing.append("byte \(offset) ^ \(mask)")
                    }
                }
            }
            #expect(differing.isEmpty, "\(certificate.commonName): \(differing.prefix(12))")
            #expect(byKeyPair > der.count / 2, "most changed certificates were checked with the key pair: \(byKeyPair)")
        }
    }
}
