import Foundation
import Testing
import TestSupport
@testable import PaywallModel

@Suite("Reading input files within limits")
struct InputLimitsTests {
    func reason(_ url: URL, limit: Int = InputLimits.documentBytes) -> String? {
        do {
            _ = try InputFile.read(url, limit: limit)
            return nil
        } catch {
            return error.reason
        }
    }

    @Test func saysInWordsWhyAFileCannotBeRead() throws {
        let directory = TemporaryDirectory()
        #expect(reason(URL(fileURLWithPath: "/dev/null")) == "it is not a regular file")
        #expect(reason(directory.url) == "it is a folder, not a file")
        #expect(reason(directory.file("missing.json")) == "there is no such file")
    }

    @Test func aFileOverTheLimitIsRefusedNamingTheLimit() throws {
        let directory = TemporaryDirectory()
        let file = directory.file("big.json")
        try Data(repeating: UInt8(ascii: " "), count: 3 * 1024 * 1024).write(to: file)
        let refusal = try #require(reason(file, limit: 2 * 1024 * 1024))
        #expect(refusal == "it is 3 MB, more than the 2 MB a document may be (KIOSK_MAX_DOCUMENT_MB sets another limit)")
        #expect(reason(file, limit: 3 * 1024 * 1024) == nil)
    }

    @Test func theLimitComesFromTheEnvironmentTheEdgeReads() {
        #expect(InputLimits.documentBytes(in: [:]) == 64 * 1_048_576)
        #expect(InputLimits.documentBytes(in: ["KIOSK_MAX_DOCUMENT_MB": "2"]) == 2 * 1_048_576)
        #expect(InputLimits.documentBytes(in: ["KIOSK_MAX_DOCUMENT_MB": "0.5"]) == 524_288)
        #expect(InputLimits.documentBytes(in: ["KIOSK_MAX_DOCUMENT_MB": "0"]) == 64 * 1_048_576)
        #expect(InputLimits.documentBytes(in: ["KIOSK_MAX_DOCUMENT_MB": "lots"]) == 64 * 1_048_576)
    }

    @Test func anOfferingsPathThatIsNoFileIsAnErrorNamingIt() throws {
        let directory = TemporaryDirectory()
        #expect(throws: DocumentError.self) { try OfferingsDocument.load(contentsOf: URL(fileURLWithPath: "/dev/null")) }
        let error = #expect(throws: DocumentError.self) { try OfferingsDocument.load(contentsOf: directory.url) }
        #expect(error?.description == "\(directory.path): error: cannot read the file: it is a folder, not a file")
    }

    @Test func longValuesAreCutInMessages() {
        let huge = String(repeating: "a", count: 50 * 1_048_576)
        let issue = DocumentIssue(severity: .error, source: "x.json", message: "found \"\(huge)\"")
        #expect(issue.message.utf8.count < 1100)
        #expect(issue.message.hasPrefix("found \"aaaa"))
        #expect(issue.message.hasSuffix("… 50.0 MB more"))
        #expect(LongText.cut("short") == "short")
        #expect(LongText.cut("añb", after: 2) == "a… 3 bytes more")
    }

    @Test func byteCountsInWords() {
        #expect(ByteCount.text(1) == "1 byte")
        #expect(ByteCount.text(1023) == "1023 bytes")
        #expect(ByteCount.text(1536) == "1.5 KB")
        #expect(ByteCount.text(64 * 1_048_576) == "64 MB")
    }

    @Test func positionsAreTheSameAsCountingFromTheStart() throws {
        // Multi-byte characters straddle the position table's 4096-byte steps; lines of every length.
        var text = "["
        for index in 0..<3000 { text += "\"é\(String(repeating: "字", count: index % 7))\",\(index % 13 == 0 ? "\n" : " ")" }
        text += "0]"
        let data = Data(text.utf8)
        let document = try JSONDocument(data: data)
        for offset in stride(from: 0, through: data.count, by: 97) {
            let expected = data.withUnsafeBytes { JSONDocument.position(ofOffset: offset, in: $0.bindMemory(to: UInt8.self)) }
            #expect(document.position(ofOffset: offset) == expected, "offset \(offset)")
        }
    }
}
