// swift-tools-version:6.0
import PackageDescription

/// How the kiosk executable is linked (docs/performance.md, "Start-up: one image"): the Swift runtime and Foundation
/// statically (`-static-stdlib`; the toolchain's `swift_static` libraries, with the ones Foundation's shared libraries
/// would have brought in themselves), so the dynamic loader maps and binds 9 libraries instead of 22; by the
/// toolchain's lld, with relative relocations packed (`DT_RELR`, glibc 2.36 and later), so the loader reads a few
/// kilobytes of them instead of 2 MB; with the functions a start runs placed together, first (`Sources/kiosk/startup.order`,
/// written by `Sources/kiosk/startup-order.py`; release builds put each Swift function in a section of its own, below),
/// since the kernel maps 64 KB around every page of code touched. The test targets and kiosk-bench keep the shared
/// runtime.
let kioskLinking = [
    "-static-stdlib", "-lCoreFoundation", "-l_FoundationICU", "-lswiftSynchronization", "-l_FoundationCShims", "-l_FoundationCollections",
    "-use-ld=lld", "-Xlinker", "-z", "-Xlinker", "pack-relative-relocs",
    "-Xlinker", "--symbol-ordering-file=\(Context.packageDirectory)/Sources/kiosk/startup.order", "-Xlinker", "--no-warn-symbol-ordering",
]

/// Kiosk: a terminal storefront and paywall client.
///
/// The module map (what each target owns and the arrows between them) is docs/architecture.md; every
/// dependency below points down that map, and each target lists exactly the modules it imports.
let package = Package(
    name: "kiosk",
    products: [
        .executable(name: "kiosk", targets: ["kiosk"]),
        .executable(name: "kiosk-bench", targets: ["kiosk-bench"]),
    ],
    targets: [
        // System libraries (Debian: libncurses-dev, libsqlite3-dev, libssl-dev).
        .systemLibrary(name: "CNcursesw"),
        .systemLibrary(name: "CSQLite3", pkgConfig: "sqlite3"),
        // libcrypto's headers and kiosk's shim over them; libcrypto itself is loaded with dlopen at its first use
        // (LibCryptoLoader.c), so a start that signs and verifies nothing never maps it.
        .target(name: "COpenSSL"),

        // Keeps the Swift runtime's crash report from waiting at its prompt in every kiosk command: start-up code only,
        // linked into the kiosk executable and imported by nothing.
        .target(name: "CCrashPrompt", publicHeadersPath: "."),
        // Loads libcurl with dlopen on the first HTTP request, so nothing else maps it (no curl headers needed).
        // It loads libcrypto first (COpenSSL), so libcrypto keeps its state until exit whichever loads it first.
        .target(name: "CHTTPLoader", dependencies: ["COpenSSL"]),
        // Fetches http(s) addresses through CHTTPLoader (instead of FoundationNetworking, which maps libcurl at start).
        .target(name: "HTTPTransport", dependencies: ["CHTTPLoader"]),
        // The one sanitizer: makes text from documents, the network, the environment and file names safe to print or draw.
        .target(name: "TerminalSafety"),
        // What is sold and how it is published.
        .target(name: "PaywallModel", dependencies: ["TerminalSafety"]),
        // Where offerings are published: a file, a folder of documents, or an http(s) address with an ETag cache.
        .target(name: "OfferingsInput", dependencies: ["PaywallModel", "HTTPTransport", "TerminalSafety"]),
        // How it is bought: Marketplace client, sandbox store, purchase states, prompts.
        .target(name: "PurchaseFlow", dependencies: ["PaywallModel", "HTTPTransport", "CSQLite3", "COpenSSL"]),
        // How it looks: cells, styles, themes, text width, layout, renderers.
        .target(name: "PaywallLayout", dependencies: ["PaywallModel", "TerminalSafety"]),
        // The interactive program without a terminal: state, messages, update, effects.
        .target(name: "KioskApp", dependencies: ["PaywallLayout", "PurchaseFlow", "PaywallModel", "OfferingsInput"]),
        // The terminal: ncursesw lifecycle, keys, mouse, resize, signals.
        .target(name: "CursesUI", dependencies: ["KioskApp", "PaywallLayout", "CNcursesw"]),
        // The App Store Server API on loopback: a small HTTP server, bearer-token checks, Apple's endpoints.
        .target(name: "StoreServer", dependencies: ["PurchaseFlow", "PaywallModel"]),
        // The command line, the program's edge: argument parsing, every subcommand, the files and environment it reads.
        .target(name: "KioskCLI", dependencies: ["CursesUI", "KioskApp", "PaywallLayout", "PurchaseFlow", "PaywallModel", "OfferingsInput", "StoreServer", "TerminalSafety"]),
        .executableTarget(name: "kiosk", dependencies: ["KioskCLI", "CCrashPrompt"], exclude: ["startup.order", "startup-order.py"],
                          linkerSettings: [.unsafeFlags(kioskLinking)]),
        .executableTarget(name: "kiosk-bench", dependencies: ["KioskApp", "PaywallLayout", "PurchaseFlow", "PaywallModel", "DevSupport"]),

        // What the tests and kiosk-bench share: the fixtures folder, temporary directories, child processes.
        .target(name: "DevSupport", path: "Tests/DevSupport"),
        // Shared test helpers (with DevSupport's): snapshots, skip traits, hostile text, a local HTTP server.
        .target(name: "TestSupport", dependencies: ["DevSupport"], path: "Tests/TestSupport"),
        .testTarget(name: "TerminalSafetyTests", dependencies: ["TerminalSafety"]),
        .testTarget(name: "HTTPTransportTests", dependencies: ["HTTPTransport", "TestSupport"]),
        .testTarget(name: "PaywallModelTests", dependencies: ["PaywallModel", "TestSupport"]),
        .testTarget(name: "OfferingsInputTests", dependencies: ["OfferingsInput", "PaywallModel", "TestSupport"]),
        .testTarget(name: "PurchaseFlowTests", dependencies: ["PurchaseFlow", "PaywallModel", "HTTPTransport", "COpenSSL", "TestSupport"], exclude: ["Ledgers"]),
        .testTarget(name: "PaywallLayoutTests", dependencies: ["PaywallLayout", "PaywallModel", "TerminalSafety", "TestSupport"], exclude: ["__Snapshots__"]),
        .testTarget(name: "KioskAppTests", dependencies: ["KioskApp", "KioskCLI", "PaywallLayout", "PurchaseFlow", "PaywallModel", "OfferingsInput", "TestSupport"], exclude: ["__Snapshots__"]),
        .testTarget(name: "CursesUITests", dependencies: ["CursesUI", "KioskApp", "PaywallLayout", "PurchaseFlow", "PaywallModel", "CNcursesw", "TestSupport"]),
        .testTarget(name: "StoreServerTests", dependencies: ["StoreServer", "PurchaseFlow", "PaywallModel", "TestSupport"]),
        .testTarget(name: "KioskCLITests", dependencies: ["KioskCLI", "KioskApp", "PaywallLayout", "PurchaseFlow", "PaywallModel", "TestSupport"]),
    ]
)

// Release builds put each Swift function in a section of its own, so the kiosk executable's link places the functions a
// start runs together (startup.order) one by one, not a whole file's code at a time, and drops those nothing calls.
// They also reach the metadata of a generic type they name (`[Key: Value]` of their own `Key`) through an accessor
// that passes its conformances, not by its mangled name: the runtime finds the conformances of a name by walking every
// conformance record of the image (6,471, about 420 k instructions a walk), once per new type and protocol, about
// 10 times before the first frame (docs/performance.md, "metadata without conformance walks").
for target in package.targets where target.type != .system {
    target.swiftSettings = (target.swiftSettings ?? []) + [.unsafeFlags([
        "-Xfrontend", "-function-sections", "-Xfrontend", "-disable-concrete-type-metadata-mangled-name-accessors",
    ], .when(configuration: .release))]
}
