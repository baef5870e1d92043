import Testing
@testable import KioskCLI

@Suite("ArgumentParser")
struct ArgumentParserTests {
    static let tree = CommandSpec(
        name: "tool",
        abstract: "A tool.",
        subcommands: [
            CommandSpec(
                name: "sandbox",
                abstract: "The sandbox.",
                options: [.option("state", value: "DIR", help: "State."), .flag("json", short: "j", help: "JSON.")],
                subcommands: [
                    CommandSpec(
                        name: "buy",
                        abstract: "Buy.",
                        options: [.option("quantity", short: "q", value: "N", help: "How many."),
                                  .option("attribute", value: "K=V", help: "Attr.", repeatable: true)],
                        arguments: [ArgumentSpec("PRODUCT", help: "Product.")],
                        run: { _, _ in 0 }
                    ),
                ]
            ),
            CommandSpec(
                name: "list",
                abstract: "List.",
                arguments: [ArgumentSpec("FILES", help: "Files.", optional: true, variadic: true)],
                run: { _, _ in 0 }
            ),
        ]
    )

    let parser = ArgumentParser(root: tree)

    @Test func parsesSubcommandsOptionsAndArguments() throws {
        let outcome = try parser.parse(["sandbox", "buy", "--quantity", "3", "coins", "--attribute=a=1", "--attribute", "b=2"])
        guard case .run(let parsed) = outcome else { Issue.record("expected run, got \(outcome)"); return }
        #expect(parsed.commandPath == ["tool", "sandbox", "buy"])
        #expect(parsed.option("quantity") == "3")
        #expect(parsed.options("attribute") == ["a=1", "b=2"])
        #expect(parsed.argument("PRODUCT") == "coins")
    }

    @Test func shortOptionsAndDoubleDash() throws {
        guard case .run(let parsed) = try parser.parse(["sandbox", "buy", "-q", "2", "--", "--odd-id"]) else {
            Issue.record("expected run"); return
        }
        #expect(parsed.option("quantity") == "2")
        #expect(parsed.argument("PRODUCT") == "--odd-id")
    }

    @Test func helpAndVersion() throws {
        #expect(try parser.parse(["sandbox", "--help"]) == .help(["tool", "sandbox"]))
        #expect(try parser.parse(["sandbox", "buy", "-h"]) == .help(["tool", "sandbox", "buy"]))
        #expect(try parser.parse(["--version"]) == .version)
        #expect(try parser.parse(["sandbox"]) == .help(["tool", "sandbox"]))
    }

    @Test func variadicArguments() throws {
        guard case .run(let parsed) = try parser.parse(["list", "a", "b", "c"]) else { Issue.record("expected run"); return }
        #expect(parsed.arguments("FILES") == ["a", "b", "c"])
    }

    @Test(arguments: [
        (["sandbox", "buy"], "Missing PRODUCT."),
        (["sandbox", "buy", "x", "y"], "Unexpected argument 'y'."),
        (["sandbox", "buy", "x", "--quantity"], "--quantity needs a value (N)."),
        (["sandbox", "buy", "x", "--quant", "1"], "Unknown option '--quant'. Did you mean '--quantity'?"),
        (["sandbox", "buy", "x", "-q", "1", "-q", "2"], "--quantity was given more than once."),
        (["sandbox", "frobnicate"], "Unknown command 'frobnicate'. Expected one of: buy."),
        (["list", "--json=1"], "Unknown option '--json'."),
    ])
    func reportsWhatIsWrong(words: [String], message: String) {
        #expect(throws: UsageError.self) { try parser.parse(words) }
        do {
            _ = try parser.parse(words)
        } catch let error as UsageError {
            #expect(error.message == message)
        } catch {
            Issue.record("unexpected \(error)")
        }
    }

    @Test func helpListsOptionsAndCommands() {
        let help = HelpFormatter.help(of: Self.tree.subcommands[0], path: ["tool", "sandbox"])
        #expect(help.contains("--state DIR"))
        #expect(help.contains("-j, --json"))
        #expect(help.contains("buy"))
        #expect(HelpFormatter.usage(of: Self.tree.subcommands[0].subcommands[0], path: ["tool", "sandbox", "buy"])
            == "usage: tool sandbox buy [-q|--quantity N] [--attribute K=V]... PRODUCT")
    }
}

@Suite("kiosk command line")
struct KioskCommandLineTests {
    @Test func versionAndHelp() {
        let console = Console.capturing()
        #expect(KioskCommandLine.run(["--version"], console: console) == 0)
        #expect(console.output == "kiosk \(KioskCommandLine.version)\n")
        let help = Console.capturing()
        #expect(KioskCommandLine.run(["--help"], console: help) == 0)
        #expect(help.output.contains("catalog"))
    }

    @Test func usageErrorsExit64WithUsage() {
        let console = Console.capturing()
        #expect(KioskCommandLine.run(["--no-such-flag"], console: console) == 64)
        #expect(console.errorOutput.contains("kiosk: error: Unknown option '--no-such-flag'."))
        #expect(console.errorOutput.contains("usage: kiosk"))
    }
}
