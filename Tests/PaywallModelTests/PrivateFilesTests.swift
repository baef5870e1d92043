import Foundation
import Testing
import TestSupport
@testable import PaywallModel

@Suite("Private files are readable by the user only from the moment they exist")
struct PrivateFilesTests {
    /// The permission bits of a file.
    static func mode(_ url: URL) throws -> Int {
        try #require(try FileManager.default.attributesOfItem(atPath: url.path)[.posixPermissions] as? Int) & 0o777
    }

    @Test func theFileAWriteMovesIntoPlaceIsCreated0600() throws {
        let directory = TemporaryDirectory()
        let target = directory.url.appendingPathComponent("record.json")
        let temporary = try PrivateFiles.temporaryFile(with: Data("secret".utf8), beside: target)
        #expect(try Self.mode(temporary) == 0o600, "the file holding the data is never readable by others")
        #expect(FileManager.default.contents(atPath: temporary.path) == Data("secret".utf8))
        #expect(temporary.deletingLastPathComponent() == target.deletingLastPathComponent(), "beside it, so the rename is atomic")
    }

    @Test func aWriteReplacesTheFileAndLeavesNoTemporaryFile() throws {
        let directory = TemporaryDirectory()
        let target = directory.url.appendingPathComponent("record.json")
        try Data("old".utf8).write(to: target)
        chmod(target.path, 0o644)
        try PrivateFiles.write(Data("new".utf8), to: target)
        #expect(FileManager.default.contents(atPath: target.path) == Data("new".utf8))
        #expect(try Self.mode(target) == 0o600)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["record.json"])
    }

    @Test func aWriteIntoAMissingFolderSaysWhere() {
        let directory = TemporaryDirectory()
        let target = directory.url.appendingPathComponent("missing/record.json")
        let error = #expect(throws: PrivateFileError.self) { try PrivateFiles.write(Data("x".utf8), to: target) }
        #expect(error?.description.contains(directory.url.appendingPathComponent("missing").path) == true)
    }
}
