import Foundation
import Synchronization

/// The largest input kiosk reads, from a file or a server.
///
/// The limit is the process's: the program's edge reads `KIOSK_MAX_DOCUMENT_MB` once at start and sets it with
/// `use(environment:)`; until then, and in a process that never sets it, it is 64 MB.
public enum InputLimits {
    /// The environment variable that sets the limit, in megabytes.
    public static let environmentVariable = "KIOSK_MAX_DOCUMENT_MB"

    /// The limit when none is set: 64 MB.
    public static let defaultDocumentBytes = 64 * 1_048_576

    /// The largest document in bytes: what the program's edge set, else `defaultDocumentBytes`.
    public static var documentBytes: Int { limit.withLock { $0 } }

    /// The limit an environment asks for: `KIOSK_MAX_DOCUMENT_MB` megabytes (a positive number), else 64 MB.
    public static func documentBytes(in environment: [String: String]) -> Int {
        let megabytes = environment[environmentVariable].flatMap(Double.init) ?? 64
        return megabytes > 0 ? Int(megabytes * 1_048_576) : defaultDocumentBytes
    }

    /// Sets the process's limit from the environment the program's edge read.
    public static func use(environment: [String: String]) {
        let bytes = documentBytes(in: environment)
        limit.withLock { $0 = bytes }
    }

    private static let limit = Mutex(defaultDocumentBytes)
}
