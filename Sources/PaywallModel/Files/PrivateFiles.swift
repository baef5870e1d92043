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

    /// Writes a file in one step, readable by the user only from the moment it exists: the data goes to a
    /// temporary file created 0600 beside it (`temporaryFile`), which is then renamed into place.
    public static func write(_ data: Data, to url: URL) throws {
        let temporary = try temporaryFile(with: data, beside: url)
        guard rename(temporary.path, url.path) == 0 else {
            let reason = String(cString: strerror(errno))
            unlink(temporary.path)
            throw PrivateFileError(description: "\(url.path) cannot be written: \(reason)")
        }
    }

    /// A new file beside `url` holding `data`, synced, and created 0600 whatever the umask, so nobody else can
    /// ever read it: `.NAME.PID.RANDOM`, which the caller moves into place (the pid tells an abandoned one).
    public static func temporaryFile(with data: Data, beside url: URL) throws -> URL {
        let temporary = url.deletingLastPathComponent()
            .appendingPathComponent(".\(url.lastPathComponent).\(getpid()).\(UInt32.random(in: 0...UInt32.max))")
        let descriptor = open(temporary.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else {
            throw PrivateFileError(description: "\(temporary.path) cannot be created: \(String(cString: strerror(errno)))")
        }
        // The mode given to open is narrowed by the umask; fchmod makes it exactly 0600 before any byte is written.
        let written = fchmod(descriptor, 0o600) == 0 ? data.withUnsafeBytes { Foundation.write(descriptor, $0.baseAddress, $0.count) } : -1
        let synced = written == data.count ? fsync(descriptor) : -1
        let reason = String(cString: strerror(errno))
        close(descriptor)
        guard synced == 0 else {
            unlink(temporary.path)
            throw PrivateFileError(description: "\(temporary.path) cannot be written: \(reason)")
        }
        return temporary
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
