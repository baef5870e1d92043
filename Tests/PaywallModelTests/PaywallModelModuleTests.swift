import Testing
@testable import PaywallModel

@Suite("PaywallModel module")
struct PaywallModelModuleTests {
    @Test func moduleIsLinked() {
        #expect(PaywallModelModule.name == "PaywallModel")
    }
}
