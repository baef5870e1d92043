import Foundation

/// Watches the offerings file (or folder) for `--watch`: when its modification time changes, it reads it again
/// and hands back a new paywall source, or the problem that kept it from being read.
public final class SourceWatcher: @unchecked Sendable {
    private let path: String
    private let reload: @Sendable () throws -> PaywallSource
    private let lock = NSLock()
    private var lastModified: Date?

    /// Watches `path`, reading it with `reload` when it changes.
    public init(path: String, reload: @escaping @Sendable () throws -> PaywallSource) {
        self.path = path
        self.reload = reload
        lastModified = Self.modificationDate(of: path)
    }

    /// The message for a check: a reloaded source, a problem, or nothing changed.
    func check() -> EffectResult {
        let modified = Self.modificationDate(of: path)
        let changed = lock.withLock {
            defer { lastModified = modified }
            return modified != lastModified
        }
        guard changed else { return .sourcesUnchanged }
        do {
            return .paywallsReloaded(try reload())
        } catch {
            return .sourceProblem("\(URL(fileURLWithPath: path).lastPathComponent): \(error)")
        }
    }

    /// The newest modification time of a file, or of a folder and the files directly in it.
    static func modificationDate(of path: String) -> Date? {
        let manager = FileManager.default
        var dates = [(try? manager.attributesOfItem(atPath: path))?[.modificationDate] as? Date]
        if let names = try? manager.contentsOfDirectory(atPath: path) {
            dates += names.map { (try? manager.attributesOfItem(atPath: path + "/" + $0))?[.modificationDate] as? Date }
        }
        return dates.compactMap { $0 }.max()
    }
}
