import Foundation
import PaywallModel

/// The last good document fetched from each address, with its ETag, kept in the state directory
/// (`STATE/offerings-cache/NAME.json` and `NAME.etag`).
struct HTTPCache {
    let directory: URL

    init(stateDirectory: URL) {
        directory = stateDirectory.appendingPathComponent("offerings-cache", isDirectory: true)
    }

    /// A file name for an address: its host and path made safe, and a hash against collisions.
    func baseName(for url: URL) -> String {
        let readable = (url.host ?? "local") + url.path
        let safe = String(readable.map { $0.isLetter || $0.isNumber || $0 == "." || $0 == "-" ? $0 : "_" }.prefix(80))
        return safe + "-" + String(FNV1a.hash64(url.absoluteString), radix: 16)
    }

    /// Whether a readable body is kept for `url`, found without reading it (a cached document may be large).
    func hasEntry(for url: URL) -> Bool {
        FileManager.default.isReadableFile(atPath: directory.appendingPathComponent(baseName(for: url)).appendingPathExtension("json").path)
    }

    /// The cached body and ETag, when there is a body.
    func entry(for url: URL) -> (body: Data, etag: String?)? {
        let base = directory.appendingPathComponent(baseName(for: url))
        guard let body = try? Data(contentsOf: base.appendingPathExtension("json")) else { return nil }
        let etag = (try? String(contentsOf: base.appendingPathExtension("etag"), encoding: .utf8))
            .map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
        return (body, etag?.isEmpty == false ? etag : nil)
    }

    /// Stores a good body and its ETag (written to a temporary file, then moved into place).
    func store(_ body: Data, etag: String?, for url: URL) throws {
        try PrivateFiles.createDirectory(directory.deletingLastPathComponent())
        try PrivateFiles.createDirectory(directory)
        let base = directory.appendingPathComponent(baseName(for: url))
        try PrivateFiles.write(body, to: base.appendingPathExtension("json"))
        let etagFile = base.appendingPathExtension("etag")
        if let etag {
            try PrivateFiles.write(Data(etag.utf8), to: etagFile)
        } else {
            try? FileManager.default.removeItem(at: etagFile)
        }
    }
}
