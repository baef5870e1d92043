import Foundation
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
