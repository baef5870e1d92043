import Foundation

/// A price formatter that formats each price once: a catalog's thousands of products share a few prices.
final class RememberingPriceFormatter {
    private let formatter: PriceFormatter
    private var strings: [Price: String] = [:]

    init(_ formatter: PriceFormatter) {
        self.formatter = formatter
    }

    /// The price as `PriceFormatter.string(from:)` writes it.
    func string(from price: Price) -> String {
        if let known = strings[price] { return known }
        let string = formatter.string(from: price)
        strings[price] = string
        return string
    }
}
