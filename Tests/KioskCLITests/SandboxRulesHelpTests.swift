import Foundation
import PurchaseFlow
import Testing
@testable import KioskCLI

/// The sandbox help states the store's rules where QA looks for them: the clock's range, resuming, plan
/// changes (now, at the renewal, scheduled) and refunds and refund requests.
@Suite("Sandbox help states the store's rules")
struct SandboxRulesHelpTests {
    static func help(_ words: [String]) -> String {
        let (status, console) = runKiosk(["sandbox"] + words + ["--help"])
        #expect(status == 0)
        // Help wraps lines; compare words.
        return console.output.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    @Test func theSandboxHelpStatesEveryRule() {
        let help = Self.help([])
        #expect(help.contains("range is \(SandboxClockRange.summary)"), "the clock's range")
        #expect(help.contains("auto-renew cannot be turned back on"), "resuming an ended subscription")
        #expect(help.contains("An upgrade, or a crossgrade between equal periods, starts now"), "plan changes now")
        #expect(help.contains("starts at the next renewal"), "plan changes at the renewal")
        #expect(help.contains("'scheduled', then 'applied'"), "how a scheduled change ends")
        #expect(help.contains("Refunds: refunding a subscription's newest transaction revokes it"), "refunds")
        #expect(help.contains("refund-review"), "how refund requests are reviewed")
    }

    /// Found by QA: 'buy P' and 'buy P --customer default' behave differently (the store's purchase, left
    /// unfinished; the app's, under the rules, delivered and finished), and buy's help did not say so.
    @Test func buysHelpSaysWhatTheCustomerOptionChanges() {
        let help = Self.help(["buy"])
        #expect(help.contains("Without --customer it is the store's purchase for the default customer"), "\(help)")
        #expect(help.contains("With --customer (the default customer's name, default, too) it is the app's purchase for that customer"), "\(help)")
    }

    @Test(arguments: ["refund", "refund-request", "review-refunds"])
    func everyRefundCommandStatesTheRefundRules(command: String) {
        #expect(Self.help([command]).contains("Refunds: refunding a subscription's newest transaction revokes it"))
    }

    @Test(arguments: ["advance", "resume-renewal", "change", "approve", "resolve"])
    func theCommandsTheRulesConcernStateThem(command: String) {
        let help = Self.help([command])
        switch command {
        case "advance": #expect(help.contains(SandboxClockRange.summary))
        case "resume-renewal": #expect(help.contains("auto-renew cannot be turned back on"))
        default: #expect(help.contains("starts at the next renewal") && help.contains("'scheduled'"))
        }
    }
}
