import Foundation
import Testing
@testable import PaywallModel

/// The short line a paywall's status line and the store show when prices in a storefront reuse the catalog's
/// amounts in another currency: it says how many, and claims no price is in the sidecar only when none is.
@Suite("The catalog-amounts note")
struct PriceReuseNoteTests {
    let japan = Storefront(code: "JPN")!

    @Test func withoutASidecarEveryPriceReusesTheCatalogsAmount() {
        let book = PriceBook(catalog: .demo, sidecar: nil)
        #expect(book.reuseNote(in: japan) == "Catalog USD amounts shown and charged as JPY (no JPY prices in the sidecar)")
    }

    /// Found by QA: a sidecar giving every product a yen price, and only some offers none, was said to have no yen
    /// prices at all.
    @Test func aSidecarMissingSomePricesSaysHowManyAndNamesTheFirst() throws {
        let products = Dictionary(uniqueKeysWithValues: Catalog.demo.products.map { ($0.id, Decimal(100)) })
        let book = PriceBook(catalog: .demo, sidecar: PriceSidecar(productPrices: ["JPN": products]))
        let reused = book.reusedCatalogPrices(in: japan)
        let first = try #require(reused.first)
        #expect(!reused.isEmpty && reused.allSatisfy { $0.contains(": ") }, "only offers lack a yen price: \(reused)")
        let note = try #require(book.reuseNote(in: japan))
        #expect(!note.contains("no JPY prices in the sidecar"), "\(note)")
        #expect(note.contains(reused.count == 1 ? first : "\(reused.count) prices") && note.contains("charged as JPY"), "\(note)")
    }
}
