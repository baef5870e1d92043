import Foundation

/// Splits PEM text into its blocks, each from its `-----BEGIN` line to its `-----END` line.
enum PEMBlocks {
    static func split(_ text: Data) -> [Data] {
        var blocks: [Data] = []
        var current: [Substring]?
        for line in String(decoding: text, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("-----BEGIN ") { current = [] }
            current?.append(line)
            if line.hasPrefix("-----END "), let lines = current {
                blocks.append(Data((lines.joined(separator: "\n") + "\n").utf8))
                current = nil
            }
        }
        return blocks
    }
}
