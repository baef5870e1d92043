import Foundation
import PaywallModel
import Testing
import TestSupport
@testable import KioskCLI

/// Terminal injection: the hostile corpus goes into every string of every input format (catalog, its price,
/// storefront and offer-code sidecars, rules, offerings from a file, a folder and a server, themes, file names) and
/// every command that reads it runs; what it writes, to standard output and standard error, must hold no ESC, C1
/// control or bidi override, byte for byte.
@Suite("Hostile input never reaches the terminal raw")
struct HostileInputTests {
    /// One command run: what it was, and everything it wrote (stdout then stderr).
    struct Run {
        var words: [String]
        var written: String
    }

    /// Runs a command line in-process and returns what it wrote; ANSI frames (`writeRendered`) lose kiosk's own SGR
    /// codes first, the only escape sequences allowed.
    func run(_ words: [String], terminal: Bool = false) -> Run {
        let console = runKiosk(words, isTerminal: terminal).console
        let written = console.output + console.errorOutput
        return Run(words: words, written: terminal ? HostileText.removingColorCodes(written) : written)
    }

    func expectSafe(_ runs: [Run], _ label: String) {
        for run in runs {
            let found = HostileText.terminalControls(in: run.written)
            #expect(found.isEmpty, "\(label): kiosk \(run.words.joined(separator: " ")) wrote \(found.prefix(5)):\n\(run.written.prefix(2000))")
        }
    }

    /// Writes the demo catalog (or the given text) and sidecars into a folder, with the hostile text placed into
    /// the one named by `hostileFile`.
    struct Workspace {
        let directory = TemporaryDirectory(prefix: "kiosk-hostile")
        var catalog: String { directory.file("Shop.storekit").path }
        var offerings: String { directory.file("offerings.json").path }
        var rules: String { directory.file("Shop.rules.json").path }
        var state: String { directory.file("state").path }
        var theme: String { directory.file("theme.json").path }

        static let storefronts = #"{"products": {"demo.lifetime": {"only": ["USA", "CAN"]}, "demo.coins.600": {"except": ["DEU"]}}}"#
        static let prices = #"{"version": 1, "storefronts": {"DEU": {"products": {"demo.plus.premium.monthly": "12.49"}, "offers": {"demo.plus.standard.monthly": {"introductory": "1.49"}}}}}"#

        /// The documents by file name, as kiosk's demo has them.
        static var documents: [String: String] {
            [
                "Shop.storekit": Catalog.demoConfiguration,
                "Shop.prices.json": prices,
                "Shop.storefronts.json": storefronts,
                "Shop.codes.json": OfferCodeSidecar.demoFile,
                "Shop.rules.json": StorefrontRules.demoRulesFile,
                "offerings.json": OfferingsDocument.demoJSON,
                "theme.json": (try? String(contentsOf: Fixtures.repositoryRoot.appendingPathComponent("themes/default.json"), encoding: .utf8)) ?? "{}",
            ]
        }

        init(hostile: String, in hostileFile: String, _ placement: HostileText.Placement) throws {
            for (name, text) in Self.documents {
                let content = name == hostileFile ? HostileText.inject(hostile, into: text, placement) : text
                try Data(content.utf8).write(to: directory.file(name))
            }
        }
    }

    /// The commands that read a file of the workspace (each run once per case, so the suite stays quick).
    func commands(reading file: String, _ files: Workspace) -> [Run] {
        let (catalog, state) = (files.catalog, files.state)
        let sandbox = ["sandbox", "--catalog", catalog, "--state", state]
        let render = ["render", "--offerings", files.offerings, "--catalog", catalog, "--state", state, "--theme", files.theme]
        switch file {
        case "Shop.storekit":
            return [run(["catalog", "check", catalog]), run(["catalog", "check", catalog, "--json"]),
                    run(["validate", "--offerings", files.offerings, "--catalog", catalog, "--state", state]),
                    run(render + ["--color", "none"]), run(["rules", "check", "--catalog", catalog]),
                    run(sandbox + ["buy", "demo.plus.standard.monthly"]), run(sandbox + ["list"]), run(sandbox + ["list", "--json"]),
                    run(sandbox + ["subscriptions"]), run(sandbox + ["status", "--json"])]
        case "Shop.prices.json":
            return [run(["catalog", "check", catalog, "--storefront", "DEU", "--locale", "de_DE"]),
                    run(["catalog", "check", catalog, "--json"]), run(sandbox + ["list"])]
        case "Shop.storefronts.json":
            return [run(sandbox + ["buy", "demo.lifetime"]), run(sandbox + ["list"])]
        case "Shop.codes.json":
            return [run(sandbox + ["redeem", "FRIEND-7Q2K"]), run(sandbox + ["list"])]
        case "Shop.rules.json":
            return [run(["rules", "check", "--catalog", catalog]),
                    run(["rules", "check", "--catalog", catalog, "--owned", "demo.lifetime", "--json"]),
                    run(sandbox + ["status", "--customer", "ann"]), run(sandbox + ["status", "--json"])]
        case "offerings.json":
            return [run(["validate", "--offerings", files.offerings, "--catalog", catalog, "--state", state]),
                    run(["validate", "--offerings", files.offerings, "--catalog", catalog, "--state", state, "--json"]),
                    run(render + ["--color", "none", "--placement", "onboarding"]),
                    run(render + ["--color", "256", "--placement", "store"], terminal: true)]
        default:
            return [run(render + ["--color", "none"]), run(render + ["--color", "truecolor"], terminal: true)]
        }
    }

    @Test(arguments: Workspace.documents.keys.sorted())
    func everyFieldOfEveryFormat(_ file: String) throws {
        for placement in HostileText.Placement.allCases {
            let files = try Workspace(hostile: HostileText.all, in: file, placement)
            expectSafe(commands(reading: file, files), "\(file) (\(placement))")
        }
    }

    @Test(arguments: HostileText.corpus)
    func eachHostileStringInTheOfferingsAndTheCatalog(_ hostile: String) throws {
        for file in ["offerings.json", "Shop.storekit"] {
            let files = try Workspace(hostile: hostile, in: file, .appendedToValues)
            expectSafe(commands(reading: file, files), "\(file) with \(hostile.debugDescription)")
        }
    }

    @Test func fileNamesFromAnOfferingsFolder() throws {
        let folder = TemporaryDirectory(prefix: "kiosk-hostile-names")
        for (index, hostile) in HostileText.corpus.enumerated() {
            let name = hostile.replacingOccurrences(of: "/", with: "_").replacingOccurrences(of: "\u{0}", with: "") + "\(index).json"
            try Data("{\"offerings\": [{\"identifier\": 1}], \"current_offering_id\": \"x\(index)\"}".utf8).write(to: folder.file(name))
        }
        let state = TemporaryDirectory()
        expectSafe([
            run(["validate", "--offerings", folder.path, "--state", state.path]),
            run(["validate", "--offerings", folder.path, "--state", state.path, "--json"]),
            run(["render", "--offerings", folder.path, "--state", state.path]),
        ], "file names")
    }

    @Test func offeringsFromAServer() throws {
        let document = HostileText.inject(HostileText.all, into: OfferingsDocument.demoJSON, .appendedToValues)
        let server = try LocalHTTPServer { request in
            switch request.path {
            case "/good.json": .init(status: 200, headers: ["ETag": "\"\(HostileText.escape(HostileText.all))\""], body: Data(document.utf8))
            case "/broken.json": .init(status: 200, body: Data(HostileText.inject(HostileText.all, into: "{\"a\": 1}", .rawInText).utf8))
            default: .init(status: 503, body: Data(HostileText.all.utf8))
            }
        }
        defer { server.stop() }
        let state = TemporaryDirectory()
        var runs: [Run] = []
        for path in ["/good.json", "/broken.json", "/down\(HostileText.escape("\u{1B}]0;x\u{7}"))"] {
            let url = server.url(path.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? path).absoluteString
            runs.append(run(["validate", "--offerings", url, "--state", state.path]))
            runs.append(run(["render", "--offerings", url, "--state", state.path]))
        }
        expectSafe(runs, "offerings over HTTP")
    }

    @Test func argumentsAreShownEscapedToo() throws {
        let hostile = HostileText.all
        expectSafe([
            run(["render", "--placement", hostile]),
            run(["render", "--package", hostile]),
            run(["catalog", "check", hostile]),
            run(["rules", "check", "--owned", hostile]),
            run([hostile]),
            run(["sandbox", "--state", TemporaryDirectory().path, "buy", hostile]),
        ], "arguments")
    }

    @Test func jsonOutputStaysValidAndKeepsTheValues() throws {
        let directory = TemporaryDirectory()
        let hostile = HostileText.escape(HostileText.all)
        let document = #"{"current_offering_id": "main\#(hostile)", "offerings": [{"identifier": "x", "packages": []}]}"#
        try Data(document.utf8).write(to: directory.file("offerings.json"))
        let console = runKiosk(["validate", "--offerings", directory.file("offerings.json").path, "--state", directory.path, "--json"]).console
        #expect(HostileText.terminalControls(in: console.output).isEmpty)
        let report = try JSONSerialization.jsonObject(with: Data(console.output.utf8)) as? [String: Any]
        let messages = (report?["problems"] as? [[String: Any]] ?? []).compactMap { $0["message"] as? String }
        #expect(messages.contains { $0.contains("main" + HostileText.all) }, "the decoded JSON holds the document's own text: \(messages)")
    }
}
