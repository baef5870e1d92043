import Foundation
import PaywallModel

/// A private (0600) file in the state directory that is written once and changed only when replaced whole: a key, a chain.
///
/// A first file is written to a private temporary file and then linked into place, so two processes creating it
/// at once agree on one content and a crash never leaves half a file behind. A replacement is renamed over the old
/// file, so another process reading it finds the old file or the new one, never none.
enum PrivateStateFile {
    /// The file's contents, made with `make` and written first when the file is absent (the directory too, 0700);
    /// `crashPoint` names the moment between writing and linking (for the durability tests).
    ///
    /// A file that is there but cannot be read (a directory in its place, no permission) is refused saying why, and
    /// nothing is made in its place. With `replacing`, whatever is there is not read (it may be damaged): the contents
    /// are made anew and renamed over it.
    static func contents(of file: URL, crashPoint: String, replacing: Bool = false, make: () throws -> Data) throws -> Data {
        if replacing { return try replaced(file, with: try make()) }
        if let contents = FileManager.default.contents(atPath: file.path) { return contents }
        if let problem = whyUnreadable(file) { throw SigningError(operation: "reading \(file.path)", reason: problem) }
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true,
                                                attributes: [.posixPermissions: 0o700])
        removeAbandonedTemporaryFiles(of: file)
        try createExclusively(file, contents: try make(), crashPoint: crashPoint)
        // Whoever linked the file first won; everyone uses that content.
        guard let contents = FileManager.default.contents(atPath: file.path) else {
            throw SigningError(operation: "creating \(file.path)", reason: "the file vanished after it was written")
        }
        return contents
    }

    /// Why a file that is there cannot be read; nil when nothing is there (or it reads now). A symbolic link is
    /// followed, as reading it does.
    private static func whyUnreadable(_ file: URL) -> String? {
        var information = stat()
        guard stat(file.path, &information) == 0 else { return nil }
        if information.st_mode & S_IFMT == S_IFDIR { return "it is a directory, not a file" }
        let descriptor = open(file.path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return String(cString: strerror(errno)) }
        close(descriptor)
        return nil
    }

    /// Removes temporary files left by processes that died while creating `file` (their pid is gone).
    private static func removeAbandonedTemporaryFiles(of file: URL) {
        let directory = file.deletingLastPathComponent()
        let prefix = ".\(file.lastPathComponent)."
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        for name in names where name.hasPrefix(prefix) {
            let pid = name.dropFirst(prefix.count).split(separator: ".").first.flatMap { pid_t($0) }
            if let pid, kill(pid, 0) != 0, errno == ESRCH {
                unlink(directory.appendingPathComponent(name).path)
            }
        }
    }

    /// Writes `contents` in place of `file` in one rename (`PrivateFiles.write`).
    private static func replaced(_ file: URL, with contents: Data) throws -> Data {
        do {
            try PrivateFiles.write(contents, to: file)
        } catch let error as PrivateFileError {
            throw SigningError(operation: "replacing \(file.path)", reason: error.description)
        }
        return contents
    }

    private static func createExclusively(_ file: URL, contents: Data, crashPoint: String) throws {
        let temporary = try PrivateFiles.temporaryFile(with: contents, beside: file)
        defer { unlink(temporary.path) }
        CrashPoint.reach(crashPoint)
        if link(temporary.path, file.path) != 0 && errno != EEXIST {
            throw SigningError(operation: "creating \(file.path)", reason: String(cString: strerror(errno)))
        }
    }
}
