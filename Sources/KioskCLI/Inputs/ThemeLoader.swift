import Foundation
import PaywallLayout
import TerminalSafety

/// Finds the theme to use: a name in the themes folder or a path, monochrome when `NO_COLOR` is set, and the
/// built-in default (with a warning) when a theme file is missing or broken. It reads the folder and the files, so it
/// lives at the program's edge; `PaywallLayout` only parses what it is given.
public enum ThemeLoader {
    /// The theme chosen and what went wrong on the way (printed to standard error by the command line).
    public struct Choice: Sendable {
        /// The theme to draw with.
        public var theme: Theme
        /// Problems met, each naming its file, one line each, safe to print; empty when all went well.
        public var warnings: [String]
    }

    /// The `themes/` folder: `KIOSK_THEMES` when set, else beside the executable's package (the repository).
    public static func defaultDirectory(_ environment: [String: String]) -> URL? {
        if let path = environment["KIOSK_THEMES"], !path.isEmpty { return URL(fileURLWithPath: path) }
        var folder = URL(fileURLWithPath: CommandLine.arguments.first ?? ".").resolvingSymlinksInPath().deletingLastPathComponent()
        for _ in 0..<5 {
            let candidate = folder.appendingPathComponent("themes")
            if FileManager.default.fileExists(atPath: candidate.appendingPathComponent("default.json").path) { return candidate }
            folder.deleteLastPathComponent()
        }
        return nil
    }

    /// Chooses a theme. `request` is a theme name (looked up as `NAME.json` in `directory`) or a path to a JSON
    /// file; `nil` means `default`. With `NO_COLOR` set, the result is monochrome whatever was asked.
    public static func choose(_ request: String?, directory: URL?, environment: [String: String]) -> Choice {
        if ColorProfile.colorsAreOff(environment) { return Choice(theme: .monochrome, warnings: []) }
        let name = request ?? "default"
        let url: URL?
        if name.hasSuffix(".json") || name.contains("/") {
            url = URL(fileURLWithPath: name)
        } else {
            url = directory?.appendingPathComponent(name + ".json")
        }
        guard let url, FileManager.default.fileExists(atPath: url.path) else {
            if request == nil || name == "default" { return Choice(theme: .builtInDefault, warnings: []) }
            if name == Theme.monochrome.name { return Choice(theme: .monochrome, warnings: []) }
            return Choice(theme: .builtInDefault, warnings: ["theme \"\(SafeText.line(name))\" not found; using the built-in default"])
        }
        do {
            let (theme, warnings) = try ThemeFile.read(url)
            return Choice(theme: theme, warnings: warnings)
        } catch {
            return Choice(theme: .builtInDefault, warnings: ["\(error); using the built-in default theme"])
        }
    }

    /// The themes a person can switch between while kiosk runs: every readable theme file in `directory`
    /// (default, light, high-contrast and monochrome first, then the others by name; broken files left out),
    /// with the built-in default and monochrome when the folder lacks them, and `current` (a theme given as a
    /// file elsewhere) so it can be come back to; none at all when `NO_COLOR` turns colors off, as nothing but
    /// monochrome may be drawn then.
    public static func choices(directory: URL?, current: Theme? = nil, environment: [String: String]) -> [Theme] {
        if ColorProfile.colorsAreOff(environment) { return [] }
        let files = directory.flatMap { try? FileManager.default.contentsOfDirectory(at: $0, includingPropertiesForKeys: nil) } ?? []
        var themes = files.filter { $0.pathExtension == "json" }.compactMap { try? ThemeFile.load($0) }
        for builtIn in [Theme.builtInDefault, .monochrome] + (current.map { [$0] } ?? []) where !themes.contains(where: { $0.name == builtIn.name }) {
            themes.append(builtIn)
        }
        let order = ["default", "light", "high-contrast", "monochrome"]
        return themes.sorted { (order.firstIndex(of: $0.name) ?? order.count, $0.name) < (order.firstIndex(of: $1.name) ?? order.count, $1.name) }
    }
}
