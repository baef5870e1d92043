import Foundation

/// Reads a theme from JSON: `{"name", "paywall_scheme", "colors": {role: "#rrggbb" | "default"},
/// "attributes": {role: ["bold", …]}}`. Roles left out of `colors` take the built-in default's color.
public enum ThemeFile {
    /// Reads and checks a theme file.
    public static func load(_ url: URL) throws -> Theme {
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw ThemeError(file: url.path, place: "", message: "cannot be read (\(error.localizedDescription))")
        }
        return try parse(data, file: url.path, fallbackName: url.deletingPathExtension().lastPathComponent)
    }

    /// Checks a theme's JSON text; `file` names it in errors.
    public static func parse(_ data: Data, file: String, fallbackName: String = "theme") throws -> Theme {
        let json: Any
        do {
            json = try JSONSerialization.jsonObject(with: data)
        } catch {
            throw ThemeError.brokenJSON(error, data: data, file: file)
        }
        func fail(_ place: String, _ message: String) -> ThemeError { ThemeError(file: file, place: place, message: message) }
        guard let root = json as? [String: Any] else { throw fail("$", "expected an object with \"colors\"") }
        let known: Set = ["name", "paywall_scheme", "colors", "attributes", "description"]
        if let unknown = root.keys.sorted().first(where: { !known.contains($0) }) {
            throw fail("$.\(unknown)", "unknown key; expected one of \(known.sorted().joined(separator: ", "))")
        }
        var theme = Theme.builtInDefault
        theme.name = fallbackName
        if let name = root["name"] {
            guard let text = name as? String, !text.isEmpty else { throw fail("$.name", "expected a non-empty string") }
            theme.name = text
        }
        if let scheme = root["paywall_scheme"] {
            guard let text = scheme as? String, let value = PaywallScheme(rawValue: text) else {
                throw fail("$.paywall_scheme", "expected \"light\", \"dark\" or \"auto\"")
            }
            theme.paywallScheme = value
        }
        guard let colors = root["colors"] as? [String: Any] else { throw fail("$.colors", "expected an object of color roles") }
        for (key, value) in colors.sorted(by: { $0.key < $1.key }) {
            let place = "$.colors.\(key)"
            guard let role = ColorRole(rawValue: key) else { throw fail(place, "unknown color role; expected one of \(roleList)") }
            guard let text = value as? String else { throw fail(place, "expected a hex color like \"#7aa2f7\" or \"default\"") }
            if text == "default" {
                theme.colors[role] = .terminalDefault
            } else if let color = Color(hex: text) {
                theme.colors[role] = color
            } else {
                throw fail(place, "expected a hex color like \"#7aa2f7\" or \"default\", found \"\(text)\"")
            }
        }
        if let attributes = root["attributes"] {
            guard let table = attributes as? [String: Any] else { throw fail("$.attributes", "expected an object of roles") }
            for (key, value) in table.sorted(by: { $0.key < $1.key }) {
                let place = "$.attributes.\(key)"
                guard let role = ColorRole(rawValue: key) else { throw fail(place, "unknown color role; expected one of \(roleList)") }
                guard let names = value as? [String] else { throw fail(place, "expected a list of attribute names") }
                var set: TextAttributes = []
                for (index, name) in names.enumerated() {
                    guard let attribute = TextAttributes.named.first(where: { $0.1 == name })?.0 else {
                        throw fail("\(place)[\(index)]", "unknown attribute \"\(name)\"; expected one of \(TextAttributes.named.map(\.1).joined(separator: ", "))")
                    }
                    set.insert(attribute)
                }
                theme.attributes[role] = set
            }
        }
        return theme
    }

    private static var roleList: String { ColorRole.allCases.map(\.rawValue).joined(separator: ", ") }
}
