import Foundation
import Testing
@testable import PurchaseFlow

@Suite("Long values in an update lookup answer are cut")
struct LongUpdateValueTests {
    static let fiftyMegabytes = String(repeating: "n", count: 50 * 1_048_576)

    @Test func fiftyMegabytesOfReleaseNotesKeepTheirFirst4000Bytes() throws {
        let answer = #"{"resultCount": 1, "results": [{"version": "3.0", "releaseNotes": "\#(Self.fiftyMegabytes)"}]}"#
        let update = try #require(try AppUpdateChecker.parse(Data(answer.utf8), from: "lookup.json"))
        let notes = try #require(update.releaseNotes)
        #expect(notes.hasPrefix(String(repeating: "n", count: AppUpdate.releaseNotesLimit) + "…"))
        #expect(notes.hasSuffix(" 50.0 MB more"))
        #expect(notes.utf8.count < AppUpdate.releaseNotesLimit + 20)
    }

    @Test func aLongValueInAnErrorIsCut() throws {
        let answer = #"{"resultCount": 1, "results": [{"version": "3.0", "minimumOsVersion": "\#(Self.fiftyMegabytes)"}]}"#
        let error = #expect(throws: AppUpdateError.self) { try AppUpdateChecker.parse(Data(answer.utf8), from: "lookup.json") }
        let message = try #require(error?.message)
        #expect(message.hasPrefix("lookup.json:1:71: $.results[0].minimumOsVersion 'nnnn"))
        #expect(message.hasSuffix(" 50.0 MB more"))
        #expect(message.utf8.count < 1100)
    }
}
