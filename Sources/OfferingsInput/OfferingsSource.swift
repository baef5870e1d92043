import Foundation
import PaywallModel
import TerminalSafety

/// Where offerings documents are published: a file, a directory of documents, or an http(s) address.
public enum OfferingsSource: Sendable, Hashable, CustomStringConvertible {
    /// One JSON file.
    case file(URL)
    /// Every `*.json` file of a directory, merged in name order.
    case directory(URL)
    /// A document served over HTTP or HTTPS.
    case http(URL)

    /// Reads a command-line argument: an `http://` or `https://` address, an existing directory, or a file.
    public init(argument: String) {
        if let url = URL(string: argument), let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https" {
            self = .http(url)
            return
        }
        var isDirectory: ObjCBool = false
        let url = URL(fileURLWithPath: argument)
        if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), isDirectory.boolValue {
            self = .directory(url)
        } else {
            self = .file(url)
        }
    }

    /// An address safe and fit to show: without the user, password, query and fragment (they may hold keys), and
    /// through the shared sanitizer.
    public static func shownAddress(_ url: String) -> String {
        guard var components = URLComponents(string: url) else { return SafeText.line(url) }
        components.user = nil
        components.password = nil
        components.query = nil
        components.fragment = nil
        return SafeText.line(components.string ?? url)
    }

    /// The path, or the address as `shownAddress` shows it, for messages.
    public var shownName: String {
        switch self {
        case .file(let url), .directory(let url): SafeText.line(url.path)
        case .http(let url): Self.shownAddress(url.absoluteString)
        }
    }

    /// The path or address.
    public var description: String {
        switch self {
        case .file(let url), .directory(let url): url.path
        case .http(let url): url.absoluteString
        }
    }
}

/// Where a loaded document came from.
public enum OfferingsOrigin: Sendable, Hashable {
    /// Read from a file or directory (`count` documents).
    case local(count: Int)
    /// Fetched fresh from the server.
    case network
    /// The server said it has not changed (304); the cached copy was used.
    case notModified
    /// The server could not be used; the last good copy from the cache was used instead.
    case cacheAfterFailure(reason: String)
}

/// A loaded document, with where it came from.
public struct LoadedOfferings: Sendable, Hashable {
    /// The document (for a directory, the merge of its documents).
    public var document: OfferingsDocument
    /// Where it came from.
    public var origin: OfferingsOrigin

    /// Creates a loaded document.
    public init(document: OfferingsDocument, origin: OfferingsOrigin) {
        self.document = document
        self.origin = origin
    }

    /// A sentence for people when the document is not fresh, such as "using the cached copy: ...".
    public var staleness: String? {
        if case .cacheAfterFailure(let reason) = origin { return "\(reason); using the cached copy from the last successful fetch" }
        return nil
    }
}
