import Foundation
import Testing
import TestSupport
@testable import PurchaseFlow

/// Found by QA: with a directory where the signing key file belongs (a ledger holding signed rows), a buy said "Signing
/// failed while creating …/sandbox-signing-key.pem: the file vanished after it was written": the key was taken for
/// absent, a new one made, and its link refused. A state file that is there but cannot be read is refused saying why,
/// and nothing is made in its place.
@Suite("A state file that is there but cannot be read")
struct UnreadableStateFileTests {
    /// Expects reading the state file `file` to be refused as a directory, with nothing made in its place: the state
    /// directory still holds only `names`.
    private func expectRefusedAsADirectory(_ file: URL, in state: TemporaryDirectory, holding names: [String],
                                           sourceLocation: SourceLocation = #_sourceLocation) throws {
        var made = false
        let error = #expect(throws: SigningError.self, sourceLocation: sourceLocation) {
            _ = try PrivateStateFile.contents(of: file, crashPoint: "test") {
                made = true
                return Data("key".utf8)
            }
        }
        #expect(error?.operation == "reading \(file.path)" && error?.reason == "it is a directory, not a file", "\(String(describing: error))",
                sourceLocation: sourceLocation)
        #expect(!made, "nothing is made in its place", sourceLocation: sourceLocation)
        #expect(try FileManager.default.contentsOfDirectory(atPath: state.url.path).sorted() == names, sourceLocation: sourceLocation)
    }

    @Test func aDirectoryWhereTheKeyBelongsIsRefusedSayingSoAndNoKeyIsMade() throws {
        let state = TemporaryDirectory()
        let keyPath = state.url.appendingPathComponent(SandboxSigningIdentity.fileName)
        try FileManager.default.createDirectory(at: keyPath, withIntermediateDirectories: true)
        try expectRefusedAsADirectory(keyPath, in: state, holding: [SandboxSigningIdentity.fileName])
    }

    /// Found in review: the check looked at the link itself (`lstat`), so a symbolic link to a directory where the key
    /// belongs was taken for absent, a new key made, and its link refused ("the file vanished after it was written").
    @Test func aLinkToADirectoryWhereTheKeyBelongsIsRefusedSayingSoAndNoKeyIsMade() throws {
        let state = TemporaryDirectory()
        let keyPath = state.url.appendingPathComponent(SandboxSigningIdentity.fileName)
        let elsewhere = state.url.appendingPathComponent("elsewhere")
        try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(at: keyPath, withDestinationURL: elsewhere)
        try expectRefusedAsADirectory(keyPath, in: state, holding: ["elsewhere", SandboxSigningIdentity.fileName])
    }

    @Test func anAbsentFileIsMadeAndAReadableOneRead() throws {
        let state = TemporaryDirectory()
        let file = state.url.appendingPathComponent("private.pem")
        #expect(try PrivateStateFile.contents(of: file, crashPoint: "test") { Data("made".utf8) } == Data("made".utf8))
        #expect(try PrivateStateFile.contents(of: file, crashPoint: "test") { Data("again".utf8) } == Data("made".utf8))
    }
}
