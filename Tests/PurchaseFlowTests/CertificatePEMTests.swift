import Foundation
import Testing
import TestSupport
@testable import PurchaseFlow

/// A certificate written plainly is decoded by kiosk and parsed once; it must be the certificate libcrypto's PEM
/// reader gives, and anything written otherwise is left to that reader.
@Suite("Certificates read from PEM")
struct CertificatePEMTests {
    private func certificatePEM() throws -> (key: Data, certificate: Data) {
        let key = try SigningKey.generate()
        return (try key.pem(), try CertificateIssuer.selfSigned(key: key, commonName: "PEM Test", days: 1).pem())
    }

    @Test func aPlainCertificateIsTheOneLibcryptoReads() throws {
        let (key, certificate) = try certificatePEM()
        for text in [certificate, key + certificate, Data("some words first\n".utf8) + certificate + key, certificate + certificate] {
            #expect(PEMBlocks.plainCertificateDER(in: text) != nil)
            #expect(try Certificate(pem: text).der == Certificate.derReadByLibcrypto(pem: text))
        }
    }

    @Test func theStoresOwnFilesAreReadPlainly() throws {
        let state = TemporaryDirectory()
        _ = try SandboxSigningIdentity.loadOrCreate(in: state.url)
        _ = try SandboxCertificateChain.loadOrCreate(in: state.url)
        let identity = try Data(contentsOf: state.url.appendingPathComponent(SandboxSigningIdentity.fileName))
        let chain = try Data(contentsOf: state.url.appendingPathComponent(SandboxCertificateChain.fileName))
        #expect(PEMBlocks.plainCertificateDER(in: identity) != nil)
        for block in PEMBlocks.split(chain) where String(decoding: block, as: UTF8.self).hasPrefix("-----BEGIN CERTIFICATE") {
            #expect(try PEMBlocks.plainCertificateDER(in: block) == Certificate.derReadByLibcrypto(pem: block))
        }
    }

    @Test func anythingWrittenOtherwiseIsLeftToLibcryptoAndReadTheSame() throws {
        let (key, certificate) = try certificatePEM()
        let text = String(decoding: certificate, as: UTF8.self)
        let body = text.split(separator: "\n").dropFirst().dropLast().joined()
        let variants = [
            text.replacingOccurrences(of: "\n", with: "\r\n"),
            "-----BEGIN CERTIFICATE-----\n\(body)\n-----END CERTIFICATE-----\n",
            text.replacingOccurrences(of: "CERTIFICATE", with: "X509 CERTIFICATE"),
            "-----BEGIN X509 CERTIFICATE-----\n-----END X509 CERTIFICATE-----\n" + text,
            String(decoding: key, as: UTF8.self).replacingOccurrences(of: "-----END PRIVATE KEY-----\n", with: "") + text,
            text.replacingOccurrences(of: "-----BEGIN CERTIFICATE-----\n", with: "-----BEGIN CERTIFICATE-----\n\n"),
        ]
        for variant in variants.map({ Data($0.utf8) }) {
            #expect(PEMBlocks.plainCertificateDER(in: variant) == nil)
            let byLibcrypto = Result { try Certificate.derReadByLibcrypto(pem: variant) }
            let read = Result { try Certificate(pem: variant).der }
            #expect((try? read.get()) == (try? byLibcrypto.get()), "\(String(decoding: variant, as: UTF8.self).prefix(40))")
        }
    }

    @Test func blocksAreFoundAsLibcryptosPEMReaderFindsThem() throws {
        let (key, certificate) = try certificatePEM()
        let plain = String(decoding: key + certificate, as: UTF8.self)
        let crlf = plain.replacingOccurrences(of: "\n", with: "\r\n")
        let both = [String(decoding: key, as: UTF8.self), String(decoding: certificate, as: UTF8.self)]
        // A byte order mark is skipped at the start only; CR LF lines stay in their blocks.
        let texts: [(text: String, blocks: [String])] = [
            (plain, both),
            ("words before\n" + plain + "words after", both),
            ("\u{FEFF}" + plain, both),
            ("é\n" + plain, both),
            (crlf, both.map { $0.replacingOccurrences(of: "\n", with: "\r\n") }),
            ("-----BEGIN A-----\nx\n-----BEGIN B-----\ny\n-----END B-----\n-----END A-----\n", ["-----BEGIN B-----\ny\n-----END B-----\n"]),
            ("-----BEGIN A-----\nno end", []),
            ("-----END A-----\n-----BEGIN A-----\n-----END A-----", ["-----BEGIN A-----\n-----END A-----\n"]),
            ("", []), ("\n\n", []), ("x\u{FEFF}" + plain, [String(decoding: certificate, as: UTF8.self)]),
        ]
        for (text, blocks) in texts {
            #expect(PEMBlocks.split(Data(text.utf8)) == blocks.map { Data($0.utf8) }, "\(text.prefix(30))")
        }
    }

    @Test func aDamagedCertificateFailsAsBefore() {
        let damaged = Data("-----BEGIN CERTIFICATE-----\nbm90IGEgY2VydGlmaWNhdGU=\n-----END CERTIFICATE-----\n".utf8)
        #expect(throws: (any Error).self) { try Certificate(pem: damaged) }
        #expect(throws: (any Error).self) { try Certificate(pem: Data("no PEM here".utf8)) }
    }
}
