import Foundation
import PaywallModel
import PurchaseFlow
import TestSupport
import Testing
@testable import KioskApp

@Suite("Installation source: reported by the Marketplace client and shown in settings")
struct InstallationSourceTests {
    @Test func theConfiguredSourceIsReportedAndShownInSettings() async throws {
        let directory = TemporaryDirectory()
        let store = try SandboxStore(catalog: .demo, stateDirectory: directory.url)
        let session = StoreEffectPerformer(store: store, installationSource: .marketplace(bundleId: "eu.altstore"))
        #expect(await session.client.installationSource == .marketplace(bundleId: "eu.altstore"))
        var pilot = Pilot(size: TerminalSize(width: 80, height: 24), performer: session,
                          state: AppState(size: TerminalSize(width: 80, height: 24), now: Date(), theme: .monochrome))
        pilot.send(.tick(Date()))
        await pilot.settle()
        #expect(pilot.state.store?.installationSource == .marketplace(bundleId: "eu.altstore"))
        #expect(await pilot.choose("Settings"))
        let row = pilot.screenText.split(separator: "\n").first { $0.contains("Installation source") }
        #expect(row?.contains("marketplace:eu.altstore") == true)
    }

    @Test func aReloadedCatalogKeepsTheSource() async throws {
        let directory = TemporaryDirectory()
        let file = directory.file("shop.storekit")
        try Data(CatalogText.consumables([("coins", "0.99")]).utf8).write(to: file)
        let state = directory.file("state")
        let watcher = SourceWatcher(paths: [file.path]) {
            let catalog = try Catalog.load(from: file)
            return WatchedSources(store: try SandboxStore(catalog: catalog, stateDirectory: state),
                                  paywalls: PaywallSource(document: .demo, catalog: catalog, context: CustomerContext(installID: "t"), locale: "en_US"))
        }
        let session = StoreEffectPerformer(store: try SandboxStore(catalog: .demo, stateDirectory: state), watcher: watcher, installationSource: .testFlight)
        try FileManager.default.setAttributes([.modificationDate: Date().addingTimeInterval(60)], ofItemAtPath: file.path)
        guard case .effectFinished(.sourcesReloaded) = await session.perform(.reloadIfChanged) else {
            Issue.record("the changed catalog was not reloaded")
            return
        }
        #expect(session.store.catalog.products.map(\.id) == ["coins"])
        #expect(await session.client.installationSource == .testFlight)
    }
}
