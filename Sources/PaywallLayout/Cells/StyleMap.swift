extension Buffer {
    /// A text picture of the buffer's styles for snapshot tests: one key character per cell, then a legend.
    ///
    /// Each distinct style gets a key in order of first appearance (`.` for the plain style, then `a`–`z`,
    /// `A`–`Z`, `0`–`9`); the legend lists `key: description` for every key used.
    public var styleMap: String {
        var keys: [Style: Character] = [.plain: "."]
        var legend: [(Character, Style)] = []
        let alphabet = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")
        var rows: [String] = []
        for y in 0..<height {
            var row = ""
            for x in 0..<width {
                let style = self[x, y].style
                if keys[style] == nil {
                    keys[style] = legend.count < alphabet.count ? alphabet[legend.count] : "?"
                    legend.append((keys[style]!, style))
                }
                row.append(keys[style]!)
            }
            rows.append(row)
        }
        let legendLines = legend.map { "\($0.0): \($0.1)" }
        return (rows + ["--"] + legendLines).joined(separator: "\n")
    }
}
