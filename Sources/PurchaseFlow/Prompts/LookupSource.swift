import Foundation
import HTTPTransport
import PaywallModel

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
