import Foundation
import HTTPTransport
import PaywallModel

/// What an update prompt needs: the newest version, its release notes and where to get it.
public struct AppUpdate: Sendable, Hashable {
    /// The newest published version.
    public let version: AppVersion
    /// What changed (`releaseNotes`), cut after `releaseNotesLimit` bytes so a huge answer cannot stall drawing.
    public let releaseNotes: String?
    /// The bytes of release notes kept.
    public static let releaseNotesLimit = 4000
    /// The store page (`trackViewUrl`).
    public let storeURL: URL?
    /// The oldest OS it runs on (`minimumOsVersion`).
    public let minimumOSVersion: AppVersion?
}

/// What an update check found.
public enum AppUpdateCheckResult: Sendable, Hashable {
    /// A newer version the device can run.
    case available(AppUpdate)
    /// The running version is the newest (or newer).
    case upToDate
    /// A newer version exists but needs a newer OS than the device has.
    case requiresNewerOS(AppUpdate)
    /// Checked less than 24 hours ago; not checked again.
    case throttled
}

/// Where the iTunes lookup answer comes from.
public enum LookupSource: Sendable, Hashable {
    /// A file.
    case file(URL)
    /// An http(s) URL such as `https://itunes.apple.com/lookup?bundleId=ID`.
    case url(URL)
    /// Text given in code (kiosk's own demo answer).
    case text(String)

    /// A path or an http(s) URL.
    public init(_ value: String) {
        if let url = URL(string: value), ["http", "https"].contains(url.scheme?.lowercased() ?? "") {
            self = .url(url)
        } else {
            self = .file(URL(fileURLWithPath: value))
        }
    }

    /// kiosk's own lookup answer, so `swift run kiosk` can show an update prompt with no network.
    public static let demo = LookupSource.text("""
        {"resultCount": 1, "results": [{"bundleId": "dev.kiosk.demo", "version": "2.10.0", "minimumOsVersion": "5.10",
        "currentVersionReleaseDate": "2026-11-02T09:00:00Z", "trackViewUrl": "https://example.com/kiosk/2.10",
        "releaseNotes": "Offer codes from the store screen, plan changes with pro rata credit, and faster renewals."}]}
        """)
}

/// Checks for a newer app version in an iTunes lookup answer, at most once per 24 hours unless forced; the
/// last check is remembered in the state directory (`update-check.json`).
public struct AppUpdateChecker: Sendable {
    /// How long a check is trusted.
    public static let throttle: TimeInterval = 24 * 3_600
    /// The file name in the state directory.
    public static let fileName = "update-check.json"
    /// Seconds to wait for a lookup server.
    static let timeout: TimeInterval = 10

    let source: LookupSource
    let file: URL
    let clock: any SandboxClock

    /// Creates a checker.
    public init(source: LookupSource, stateDirectory: URL, clock: any SandboxClock = SystemClock()) {
        self.source = source
        file = stateDirectory.appendingPathComponent(Self.fileName)
        self.clock = clock
    }

    /// Checks the answer against the running version and (when given) the device's OS version.
    public func check(currentVersion: AppVersion, osVersion: AppVersion? = nil, force: Bool = false) async throws -> AppUpdateCheckResult {
        let now = clock.now()
        if !force, let last = lastCheck(), now.timeIntervalSince(last) < Self.throttle, now >= last { return .throttled }
        let update = try Self.parse(try await answer(), from: describeSource())
        try recordCheck(at: now)
        guard let update, update.version > currentVersion else { return .upToDate }
        if let minimum = update.minimumOSVersion, let osVersion, osVersion < minimum { return .requiresNewerOS(update) }
        return .available(update)
    }

    /// Remembers that a check ran at a time: the next one within 24 hours is throttled unless forced.
    public func recordCheck(at date: Date) throws {
        try PrivateFiles.write(try JSONSerialization.data(withJSONObject: ["lastCheck": date.millisecondsSince1970]), to: file)
    }

    /// When the last check ran, if one did.
    public func lastCheck() -> Date? {
        guard let data = try? Data(contentsOf: file),
              let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let milliseconds = object["lastCheck"] as? NSNumber else { return nil }
        return Date(millisecondsSince1970: milliseconds.int64Value)
    }

    private func answer() async throws -> Data {
        switch source {
        case .text(let text): return Data(text.utf8)
        case .file(let url):
            do { return try InputFile.read(url) } catch {
                throw AppUpdateError("The lookup answer \(url.path) cannot be read: \(error.reason).")
            }
        case .url(let url):
            let response: HTTPResponse
            do { response = try await HTTPClient(timeout: Self.timeout, maxBodyBytes: InputLimits.documentBytes).get(url, headers: ["Accept": "application/json"]) } catch {
                throw AppUpdateError("The lookup answer at \(url.absoluteString) cannot be fetched: \(error.localizedDescription)")
            }
            guard (200..<300).contains(response.status) else {
                throw AppUpdateError("The lookup answer at \(url.absoluteString) came back with HTTP status \(response.status).")
            }
            return response.body
        }
    }

    private func describeSource() -> String {
        switch source {
        case .text: "kiosk's demo lookup answer"
        case .file(let url): url.path
        case .url(let url): url.absoluteString
        }
    }

    /// Reads an iTunes lookup answer; nil when it has no results. Errors name the source, the line and column,
    /// and the JSON path (the positioned reader every other input goes through).
    static func parse(_ data: Data, from source: String) throws -> AppUpdate? {
        let document: JSONDocument
        do {
            document = try JSONDocument(data: data)
        } catch let error as JSONSyntaxError {
            throw AppUpdateError("\(source):\(error.position): \(error.message); expected an iTunes lookup answer.")
        }
        func problem(at node: JSONNode, _ message: String) -> AppUpdateError {
            AppUpdateError("\(source):\(document.position(ofOffset: node.offset)): \(message)")
        }
        let root = document.root
        guard case .object = root.value else {
            throw problem(at: root, "expected an iTunes lookup answer, a JSON object {\"resultCount\", \"results\": [...]}; found \(root.value.kindDescription).")
        }
        guard let resultsNode = root["results"] else { throw problem(at: root, "$.results is missing.") }
        guard case .array(let results) = resultsNode.value, results.allSatisfy({ if case .object = $0.value { true } else { false } }) else {
            throw problem(at: resultsNode, "$.results is not an array of objects; found \(resultsNode.value.kindDescription).")
        }
        guard let first = results.first else { return nil }
        guard let versionNode = first["version"], case .string(let text) = versionNode.value, let version = AppVersion(text) else {
            let found = first["version"].map { "; found \($0.value.kindDescription)" } ?? ""
            throw problem(at: first["version"] ?? first, "$.results[0].version is missing or not a dotted version such as 2.10\(found).")
        }
        let minimum = try first["minimumOsVersion"].map { node in
            guard case .string(let value) = node.value, let parsed = AppVersion(value) else {
                throw problem(at: node, "$.results[0].minimumOsVersion \(Self.shown(node)) is not a dotted version.")
            }
            return parsed
        }
        return AppUpdate(version: version, releaseNotes: Self.string(first["releaseNotes"]).map { LongText.cut($0, after: AppUpdate.releaseNotesLimit) },
                         storeURL: Self.string(first["trackViewUrl"]).flatMap(URL.init(string:)), minimumOSVersion: minimum)
    }

    /// A node's text when it is a string.
    private static func string(_ node: JSONNode?) -> String? {
        guard let node, case .string(let text) = node.value else { return nil }
        return text
    }

    /// A value as a message shows it: a string quoted, anything else by its kind.
    private static func shown(_ node: JSONNode) -> String {
        string(node).map { "'\($0)'" } ?? node.value.kindDescription
    }
}

/// An update check that could not read its answer.
public struct AppUpdateError: Error, Sendable, Hashable, CustomStringConvertible {
    /// One sentence saying what is wrong (at most `LongText.messageLimit` bytes: a long value in it is cut).
    public let message: String

    init(_ message: String) {
        self.message = LongText.cut(message)
    }

    public var description: String { message }
}
