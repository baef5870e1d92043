import Foundation
import PaywallModel

/// Reads a theme from JSON: `{"name", "paywall_scheme", "colors": {role: "#rrggbb" | "default"},
/// "attributes": {role: ["bold", …]}}`. Roles left out of `colors` take the built-in default's color. Reading the
/// file is the program's edge (`KioskCLI/Inputs/ThemeFile+Reading`); this reads its bytes.
public enum ThemeFile {
    /// Checks a theme's JSON text, with its duplicate keys as warning lines; `file` names it in errors and warnings.
    public static func parse(_ data: Data, file: String, fallbackName: String = "theme") throws -> (theme: Theme, warnings: [String]) {
        let document: JSONDocument
        do {
            document = try JSONDocument(data: data)
        } catch let error as JSONSyntaxError {
            throw ThemeError(file: file, place: "line \(error.position.line), column \(error.position.column)",
                             message: "not valid JSON: \(error.message)")
        }
        return (try Reader(document: document, file: file).theme(fallbackName: fallbackName), document.duplicateKeyWarnings(in: file))
    }

    /// Walks a parsed theme document, turning each wrong value into a `ThemeError` at its place.
    private struct Reader {
        let document: JSONDocument
        let file: String

        func fail(_ path: JSONPath, _ node: JSONNode, _ message: String) -> ThemeError {
            let position = document.position(ofOffset: node.offset)
            return ThemeError(file: file, place: "\(path) (line \(position.line), column \(position.column))", message: message)
        }

        func members(_ node: JSONNode, at path: JSONPath, expected: String) throws -> [JSONMember] {
            guard case .object(let members) = node.value else { throw fail(path, node, "expected \(expected), found \(node.value.kindDescription)") }
            return members
        }

        func string(_ node: JSONNode, at path: JSONPath, expected: String) throws -> String {
            guard case .string(let text) = node.value else { throw fail(path, node, "expected \(expected), found \(node.value.kindDescription)") }
            return text
        }

        func role(_ member: JSONMember, at path: JSONPath) throws -> ColorRole {
            guard let role = ColorRole(rawValue: member.key) else {
                throw fail(path, member.value, "unknown color role; expected one of \(ColorRole.allCases.map(\.rawValue).joined(separator: ", "))")
            }
            return role
        }

        func theme(fallbackName: String) throws -> Theme {
            let root = JSONPath.root
            let known = ["attributes", "colors", "description", "name", "paywall_scheme"]
            var theme = Theme.builtInDefault
            theme.name = fallbackName
            var sawColors = false
            for member in try members(document.root, at: root, expected: "an object with \"colors\"") {
                let path = root.appending(key: member.key)
                switch member.key {
                case "name":
                    theme.name = try string(member.value, at: path, expected: "a string")
                case "description":
                    _ = try string(member.value, at: path, expected: "a string")
                case "paywall_scheme":
                    guard let scheme = PaywallScheme(rawValue: try string(member.value, at: path, expected: "a string")) else {
                        throw fail(path, member.value, "expected \"light\", \"dark\" or \"auto\"")
                    }
                    theme.paywallScheme = scheme
                case "colors":
                    sawColors = true
                    try readColors(member.value, at: path, into: &theme)
                case "attributes":
                    try readAttributes(member.value, at: path, into: &theme)
                default:
                    throw fail(path, member.value, "unknown key; expected one of \(known.joined(separator: ", "))")
                }
            }
            guard sawColors else { throw fail(root, document.root, "expected an object with \"colors\"") }
            return theme
        }

        func readColors(_ node: JSONNode, at path: JSONPath, into theme: inout Theme) throws {
            for member in try members(node, at: path, expected: "an object of color roles") {
                let place = path.appending(key: member.key)
                let role = try role(member, at: place)
                let expected = "a hex color like \"#7aa2f7\" or \"default\""
                let text = try string(member.value, at: place, expected: expected)
                if text == "default" {
                    theme.colors[role] = .terminalDefault
                } else if let color = Color(hex: text) {
                    theme.colors[role] = color
                } else {
                    throw fail(place, member.value, "expected \(expected), found \"\(text)\"")
                }
            }
        }

        func readAttributes(_ node: JSONNode, at path: JSONPath, into theme: inout Theme) throws {
            for member in try members(node, at: path, expected: "an object of color roles") {
                let place = path.appending(key: member.key)
                let role = try role(member, at: place)
                guard case .array(let items) = member.value.value else {
                    throw fail(place, member.value, "expected a list of attribute names, found \(member.value.value.kindDescription)")
                }
                var set: TextAttributes = []
                for (index, item) in items.enumerated() {
                    let names = TextAttributes.named.map(\.1).joined(separator: ", ")
                    let name = try string(item, at: place.appending(index: index), expected: "one of \(names)")
                    guard let attribute = TextAttributes.named.first(where: { $0.1 == name })?.0 else {
                        throw fail(place.appending(index: index), item, "unknown attribute \"\(name)\"; expected one of \(names)")
                    }
                    set.insert(attribute)
                }
                theme.attributes[role] = set
            }
        }
    }
}
