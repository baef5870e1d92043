import Foundation
import Testing
@testable import PaywallModel

@Suite("A catalog's app name, from its file's name")
struct CatalogAppNameTests {
    /// What the name is worked out from the file's URL.
    private func throughURL(_ file: String) -> String? {
        let url = URL(fileURLWithPath: file)
        let named = url.lastPathComponent == "Configuration.storekit" ? url.deletingLastPathComponent() : url
        let name = named.pathExtension == "storekit" ? named.deletingPathExtension().lastPathComponent : named.lastPathComponent
        return name.isEmpty ? nil : name
    }

    @Test(arguments: [
        "Kiosk Demo.storekit", "Acme Notes.storekit", "a.b.storekit", "x.storekit", ".storekit", "..storekit", ".hidden.storekit",
        "Configuration.storekit", "Acme.storekit/Configuration.storekit", "/tmp/Acme Notes.storekit", "notes.json", "Acme",
        "Acme.STOREKIT", "Ünïcode Äpp.storekit", "tab\there.storekit", "storekit", "a .storekit",
    ])
    func isTheNameBeforeTheExtensionAsTheURLSays(file: String) {
        #expect(CatalogDecoder.appName(file: file) == throughURL(file), "\(file)")
    }

    @Test func theDemoIsKioskDemo() {
        #expect(Catalog.demo.appName == "Kiosk Demo")
    }
}
