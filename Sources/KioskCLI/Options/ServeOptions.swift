/// The options only `kiosk serve` takes, each declared once with its typed value, as `SharedOptions` are: where it
/// listens (`--bind`, `--port`) and whose tokens it accepts (`--api-key`).
enum ServeOptions {
    /// `--port N`.
    static let port = OptionSpec.option(Name.port, value: "N", help: "The port (default \(defaultPort); 0 picks a free one, printed at start).")

    /// `--bind ADDRESS`.
    static let bind = OptionSpec.option(Name.bind, value: "ADDRESS", help: "The IPv4 address to listen on (default \(defaultAddress); others need --api-key).")

    /// `--api-key KEY_ID=FILE`, repeatable.
    static let apiKey = OptionSpec.option(Name.apiKey, value: "KEY_ID=FILE", help: "An App Store Connect API key (.p8 or public PEM) whose tokens are accepted.",
                                          repeatable: true)

    /// Where it listens when no address or port is given.
    static let defaultAddress = "127.0.0.1", defaultPort: UInt16 = 8080

    /// The names, spelled here only.
    fileprivate enum Name {
        static let port = "port", bind = "bind", apiKey = "api-key"
    }
}

extension ParsedArguments {
    /// `--bind`'s address, else loopback.
    var bindAddress: String { option(ServeOptions.Name.bind) ?? ServeOptions.defaultAddress }

    /// `--port`, else 8080; a usage error when it is not a port number.
    func listeningPort() throws -> UInt16 {
        guard let text = option(ServeOptions.Name.port) else { return ServeOptions.defaultPort }
        guard let port = UInt16(text) else {
            throw UsageError("--port must be a port number from 0 to 65535, not '\(text)'.", commandPath: commandPath)
        }
        return port
    }

    /// `--api-key`'s `KEY_ID=FILE` pairs, in the order given.
    var apiKeySpecifications: [String] { options(ServeOptions.Name.apiKey) }
}
