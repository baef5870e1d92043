import Foundation
import Testing
@testable import PaywallModel

/// A parse that defers some members' values (`JSONDeferral`) checks every byte as a whole parse does and reads the
/// deferred values back as the same values, at the same offsets.
@Suite("JSON deferred values")
struct JSONDeferralTests {
    private let text = #"{"a": {"keep": 1, "later": {"x": [1, {"y": "z\n\u00e9"}], "x": 2}, "also": [true, "é"], "scalar": 3}, "later": {"q": [4]}}"#
    /// Defers `later`, `also` and `scalar` in the objects one level in (the root's own `later` is kept).
    private let deferral = JSONDeferral(depth: 2, names: ["later", "also", "scalar"])

    /// The byte offset of the first `needle` in `text`.
    private func offset(of needle: String) -> Int {
        let bytes = Array(text.utf8), wanted = Array(needle.utf8)
        return (0...(bytes.count - wanted.count)).first { Array(bytes[$0..<($0 + wanted.count)]) == wanted }!
    }

    private func entries(_ text: String, deferring deferral: JSONDeferral?) throws -> [JSONTape.Entry] {
        try Data(text.utf8).withUnsafeBytes { raw in
            var parser = JSONParser(bytes: raw.bindMemory(to: UInt8.self), deferring: deferral)
            try parser.parseDocument()
            return parser.entries
        }
    }

    @Test func onlyTheNamedObjectsAndArraysAtTheDepthAreLeftOffTheTape() throws {
        let deferred = try entries(text, deferring: deferral)
        let whole = try entries(text, deferring: nil)
        #expect(deferred.filter { $0.kind == .deferred }.map(\.offset) == [offset(of: #"{"x""#), offset(of: "[true")])
        #expect(deferred.contains { $0.kind == .number && $0.offset == offset(of: "3}") }, "a scalar is kept as it is")
        #expect(deferred.count < whole.count)
    }

    @Test func aDeferredValueIsAnObjectOnlyWhenItsTextIsOne() throws {
        let deferred = try JSONDocument(data: Data(text.utf8), deferring: deferral)
        let kinds = ["keep", "later", "also", "scalar"].map { deferred.root["a"]?[$0]?.isObject }
        #expect(kinds == [false, true, false, false])
        #expect(deferred.root.isObject && deferred.root["later"]?.isObject == true)
        #expect(JSONNode(.object([]), offset: 0).isObject && !JSONNode(.array([]), offset: 0).isObject)
    }

    @Test func deferredValuesReadAsTheSameValuesAtTheSameOffsets() throws {
        let deferred = try JSONDocument(data: Data(text.utf8), deferring: deferral)
        let whole = try JSONDocument(data: Data(text.utf8))
        #expect(deferred.root == whole.root)
        #expect(deferred.root["a"]?["later"]?["x"] == whole.root["a"]?["later"]?["x"])
        #expect(deferred.root["a"]?["later"]?["x"]?.offset == offset(of: "[1,"))
        #expect(deferred.root["a"]?["also"]?.value == whole.root["a"]?["also"]?.value)
        #expect(deferred.root["a"]?["later"]?.isNull == false)
    }

    @Test func repeatedKeysInsideDeferredValuesAreStillFound() throws {
        let deferred = try JSONDocument(data: Data(text.utf8), deferring: deferral)
        let whole = try JSONDocument(data: Data(text.utf8))
        #expect(deferred.duplicateKeys.map(\.message) == whole.duplicateKeys.map(\.message))
        #expect(deferred.duplicateKeys.count == 1)
    }

    @Test func aSyntaxErrorInsideADeferredValueIsTheSameError() {
        for broken in [#"{"a": {"later": {"x": [1,]}}}"#, #"{"a": {"later": {"x": "\q"}}}"#, #"{"a": {"later": [1 2]}}"#] {
            let deferredError = #expect(throws: JSONSyntaxError.self) { try JSONDocument(data: Data(broken.utf8), deferring: deferral) }
            let wholeError = #expect(throws: JSONSyntaxError.self) { try JSONDocument(data: Data(broken.utf8)) }
            #expect(deferredError?.message == wholeError?.message && deferredError?.position == wholeError?.position, "\(broken)")
        }
    }
}
