import COpenSSL
import Foundation
import Testing
import TestSupport
@testable import PurchaseFlow

@Suite("ES256 checks with reused verifying contexts")
struct ES256VerifierTests {
    /// The DER libcrypto itself writes for a raw R||S signature (`i2d_ECDSA_SIG`).
    private func libcryptoDER(_ raw: [UInt8]) throws -> [UInt8] {
        let signature = try #require(ECDSA_SIG_new())
        defer { ECDSA_SIG_free(signature) }
        let r = BN_bin2bn(raw, 32, nil)
        let s = raw.withUnsafeBufferPointer { BN_bin2bn($0.baseAddress! + 32, 32, nil) }
        #expect(ECDSA_SIG_set0(signature, r, s) == 1)
        var output: UnsafeMutablePointer<UInt8>?
        let length = i2d_ECDSA_SIG(signature, &output)
        let bytes = try #require(output)
        defer { CRYPTO_free(bytes, "", 0) }
        return Array(UnsafeBufferPointer(start: bytes, count: Int(length)))
    }

    @Test func derSignaturesAreTheBytesLibcryptoWrites() throws {
        var generator = SystemRandomNumberGenerator()
        var raws: [[UInt8]] = [[UInt8](repeating: 0, count: 64), [UInt8](repeating: 0xFF, count: 64)]
        for _ in 0..<300 { raws.append((0..<64).map { _ in UInt8.random(in: 0...255, using: &generator) }) }
        // Leading zero bytes and high bits in either half, where DER drops or adds a byte.
        for (index, raw) in raws.prefix(40).enumerated() {
            var changed = raw
            changed[index % 2 == 0 ? 0 : 32] = 0
            changed[index % 2 == 0 ? 1 : 33] = index % 4 < 2 ? 0 : 0x80
            raws.append(changed)
        }
        for raw in raws {
            let der = try #require(OpenSSLSupport.derSignature(fromRaw: raw))
            #expect(der == (try libcryptoDER(raw)))
            #expect(OpenSSLSupport.rawSignature(fromDER: der) == raw)
        }
        #expect(OpenSSLSupport.derSignature(fromRaw: [UInt8](repeating: 1, count: 63)) == nil)
    }

    @Test func checksFromManyThreadsAtOnceGiveEachItsOwnAnswer() throws {
        let directory = TemporaryDirectory()
        let signer = try SandboxSigningIdentity.loadOrCreate(in: directory.url)
        let messages = (0..<64).map { Array("message \($0)".utf8) }
        let signatures = try messages.map { try signer.key.sign($0) }
        let certificate = signer.certificate
        let results = ResultsBox(count: 512)
        DispatchQueue.concurrentPerform(iterations: 512) { index in
            var signature = signatures[index % 64]
            if index % 3 == 0 { signature[index % 64] ^= 0x04 }
            results.set(index, certificate.isValidSignature(signature, of: messages[index % 64]))
        }
        #expect(results.values == (0..<512).map { $0 % 3 != 0 })
        // A signature of another message, and one that is not 64 bytes, do not verify.
        #expect(!certificate.isValidSignature(signatures[1], of: messages[0]))
        #expect(!certificate.isValidSignature(Array(signatures[0].prefix(63)), of: messages[0]))
    }
}

/// Answers written by concurrent threads, each into its own slot.
final class ResultsBox: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: [Bool]

    init(count: Int) {
        stored = [Bool](repeating: false, count: count)
    }

    func set(_ index: Int, _ value: Bool) {
        lock.lock()
        stored[index] = value
        lock.unlock()
    }

    var values: [Bool] {
        lock.lock()
        defer { lock.unlock() }
        return stored
    }
}
