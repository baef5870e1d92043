import Testing
@testable import PurchaseFlow

@Suite("PurchaseFlow module")
struct PurchaseFlowModuleTests {
    @Test func moduleIsLinked() {
        #expect(PurchaseFlowModule.name == "PurchaseFlow")
    }
}
