import Foundation
import Testing
import TestSupport
@testable import KioskCLI

/// Found by QA: `--customer NAME` was accepted and ignored by sandbox commands that did not declare it (the root
/// command's options were inherited by every subcommand): `redeem FRIEND-… --customer bob` spent a one-time code
/// on the default customer, and `cancel-renewal`, `resume-renewal`, `renew`, `refund-request` acted on another
/// customer's subscription or request. Each command acts for the named customer or refuses the option.
@Suite("kiosk sandbox --customer is honoured or refused")
struct SandboxCustomerOptionTests {
    private func run(_ state: TemporaryDirectory, _ words: [String]) -> (status: Int32, console: Console) {
        runKiosk(["sandbox", "--state", state.path] + words)
    }

    private func rows(_ state: TemporaryDirectory) throws -> [[String: Any]] {
        try #require(try JSONSerialization.jsonObject(with: Data(run(state, ["list", "--json"]).console.output.utf8)) as? [[String: Any]])
    }

    private func token(_ state: TemporaryDirectory, _ name: String) -> String? {
        run(state, ["customers"]).console.output.split(separator: "\n")
            .first { $0.hasPrefix("\(name) ") }.map { String($0.split(separator: " ").last ?? "") }
    }

    private func plusIsActive(_ state: TemporaryDirectory, _ name: String) throws -> Bool {
        let (code, console) = run(state, ["status", "--customer", name, "--json"])
        #expect(code == ExitStatus.ok, "\(console.errorOutput)")
        let status = try #require(try JSONSerialization.jsonObject(with: Data(console.output.utf8)) as? [String: Any])
        let plus = (status["entitlements"] as? [[String: Any]])?.first { $0["key"] as? String == "plus" }
        return plus?["isActive"] as? Bool == true
    }

    @Test func aRedemptionForACustomerIsTheirs() throws {
        let state = TemporaryDirectory()
        #expect(run(state, ["set", "time-rate", "real"]).status == ExitStatus.ok)
        let (code, console) = run(state, ["redeem", "FRIEND-7Q2K", "--customer", "bob"])
        #expect(code == ExitStatus.ok, "\(console.output)\(console.errorOutput)")
        #expect(console.output.hasPrefix("Redeemed FRIEND-7Q2K for bob: transaction 1"), "\(console.output)")
        let row = try #require(try rows(state).first)
        let bob = try #require(token(state, "bob"))
        #expect((row["appAccountToken"] as? String)?.uppercased() == bob.uppercased())
        #expect(try plusIsActive(state, "bob"))
        #expect(try plusIsActive(state, "default") == false)
        #expect(run(state, ["redeem", "--help"]).console.output.contains("--customer"))
    }

    /// Found by QA: without --customer the redemption carried no app account token, though the help says it is the
    /// default customer's, as 'buy --customer' buys. It carries the default customer's token.
    @Test func aRedemptionWithoutACustomerIsTheDefaultCustomers() throws {
        let state = TemporaryDirectory()
        #expect(run(state, ["set", "time-rate", "real"]).status == ExitStatus.ok)
        let (code, console) = run(state, ["redeem", "FRIEND-7Q2K"])
        #expect(code == ExitStatus.ok, "\(console.output)\(console.errorOutput)")
        let row = try #require(try rows(state).first)
        let defaultToken = try #require(token(state, "default"))
        #expect((row["appAccountToken"] as? String)?.uppercased() == defaultToken.uppercased(), "\(row)")
        #expect(try plusIsActive(state, "default"))
    }

    /// Another customer's subscription of the group is refused with its owner named and nothing written (the code is kept: its
    /// redemption is written with the purchase, in one SQL transaction); the
    /// refusal does not say the named customer (who never subscribed) subscribes to the group.
    @Test func aRedemptionForAGroupAnotherCustomerOwnsIsRefusedAndTheCodeKept() throws {
        let state = TemporaryDirectory()
        #expect(run(state, ["set", "time-rate", "real"]).status == ExitStatus.ok)
        #expect(run(state, ["buy", "demo.plus.standard.monthly", "--customer", "ann"]).status == ExitStatus.ok)
        let before = try rows(state).count
        let (code, console) = run(state, ["redeem", "FRIEND-7Q2K", "--customer", "bob"])
        #expect(code == ExitStatus.dataError, "\(console.output)")
        #expect(console.errorOutput.contains("belongs to ann, not bob"), "\(console.errorOutput)")
        #expect(!console.errorOutput.contains("subscribes to this group now"), "\(console.errorOutput)")
        #expect(try rows(state).count == before)
    }

    @Test func cancellingAndResumingActOnlyOnTheNamedCustomersSubscription() throws {
        let state = TemporaryDirectory()
        #expect(run(state, ["set", "time-rate", "real"]).status == ExitStatus.ok)
        #expect(run(state, ["buy", "demo.plus.standard.monthly", "--customer", "ann"]).status == ExitStatus.ok)
        let before = run(state, ["subscriptions", "--json"]).console.output
        for command in ["cancel-renewal", "resume-renewal"] {
            let (code, console) = run(state, [command, "demo.plus.standard.monthly", "--customer", "bob"])
            #expect(code == ExitStatus.dataError, "\(command): \(console.output)")
            #expect(console.errorOutput.contains("belongs to ann, not bob") && console.errorOutput.contains("nothing was charged or changed"),
                    "\(console.errorOutput)")
            #expect(run(state, [command, "--help"]).console.output.contains("--customer"))
        }
        #expect(run(state, ["subscriptions", "--json"]).console.output == before, "nothing written")
        let (cancelled, console) = run(state, ["cancel-renewal", "demo.plus.standard.monthly", "--customer", "ann"])
        #expect(cancelled == ExitStatus.ok && console.output.hasPrefix("demo.plus.standard.monthly will not renew"), "\(console.errorOutput)")
        #expect(run(state, ["resume-renewal", "demo.plus.standard.monthly", "--customer", "ann"]).status == ExitStatus.ok)
    }

    @Test func aRefundRequestForACustomerIsOnlyForTheirTransactions() throws {
        let state = TemporaryDirectory()
        #expect(run(state, ["buy", "demo.lifetime", "--customer", "ann"]).status == ExitStatus.ok)
        let (code, console) = run(state, ["refund-request", "1", "--customer", "bob"])
        #expect(code == ExitStatus.dataError, "\(console.output)")
        #expect(console.errorOutput.contains("belongs to ann, not bob"), "\(console.errorOutput)")
        #expect(run(state, ["refund-request", "--help"]).console.output.contains("--customer"))
        let (asked, askedConsole) = run(state, ["refund-request", "1", "--customer", "ann"])
        #expect(asked == ExitStatus.ok, "\(askedConsole.errorOutput)")
    }

    /// A renewal, an expiry and a billing issue are the store's, not a customer's: `--customer` is a usage error naming it.
    @Test func commandsThatActForNoCustomerRefuseTheOption() throws {
        let state = TemporaryDirectory()
        #expect(run(state, ["buy", "demo.plus.standard.monthly", "--customer", "ann"]).status == ExitStatus.ok)
        let before = run(state, ["list", "--json"]).console.output
        for words in [["renew", "demo.plus.standard.monthly"], ["expire", "demo.plus.standard.monthly"],
                      ["billing-issue", "demo.plus.standard.monthly", "on"], ["finish", "1"], ["refund", "1"]] {
            let (code, console) = run(state, words + ["--customer", "bob"])
            #expect(code == ExitStatus.usage, "\(words): \(console.output)")
            #expect(console.errorOutput.contains("--customer"), "\(console.errorOutput)")
        }
        #expect(run(state, ["list", "--json"]).console.output == before, "nothing written")
    }
}
