import Foundation
import Testing
import TestSupport

/// The real binary with `--watch` on a catalog file of its own: it sells the changed catalog, shows what is wrong
/// with a broken one while keeping the last good one, and clears the problems once the file is fixed.
@Suite("End to end: --watch", .serialized)
struct WatchEndToEndTests {
    /// Writes a file's text.
    private static func write(_ text: String, to file: URL) throws {
        try Data(text.utf8).write(to: file)
    }

    @Test(.needsTmux) func aChangedCatalogIsSoldABrokenOneExplainedAndAFixedOneCleared() throws {
        let folder = TemporaryDirectory()
        let file = folder.file("shop.storekit")
        try Self.write(CatalogText.consumables([("coins.small", "0.99")]), to: file)
        let session = try TmuxSession(width: 100, height: 30, arguments: ["--catalog", file.path, "--watch"])
        try session.waitFor("Transaction manager")
        try session.press("Enter")
        try session.waitFor("$0.99")

        try Self.write(CatalogText.consumables([("coins.small", "1.49"), ("coins.big", "4.99")]), to: file)
        let reloaded = try session.waitFor("coins.big")
        #expect(reloaded.contains("$1.49") && reloaded.contains("Reloaded the catalog and offerings."))
        try session.press("j")

        try Self.write(#"{"products": [{"productID": "coins.small", "type": "Consumable", "displayPrice": "1,49"},"#, to: file)
        let broken = try session.waitFor("Not reloaded: 1 problem")
        #expect(broken.contains("shop.storekit:1:"))
        #expect(broken.contains("valid JSON: expected a value"))
        #expect(broken.contains("› coins.big") && broken.contains("$4.99"), "the last good catalog and the selection stay")

        try Self.write(CatalogText.consumables([("coins.small", "2.49"), ("coins.big", "5.99")]), to: file)
        let fixed = try session.waitFor("$5.99")
        #expect(!fixed.contains("Not reloaded"))
        #expect(fixed.contains("› coins.big"))
        try session.press("q")
        try session.waitFor("[exit 0]")
    }
}
