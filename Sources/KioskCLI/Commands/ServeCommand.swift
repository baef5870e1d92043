import Foundation
import PurchaseFlow
import StoreServer
import TerminalSafety

/// `kiosk serve`: the App Store Server API (and, with a notifications URL, its notifications) from the
/// sandbox ledger, on loopback unless another address is asked for.
enum ServeCommand {
    static var spec: CommandSpec {
        CommandSpec(
            name: "serve",
            abstract: "Serve the App Store Server API from the sandbox ledger (loopback by default).",
            discussion: """
            Serves Apple's paths and JSON on http://ADDRESS:PORT: Get Transaction Info, Get Transaction History (v1, v2),
            Get All Subscription Statuses, Get Refund History, Extend a Subscription Renewal Date and Send Consumption
            Information. Point a backend's App Store Server API client at it (see docs/server.md). With --api-key, every
            request needs Apple's bearer token: an ES256 JWT signed by that App Store Connect key (kid), audience
            appstoreconnect-v1, an issuer, bid dev.kiosk.sandbox and an expiry at most 60 minutes away; others get 401.
            Without keys only a loopback address is served. Signed data follows 'kiosk sandbox set environment'.
            Also serves Request a Test Notification, Get Test Notification Status and Get Notification History, and
            posts the App Store Server Notifications of every ledger event to 'kiosk sandbox set notifications-url URL'
            (checked every second, retried as Apple does; see 'kiosk sandbox notifications'). Runs until interrupted (Ctrl-C).
            The signing key and certificates are read before anything is served: when one cannot be read or is damaged,
            kiosk says which file and what is wrong, as 'kiosk sandbox buy' does, and does not start. A request that fails
            otherwise than with one of Apple's errors gets Apple's 500 and is told on standard error.
            """,
            options: SharedOptions.store + [
                ServeOptions.port,
                ServeOptions.bind,
                ServeOptions.apiKey,
            ],
            run: run
        )
    }

    @Sendable static func run(_ arguments: ParsedArguments, _ console: Console) throws -> Int32 {
        let address = arguments.bindAddress
        let port = try arguments.listeningPort()
        let keys: APIKeyRing
        do {
            keys = try APIKeyRing(specifications: arguments.apiKeySpecifications)
        } catch let error as APIKeyError {
            throw CommandFailure(error.description, status: ExitStatus.noInput)
        }
        if !address.hasPrefix("127."), keys.isEmpty {
            throw UsageError("Serving on \(address) (not loopback) needs at least one --api-key, so only its holders can read the ledger.",
                             commandPath: arguments.commandPath)
        }
        let store = try SandboxStoreInput.open(arguments, console)
        // Read before listening, keys too: a damaged certificate or key is told now, in the words `kiosk sandbox buy`
        // uses, rather than as every answer's 500.
        try store.readSigningIdentities()
        // The request's path came from the network: one line, escaped.
        let api = AppStoreServerAPI(store: store, keys: keys) { console.printError("kiosk: \(SafeText.line($0))") }
        let server: HTTPServer
        do {
            server = try HTTPServer(address: address, port: port) { api.respond(to: $0) }
        } catch let error as HTTPServerError {
            throw CommandFailure(error.description, status: ExitStatus.unavailable)
        }
        let environment = try store.settings().environment.rawValue
        console.print("Serving the App Store Server API on http://\(address):\(server.port) (bundle id \(store.bundleID), environment \(environment), "
                      + (keys.isEmpty ? "no authentication" : "\(keys.keys.count) API key\(keys.keys.count == 1 ? "" : "s")") + ").")
        let signals = stopOnSignals(server)
        let delivery = NotificationDeliveryLoop(courier: NotificationCourier(store: store)) { console.printError("kiosk: \($0)") }
        delivery.start()
        server.run()
        delivery.stop()
        signals.forEach { $0.cancel() }
        console.print("Stopped.")
        return ExitStatus.ok
    }

    /// Stops the server on SIGINT and SIGTERM; returns the signal sources to keep them alive.
    private static func stopOnSignals(_ server: HTTPServer) -> [any DispatchSourceSignal] {
        [SIGINT, SIGTERM].map { number in
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler { server.stop() }
            source.resume()
            return source
        }
    }
}
