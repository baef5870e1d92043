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
