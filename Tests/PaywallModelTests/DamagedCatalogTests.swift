import Foundation
import Testing
import TestSupport
@testable import PaywallModel

/// Damaged copies of real catalogs (made in memory) are reported, never crash, and always say where.
@Suite("Damaged catalogs")
struct DamagedCatalogTests {
    private func fixtureBytes() -> [(String, [UInt8])] {
        Fixtures.files(in: "storekit").compactMap { url in
            (try? Data(contentsOf: url)).map { (url.lastPathComponent, [UInt8]($0)) }
        }
    }

    @Test(.needsFixtures) func truncatedFilesAreReportedWithAPosition() {
        let fixtures = fixtureBytes()
        #expect(!fixtures.isEmpty)
        for (name, bytes) in fixtures {
            for fraction in stride(from: 0.05, to: 1.0, by: 0.1) {
                let cut = Int(Double(bytes.count) * fraction)
                let decoding = CatalogDecoder.decode(Data(bytes[..<cut]), file: name)
                #expect(decoding.catalog == nil, "\(name) cut at \(cut)")
                #expect(decoding.problems.count == 1)
                #expect(decoding.problems.first?.position != nil)
            }
        }
    }

    @Test(.needsFixtures) func damagedValuesNeverCrashAndAlwaysSayWhere() {
        let fixtures = fixtureBytes()
        #expect(!fixtures.isEmpty)
        var reported = 0
        for (name, bytes) in fixtures {
            // Replace each quote or digit at a spread of places with a letter.
            let places = bytes.indices.filter { bytes[$0] == UInt8(ascii: "\"") || (48...57).contains(bytes[$0]) }
            for place in stride(from: 0, to: places.count, by: max(1, places.count / 25)).map({ places[$0] }) {
                var damaged = bytes
                damaged[place] = UInt8(ascii: "x")
                let decoding = CatalogDecoder.decode(Data(damaged), file: name)
                reported += decoding.problems.count
                #expect(decoding.problems.allSatisfy { $0.position != nil && $0.file == name && $0.path.hasPrefix("$") })
            }
        }
        #expect(reported > 100)
    }

    @Test func versionOneShapeWithTheLegacyErrorSetting() throws {
        let catalog = try Catalog(decoding: Data("""
        {"identifier": "A1", "version": {"major": 1, "minor": 0},
         "products": [{"productID": "gems", "referenceName": "Gems", "type": "Consumable", "displayPrice": "2.99",
                       "localizations": [{"locale": "en_US", "displayName": "Gems", "description": "Shiny"}]}],
         "settings": {"_storeKitError": 3, "_failTransactionsEnabled": true, "_storefront": "GBR"}}
        """.utf8), file: "v1.storekit")
        #expect(catalog.formatVersion == FormatVersion(major: 1, minor: 0))
        #expect(catalog.settings.legacyStoreKitError == 3)
        #expect(catalog.settings.isFailTransactionsEnabled)
        #expect(catalog.price(of: catalog.products[0]).formatted(locale: Locale(identifier: "en_GB")) == "£2.99")
    }
}
