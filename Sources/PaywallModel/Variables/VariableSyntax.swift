import Foundation

/// Finds `{{ ... }}` placeholders in paywall text and replaces them.
enum VariableSyntax {
    /// Every placeholder's inner text, trimmed (`{{ product.price | uppercase }}` gives `product.price | uppercase`).
    /// With `trimmed: false`, the inner text exactly as written (`{{price}}` gives `price`, `{{ price }}` gives ` price `).
    static func placeholders(in text: String, trimmed: Bool = true) -> [String] {
        var found: [String] = []
        _ = replacing(in: text, trimmed: trimmed) { inner in
            found.append(inner)
            return ""
        }
        return found
    }

    /// `text` with each placeholder replaced by `replacement(inner)`; an unclosed `{{` stays as written.
    static func replacing(in text: String, trimmed: Bool = true, _ replacement: (String) -> String) -> String {
        var result = ""
        var rest = Substring(text)
        while let open = rest.range(of: "{{") {
            guard let close = rest[open.upperBound...].range(of: "}}") else { break }
            result += rest[..<open.lowerBound]
            let inner = String(rest[open.upperBound..<close.lowerBound])
            result += replacement(trimmed ? inner.trimmingCharacters(in: .whitespaces) : inner)
            rest = rest[close.upperBound...]
        }
        return result + rest
    }
}
