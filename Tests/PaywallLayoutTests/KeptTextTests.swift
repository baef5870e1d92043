import Synchronization
import Testing
@testable import PaywallLayout

/// Wraps and filled texts are kept for the process (`WrapCache`, `FilledTexts`), keyed by their exact text: a
/// kept result must be the one the text itself gives, even for texts Swift counts as equal.
@Suite("Kept wraps and filled texts")
struct KeptTextTests {
    /// `é` as one scalar and as `e` with a combining accent: equal `String`s, different scalars.
    static let composed = "Caf\u{E9} cr\u{E8}me", decomposed = "Cafe\u{301} cre\u{300}me"

    @Test func aBlockDrawsItsOwnScalarsAfterAnEqualTextWasWrapped() {
        #expect(Self.composed == Self.decomposed, "Swift counts them equal")
        for text in [Self.composed, Self.decomposed, Self.composed] {
            let buffer = TextBlock(text).rendered(width: 20, height: 1)
            #expect(buffer.lines[0].unicodeScalars.elementsEqual((text + String(repeating: " ", count: 10)).unicodeScalars))
        }
    }

    @Test func aKeptWrapIsTheWrapOfTheText() {
        let cache = WrapCache(capacity: 2)
        for (text, width) in [("one two three", 7), ("one two three", 3), ("one two three", 7), ("four five", 4), (Self.decomposed, 5)] {
            #expect(cache.lines(of: text, width: width, limit: Int.max) == TextWrapping.wrap(text, width: width))
        }
        #expect(cache.lines(of: "one two three", width: 7, limit: 1) == TextWrapping.wrap("one two three", width: 7, maxLines: 1))
    }

    @Test func eachTextAndPackageIsFilledOnceAndExactly() {
        let calls = Mutex(0)
        let filled = FilledTexts { text, package in
            calls.withLock { $0 += 1 }
            return text + "/" + (package ?? "none")
        }
        #expect(filled.text(Self.composed, packageID: "a") == Self.composed + "/a")
        #expect(filled.text(Self.composed, packageID: "a") == Self.composed + "/a")
        #expect(filled.text(Self.composed, packageID: nil) == Self.composed + "/none")
        let decomposed = filled.text(Self.decomposed, packageID: "a")
        #expect(decomposed.unicodeScalars.elementsEqual((Self.decomposed + "/a").unicodeScalars), "the decomposed text keeps its scalars")
        #expect(calls.withLock { $0 } == 3)
    }
}
