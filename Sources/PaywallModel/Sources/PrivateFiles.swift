import Foundation

/// Creates what kiosk keeps in its state directory so that only the user can read it: folders 0700, files 0600
/// (ledgers, keys, caches and prompts' records hold purchases and identities).
public enum PrivateFiles {
    /// Creates a folder 0700 (its missing parents too); an existing folder is left as it is. A path that is a file
    /// is an error that says so.
    public static func createDirectory(_ url: URL) throws {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) {
            guard isDirectory.boolValue else { throw PrivateFileError(description: "\(url.path) is a file, not a directory") }
            return
        }
        do {
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        } catch {
            throw PrivateFileError(description: "\(url.path) cannot be created: \(reason(error))")
        }
        chmod(url.path, 0o700)
    }

    /// Writes a file in one step (a temporary file moved into place), readable by the user only.
    public static func write(_ data: Data, to url: URL) throws {
        try data.write(to: url, options: .atomic)
        chmod(url.path, 0o600)
    }

    /// Creates an empty file 0600 at `path` unless something is there (SQLite then gives the database's `-wal` and
    /// `-shm` files the same mode).
    public static func createFile(_ path: String) {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        if descriptor >= 0 { close(descriptor) }
    }

    /// The underlying reason of a file-system error in words (a path component that is a file, no permission).
    private static func reason(_ error: Error) -> String {
        let underlying = (error as NSError).userInfo[NSUnderlyingErrorKey] as? NSError
        switch Int32(underlying?.code ?? 0) {
        case ENOTDIR, EEXIST: return "a folder on its path is a file"
        case EACCES: return "permission denied"
        default: return error.localizedDescription
        }
    }
}

/// A state file or folder that cannot be created, in words.
public struct PrivateFileError: Error, Sendable, CustomStringConvertible {
    /// What is wrong, naming the path.
    public var description: String
}
