import Foundation
import HTTPTransport
import PaywallModel

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
