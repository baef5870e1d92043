import Foundation
import Testing
import TestSupport
@testable import KioskCLI

/// Found by QA: buying a plan of a group another customer subscribes to was refused with exit 1 and "this Apple ID
/// already owns …" by buy --customer, but with exit 65 and "The group's subscription … belongs to …" by buy without it,
/// change and redeem. One refusal, one exit status and the same words, whoever is named.
@Suite("Another customer's subscription is refused the same way everywhere")
struct AnotherCustomersSubscriptionExitTests {
    let state = TemporaryDirectory()

    func run(_ words: [String]) -> (status: Int32, output: String, error: String) {
        let (status, console) = runKiosk(["sandbox", "--state", state.path] + words)
        return (status, console.output, console.errorOutput)
    }

    @Test func buyWithACustomerRefusesAsChangeAndRedeemDo() {
        #expect(run(["set", "time-rate", "0"]).status == ExitStatus.ok)
        #expect(run(["buy", "demo.plus.premium.monthly", "--customer", "al"]).status == ExitStatus.ok)
        let words = "The group's subscription (demo.plus.premium.monthly, original transaction 1) belongs to al, not bo; nothing was charged or changed."
        for command in [["buy", "demo.plus.premium.yearly", "--customer", "bo"], ["change", "demo.plus.premium.yearly", "--customer", "bo"]] {
            let refused = run(command)
            #expect(refused.status == ExitStatus.dataError, "\(command): \(refused.error)")
            #expect(refused.error.contains(words), "\(command): \(refused.error)")
        }
        #expect(run(["redeem", "HALFYEAR", "--customer", "bo"]).status == ExitStatus.dataError)
        #expect(run(["buy", "demo.plus.premium.monthly"]).status == ExitStatus.dataError)
        #expect(!run(["list"]).output.contains("demo.plus.premium.yearly"), "nothing was charged")
    }
}
