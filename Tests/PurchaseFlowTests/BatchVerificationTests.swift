import COpenSSL
import Foundation
import Testing
import TestSupport
@testable import PurchaseFlow

@Suite("Signatures checked together answer as checked one by one")
struct BatchVerificationTests {
    /// The order n of P-256, big-endian: the smallest r or s that is out of range.
    private static let order: [UInt8] = [
        0xFF, 0xFF, 0xFF, 0xFF, 0x00, 0x00, 0x00, 0x00, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF,
        0xBC, 0xE6, 0xFA, 0xAD, 0xA7, 0x17, 0x9E, 0x84, 0xF3, 0xB9, 0xCA, 0xC2, 0xFC, 0x63, 0x25, 0x51,
    ]

    /// Messages, their signatures and digests, with every fifth signature and every fifth digest spoiled and a
    /// few signatures out of range or of the wrong length; `expected` says which should verify.
    private struct Checks {
        var messages: [[UInt8]] = []
        var signatures: [[UInt8]] = []
        var digests: [[UInt8]] = []
        var expected: [Bool] = []

        init(count: Int, signer: JWSSigner) throws {
            for index in 0..<count {
                let message = Array("message \(index)".utf8)
                var signature = try signer.key.sign(message)
                var signed = message
                var valid = true
                switch index % 10 {
                case 1: signature[index % 64] ^= UInt8(1 << (index % 8)); valid = false
                case 2: signed = Array("message \(index + 1)".utf8); valid = false
                case 3: signature.replaceSubrange(32..<64, with: [UInt8](repeating: 0, count: 32)); valid = false
                case 4: signature.replaceSubrange(0..<32, with: BatchVerificationTests.order); valid = false
                case 5: signature.replaceSubrange(32..<64, with: BatchVerificationTests.order); valid = false
                case 6: signature.removeLast(); valid = false
                case 7: signature = [UInt8](repeating: 0xFF, count: 64); valid = false
                default: break
                }
                messages.append(signed)
                signatures.append(signature)
                digests.append(signed.withUnsafeBytes(P256.sha256))
                expected.append(valid)
            }
        }
    }

    @Test func batchesGiveTheAnswersOfChecksOneByOneBeforeAndAfterTheKeyIsMadeReady() throws {
        let directory = TemporaryDirectory()
        let signer = try SandboxSigningIdentity.loadOrCreate(in: directory.url)
        let checks = try Checks(count: 900, signer: signer)
        let certificate = try Certificate(der: signer.certificate.der)
        let oneByOne = zip(checks.signatures, checks.messages).map { certificate.isValidSignature($0, of: $1) }
        #expect(oneByOne == checks.expected)
        // The first batches come before the key is made ready for many checks, the later ones after.
        var together: [Bool] = []
        for start in stride(from: 0, to: checks.signatures.count, by: 100) {
            let end = min(start + 100, checks.signatures.count)
            together += certificate.validity(ofSignatures: Array(checks.signatures[start..<end]), digests: Array(checks.digests[start..<end]))
        }
        #expect(together == checks.expected)
        #expect(certificate.validity(ofSignatures: [], digests: []) == [])
        // One signature alone, and a batch whose only usable signature is bad.
        #expect(certificate.validity(ofSignatures: [checks.signatures[0]], digests: [checks.digests[0]]) == [true])
        #expect(certificate.validity(ofSignatures: [checks.signatures[1], checks.signatures[6]], digests: [checks.digests[1], checks.digests[6]]) == [false, false])
    }

    @Test func batchesCheckedOnManyThreadsAtOnceGiveEachItsOwnAnswers() throws {
        let directory = TemporaryDirectory()
        let signer = try SandboxSigningIdentity.loadOrCreate(in: directory.url)
        let checks = try Checks(count: 640, signer: signer)
        // A fresh certificate, so that threads race to make its key ready.
        let certificate = try Certificate(der: signer.certificate.der)
        let answers = ResultsBox(count: checks.signatures.count)
        DispatchQueue.concurrentPerform(iterations: 40) { batch in
            let range = batch * 16..<(batch + 1) * 16
            let validity = certificate.validity(ofSignatures: Array(checks.signatures[range]), digests: Array(checks.digests[range]))
            for (index, isValid) in zip(range, validity) { answers.set(index, isValid) }
        }
        #expect(answers.values == checks.expected)
    }

    @Test func jwsCheckedTogetherGiveTheAnswersOfOneByOneInOrder() throws {
        let directory = TemporaryDirectory()
        let signer = try SandboxSigningIdentity.loadOrCreate(in: directory.url)
        let otherDirectory = TemporaryDirectory()
        let other = try SandboxSigningIdentity.loadOrCreate(in: otherDirectory.url)
        let impostor = JWSSigner(key: other.key, certificate: signer.certificate, keyID: "x")
        var texts: [String] = []
        for index in 0..<600 {
            let payload = Data(#"{"transactionId":"\#(index)"}"#.utf8)
            let text = try signer.sign(payload: payload)
            let parts = text.split(separator: ".").map(String.init)
            switch index % 9 {
            case 1: texts.append([parts[0], Base64URL.encode(Data(#"{"transactionId":"x"}"#.utf8)), parts[2]].joined(separator: "."))
            case 2: texts.append(try other.sign(payload: payload))
            case 3: texts.append(try impostor.sign(payload: payload))
            case 4: texts.append(parts[0] + "." + parts[1])
            case 5: texts.append([parts[0], parts[1], "!!"].joined(separator: "."))
            case 6: texts.append(["e30", parts[1], parts[2]].joined(separator: "."))
            default: texts.append(text)
            }
        }
        let verifier = JWSVerifier(trusting: [signer.certificate])
        let together = verifier.verifiedPayloads(of: texts)
        #expect(together.count == texts.count)
        var verified = 0
        for (text, answer) in zip(texts, together) {
            let alone = Result { try verifier.verifiedPayload(of: text) }
            switch (answer, alone) {
            case (.success(let payload), .success(let expected)):
                #expect(payload == expected)
                verified += 1
            case (.failure(let error), .failure(let expected)):
                #expect(error as? JWSVerificationError == expected as? JWSVerificationError)
            default:
                Issue.record("together \(answer), alone \(alone) for \(text)")
            }
        }
        #expect(verified == (0..<600).filter { [0, 7, 8].contains($0 % 9) }.count)
        #expect(verifier.verifiedPayloads(of: []).isEmpty)
    }
}
