import Foundation

/// Puts the C library in the user's locale so ncursesw reads and writes UTF-8, falling back to C.UTF-8 when the
/// user's locale is missing or is not UTF-8.
enum TerminalLocale {
    /// Selects the locale; returns the name of the one in effect.
    @discardableResult
    static func configure() -> String {
        if let name = setlocale(LC_ALL, ""), isUTF8(String(cString: name)) {
            return String(cString: name)
        }
        if let name = setlocale(LC_ALL, "C.UTF-8") {
            return String(cString: name)
        }
        return String(cString: setlocale(LC_ALL, nil))
    }

    /// Whether a locale name says its character set is UTF-8.
    static func isUTF8(_ name: String) -> Bool {
        let lowered = name.lowercased()
        return lowered.contains("utf-8") || lowered.contains("utf8")
    }
}
