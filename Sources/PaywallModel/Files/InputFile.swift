import Foundation
import Synchronization

/// Reads the files kiosk is given (catalogs, sidecars, rules, offerings, themes, update answers) within a size
/// limit, saying in words what is wrong when one cannot be read.
///
/// A document may be at most `InputLimits.documentBytes` (64 MB unless the program's edge set another limit from
/// `KIOSK_MAX_DOCUMENT_MB`), so
/// a huge file is refused at once instead of filling memory while it is parsed.
public enum InputFile {
    /// The file's bytes, or why they cannot be read: "there is no such file", "it is a folder, not a file", "it is not a regular
    /// file" (a device such as /dev/null, a pipe, a socket), "permission denied", or the size limit it exceeds.
    public static func read(_ url: URL, limit: Int = InputLimits.documentBytes) throws(InputFileError) -> Data {
        var status = stat()
        guard stat(url.path, &status) == 0 else { throw InputFileError(reason: reason(errno)) }
        switch status.st_mode & S_IFMT {
        case S_IFREG: break
        case S_IFDIR: throw InputFileError(reason: "it is a folder, not a file")
        default: throw InputFileError(reason: "it is not a regular file")
        }
        guard Int(status.st_size) <= limit else {
            throw InputFileError(reason: "it is \(ByteCount.text(Int(status.st_size))), more than the \(ByteCount.text(limit)) a document may be (\(InputLimits.environmentVariable) sets another limit)")
        }
        guard let handle = FileHandle(forReadingAtPath: url.path) else { throw InputFileError(reason: reason(errno)) }
        defer { try? handle.close() }
        do {
            let data = try handle.read(upToCount: limit + 1) ?? Data()
            guard data.count <= limit else {
                throw InputFileError(reason: "it is more than the \(ByteCount.text(limit)) a document may be (\(InputLimits.environmentVariable) sets another limit)")
            }
            return data
        } catch let error as InputFileError {
            throw error
        } catch {
            throw InputFileError(reason: error.localizedDescription)
        }
    }

    private static func reason(_ code: Int32) -> String {
        switch code {
        case ENOENT: "there is no such file"
        case EACCES: "permission denied"
        case ENOTDIR: "a folder on its path is a file"
        default: String(cString: strerror(code))
        }
    }
}

/// Why a file could not be read, in words (without the file's name, which the caller adds).
public struct InputFileError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What is wrong, as a clause: "it is not a regular file", "there is no such file", ...
    public var reason: String

    public var description: String { reason }
}

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
