import Foundation

/// Splits PEM text into its blocks, each from its `-----BEGIN` line to its `-----END` line.
enum PEMBlocks {
    static func split(_ text: Data) -> [Data] {
        let bytes = [UInt8](text)
        guard isPlainASCII(bytes) else { return splitAsText(text) }
        // Lines of ASCII without a carriage return split and compare byte for byte as they do as text.
        var blocks: [Data] = []
        var start: Int?
        for line in lines(of: bytes) {
            if line.starts(with: "-----BEGIN ".utf8) { start = line.startIndex }
            if line.starts(with: "-----END ".utf8), let blockStart = start {
                blocks.append(Data(bytes[blockStart..<line.endIndex] + [UInt8(ascii: "\n")]))
                start = nil
            }
        }
        return blocks
    }

    /// `split` on text that is not plain ASCII (or has carriage returns, which Swift reads with the newline as one character).
    static func splitAsText(_ text: Data) -> [Data] {
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
    /// write it: ASCII with newlines, blocks whose `-----BEGIN LABEL-----` and `-----END LABEL-----` lines pair up
    /// (text between blocks is skipped), and a first `CERTIFICATE` block of base64 lines of 64 characters, the last
    /// up to 64; nil for anything else (an `X509 CERTIFICATE` block, other line endings, headers), which libcrypto reads.
    static func plainCertificateDER(in text: Data) -> Data? {
        let bytes = [UInt8](text)
        guard isPlainASCII(bytes) else { return nil }
        var open: ArraySlice<UInt8>?
        var body: [ArraySlice<UInt8>]?
        for line in lines(of: bytes) {
            if var certificateLines = body {
                if line.elementsEqual("-----END CERTIFICATE-----".utf8) {
                    guard let last = certificateLines.last, certificateLines.dropLast().allSatisfy({ $0.count == 64 }), last.count <= 64 else { return nil }
                    return Data(base64Encoded: Data(certificateLines.joined()))
                }
                guard !line.isEmpty, line.allSatisfy(isBase64) else { return nil }
                certificateLines.append(line)
                body = certificateLines
            } else if let label = open {
                if line.elementsEqual(Array("-----END ".utf8) + label + Array("-----".utf8)) {
                    open = nil
                } else if line.starts(with: "-----".utf8) {
                    return nil
                }
            } else if line.starts(with: "-----BEGIN ".utf8) {
                guard line.count > 16, line.suffix(5).elementsEqual("-----".utf8) else { return nil }
                let label = line.dropFirst(11).dropLast(5)
                if label.elementsEqual("CERTIFICATE".utf8) {
                    body = []
                } else if label.count >= 11, label.suffix(11).elementsEqual("CERTIFICATE".utf8) {
                    return nil
                } else {
                    open = label
                }
            }
        }
        return nil
    }

    /// The lines of text, split at each newline (the last one empty after a final newline).
    private static func lines(of bytes: [UInt8]) -> [ArraySlice<UInt8>] {
        bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
    }

    /// Whether every byte is ASCII and none a carriage return.
    private static func isPlainASCII(_ bytes: [UInt8]) -> Bool {
        !bytes.contains { $0 >= 0x80 || $0 == UInt8(ascii: "\r") }
    }

    private static func isBase64(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
             UInt8(ascii: "+"), UInt8(ascii: "/"), UInt8(ascii: "="): true
        default: false
        }
    }
}
