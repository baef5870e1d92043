import Foundation

/// Finds `{{ ... }}` placeholders in paywall text and replaces them.
enum VariableSyntax {
    /// Every placeholder's inner text, trimmed (`{{ product.price | uppercase }}` gives `product.price | uppercase`).
    static func placeholders(in text: String) -> [String] {
        var found: [String] = []
        _ = replacing(in: text) { inner in
            found.append(inner)
            return ""
        }
        return found
    }

    /// `text` with each placeholder replaced by `replacement(inner)`; an unclosed `{{` stays as written.
    static func replacing(in text: String, _ replacement: (String) -> String) -> String {
        var result = ""
        var rest = Substring(text)
        while let open = rest.range(of: "{{") {
            guard let close = rest[open.upperBound...].range(of: "}}") else { break }
            result += rest[..<open.lowerBound]
            result += replacement(rest[open.upperBound..<close.lowerBound].trimmingCharacters(in: .whitespaces))
            rest = rest[close.upperBound...]
        }
        return result + rest
    }
}
