import Testing
@testable import PaywallLayout

@Suite("PaywallLayout module")
struct PaywallLayoutModuleTests {
    @Test func moduleIsLinked() {
        #expect(PaywallLayoutModule.name == "PaywallLayout")
    }
}
