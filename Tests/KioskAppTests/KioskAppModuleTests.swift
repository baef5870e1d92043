import Testing
@testable import KioskApp

@Suite("KioskApp module")
struct KioskAppModuleTests {
    @Test func moduleIsLinked() {
        #expect(KioskAppModule.name == "KioskApp")
    }
}
