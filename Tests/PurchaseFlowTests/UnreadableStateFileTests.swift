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
    @Test func aDirectoryWhereTheKeyBelongsIsRefusedSayingSoAndNoKeyIsMade() throws {
        let state = TemporaryDirectory()
        let keyPath = state.url.appendingPathComponent(SandboxSigningIdentity.fileName)
        try FileManager.default.createDirectory(at: keyPath, withIntermediateDirectories: true)
        var made = false
        let error = #expect(throws: SigningError.self) {
            _ = try PrivateStateFile.contents(of: keyPath, crashPoint: "test") {
                made = true
                return Data("key".utf8)
            }
        }
        #expect(error?.operation == "reading \(keyPath.path)" && error?.reason == "it is a directory, not a file", "\(String(describing: error))")
        #expect(!made, "nothing is made in its place")
        #expect(try FileManager.default.contentsOfDirectory(atPath: state.url.path) == [SandboxSigningIdentity.fileName])
    }

    @Test func anAbsentFileIsMadeAndAReadableOneRead() throws {
        let state = TemporaryDirectory()
        let file = state.url.appendingPathComponent("private.pem")
        #expect(try PrivateStateFile.contents(of: file, crashPoint: "test") { Data("made".utf8) } == Data("made".utf8))
        #expect(try PrivateStateFile.contents(of: file, crashPoint: "test") { Data("again".utf8) } == Data("made".utf8))
    }
}
