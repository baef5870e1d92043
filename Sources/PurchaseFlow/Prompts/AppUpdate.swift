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
