import Foundation

/// Where kiosk keeps its state: `--state DIR`, else `$XDG_STATE_HOME/kiosk`, else `~/.local/state/kiosk`.
enum StateDirectory {
    /// The state directory for a command line's `--state` value.
    static func resolve(_ option: String?, environment: [String: String] = ProcessEnvironment.atStart) -> URL {
        if let option { return URL(fileURLWithPath: option, isDirectory: true) }
        if let xdg = environment["XDG_STATE_HOME"], !xdg.isEmpty {
            return URL(fileURLWithPath: xdg, isDirectory: true).appendingPathComponent("kiosk", isDirectory: true)
        }
        return FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent(".local/state/kiosk", isDirectory: true)
    }
}
