import Foundation
import PaywallLayout
import PaywallModel

/// Reading a theme file from disk, at the program's edge; `ThemeFile.parse` checks what was read.
extension ThemeFile {
    /// Reads and checks a theme file.
    public static func load(_ url: URL) throws -> Theme {
        try read(url).theme
    }

    /// Reads and checks a theme file, with its duplicate keys as warning lines (the first value is used).
    public static func read(_ url: URL) throws -> (theme: Theme, warnings: [String]) {
        let data: Data
        do {
            data = try InputFile.read(url)
        } catch {
            throw ThemeError(file: url.path, place: "", message: "cannot be read: \(error.reason)")
        }
        return try parse(data, file: url.path, fallbackName: url.deletingPathExtension().lastPathComponent)
    }
}
