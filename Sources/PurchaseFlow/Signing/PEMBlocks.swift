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

    /// The DER of the first certificate in PEM text, when the text is written plainly, as kiosk and libcrypto
    /// write it: blocks whose `-----BEGIN LABEL-----` and `-----END LABEL-----` lines pair up (text between
    /// blocks is skipped), and a first `CERTIFICATE` block of base64 lines of 64 characters, the last up to 64;
    /// nil for anything else (an `X509 CERTIFICATE` block, other line endings, headers), which libcrypto reads.
    static func plainCertificateDER(in text: Data) -> Data? {
        var open: Substring?
        var body: [Substring]?
        for line in String(decoding: text, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false) {
            if var lines = body {
                if line == "-----END CERTIFICATE-----" {
                    guard let last = lines.last, lines.dropLast().allSatisfy({ $0.utf8.count == 64 }), last.utf8.count <= 64 else { return nil }
                    return Data(base64Encoded: lines.joined())
                }
                guard !line.isEmpty, line.utf8.allSatisfy(isBase64) else { return nil }
                lines.append(line)
                body = lines
            } else if let label = open {
                if line == "-----END \(label)-----" {
                    open = nil
                } else if line.hasPrefix("-----") {
                    return nil
                }
            } else if line.hasPrefix("-----BEGIN ") {
                guard line.hasSuffix("-----"), line.utf8.count > 16 else { return nil }
                let label = line.dropFirst(11).dropLast(5)
                if label == "CERTIFICATE" { body = [] } else if label.hasSuffix("CERTIFICATE") { return nil } else { open = label }
            }
        }
        return nil
    }

    private static func isBase64(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
             UInt8(ascii: "+"), UInt8(ascii: "/"), UInt8(ascii: "="): true
        default: false
        }
    }
}
