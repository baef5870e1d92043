import Foundation
import Testing
import TestSupport
@testable import PurchaseFlow

/// kiosk's ES256 arithmetic (`P256`, libcrypto's arithmetic without its providers) gives libcrypto's answers: the same
/// SHA-256, signatures libcrypto's ECDSA verifies, and libcrypto's signatures verified.
@Suite("P-256 without libcrypto's providers")
struct P256Tests {
    @Test func sha256IsLibcryptosForEveryLengthUpToThreeBlocksAndForLargeInputs() throws {
        try LibCrypto.load()
        var generator = SeededGenerator(seed: 256)
        for length in Array(0...200) + [4_095, 4_096, 65_537] {
            let bytes = (0..<length).map { _ in UInt8.random(in: .min ... .max, using: &generator) }
            #expect(bytes.withUnsafeBytes(P256.sha256) == LibcryptoReference.sha256(bytes), "length \(length)")
        }
    }

    @Test func kiosksSignaturesAreLibcryptosToVerifyAndEachHasItsOwnNonce() throws {
        for _ in 0..<4 {
            let pair = try KeyPair.generate()
            let other = try KeyPair.generate()
            for index in 0..<25 {
                let message = Array("transaction \(index)".utf8)
                let first = try message.withUnsafeBytes { try pair.signature(of: $0) }
                let second = try message.withUnsafeBytes { try pair.signature(of: $0) }
                #expect(first != second, "a new nonce for each signature")
                #expect(LibcryptoReference.verifies(first, of: message, point: pair.point))
                #expect(LibcryptoReference.verifies(second, of: message, point: pair.point))
                #expect(!LibcryptoReference.verifies(first, of: message, point: other.point))
                #expect(!LibcryptoReference.verifies(first, of: Array("transaction \(index + 1)".utf8), point: pair.point))
            }
        }
    }

    @Test func noTwoSignaturesShareANonceAcrossBatches() throws {
        let pair = try KeyPair.generate()
        let message = Array("the same message".utf8)
        // More than a few batches of nonces (made ahead, up to 16 at a time); r is x(k*G), so a nonce used twice
        // shows as the same r.
        let signatures = try (0..<100).map { _ in try message.withUnsafeBytes { try pair.signature(of: $0) } }
        #expect(Set(signatures.map { Array($0.prefix(32)) }).count == signatures.count)
        #expect(signatures.allSatisfy { LibcryptoReference.verifies($0, of: message, point: pair.point) })
    }

    /// From a process's second signature on, a thread of its own makes nonces ahead; signatures with them are as good
    /// and never share one (with each other or with those a signature made itself when the pool was empty).
    @Test func noncesMadeAheadByTheMakerThreadSignAndAreNeverShared() throws {
        let pair = try KeyPair.generate()
        let message = Array("made ahead".utf8)
        var signatures: [[UInt8]] = []
        let deadline = Date().addingTimeInterval(30)
        while P256.noncesMadeAhead < 2 * 16, Date() < deadline {
            signatures.append(try message.withUnsafeBytes { try pair.signature(of: $0) })
            if signatures.count % 16 == 0 { usleep(1_000) }
        }
        #expect(P256.noncesMadeAhead >= 2 * 16, "the maker made \(P256.noncesMadeAhead) nonces in 30 s")
        // The pool now holds what the maker made.
        usleep(20_000)
        signatures += try (0..<48).map { _ in try message.withUnsafeBytes { try pair.signature(of: $0) } }
        #expect(Set(signatures.map { Array($0.prefix(32)) }).count == signatures.count)
        #expect(signatures.allSatisfy { LibcryptoReference.verifies($0, of: message, point: pair.point) })
    }

    @Test func libcryptosSignaturesVerifyUnderThePointAndTheKeyPairAndNothingElseDoes() throws {
        let pair = try KeyPair.generate()
        let other = try KeyPair.generate()
        let verifier = ES256Verifier(point: pair.point)
        for index in 0..<25 {
            let message = Array("receipt \(index)".utf8)
            let signature = try LibcryptoReference.signature(of: message, by: pair)
            message.withUnsafeBytes { bytes in
                #expect(verifier.isValidSignature(signature, of: bytes))
                #expect(pair.isValidSignature(signature, of: bytes))
                #expect(!other.isValidSignature(signature, of: bytes))
                #expect(!ES256Verifier(point: other.point).isValidSignature(signature, of: bytes))
            }
        }
        // A point that is not one of P-256's verifies nothing.
        var offCurve = pair.point
        offCurve[40] ^= 1
        let message = Array("receipt 0".utf8)
        let signature = try LibcryptoReference.signature(of: message, by: pair)
        #expect(!message.withUnsafeBytes { ES256Verifier(point: offCurve).isValidSignature(signature, of: $0) })
        #expect(!message.withUnsafeBytes { ES256Verifier(point: Array(pair.point.dropLast())).isValidSignature(signature, of: $0) })
    }

    @Test func aPrivateNumberOutsideOneToTheOrderHasNoPointAndSignsNothing() throws {
        try LibCrypto.load()
        let order: [UInt8] = [0xFF, 0xFF, 0xFF, 0xFF, 0x00, 0x00, 0x00, 0x00, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF,
                              0xBC, 0xE6, 0xFA, 0xAD, 0xA7, 0x17, 0x9E, 0x84, 0xF3, 0xB9, 0xCA, 0xC2, 0xFC, 0x63, 0x25, 0x51]
        var belowOrder = order
        belowOrder[31] -= 1
        var aboveOrder = order
        aboveOrder[31] += 1
        let digest = LibcryptoReference.sha256([1, 2, 3])
        for number in [[UInt8](repeating: 0, count: 32), order, aboveOrder, [UInt8](repeating: 0xFF, count: 32), [1]] {
            #expect(P256.publicPoint(of: number) == nil)
            #expect(P256.signature(ofDigest: digest, scalar: number) == nil)
        }
        for number in [[UInt8](repeating: 0, count: 31) + [1], belowOrder] {
            let point = try #require(P256.publicPoint(of: number))
            let signature = try #require(P256.signature(ofDigest: digest, scalar: number))
            #expect(LibcryptoReference.verifies(signature, of: [1, 2, 3], point: point))
        }
    }
}
