import Foundation

/// Splits PEM text into its blocks, each from its `-----BEGIN` line to its `-----END` line.
enum PEMBlocks {
    /// The blocks as libcrypto's PEM reader finds them, byte by byte: lines end at each newline (a carriage return
    /// before it stays in the block, which libcrypto's reader reads as the line's end), and a UTF-8 byte order mark in
    /// front of the text is skipped.
    static func split(_ text: Data) -> [Data] {
        var bytes = [UInt8](text)
        if bytes.starts(with: byteOrderMark) { bytes.removeFirst(byteOrderMark.count) }
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

    /// The UTF-8 byte order mark, which libcrypto's PEM reader skips at the start of the text.
    private static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]

    /// The DER of the first certificate in PEM text, when the text is written plainly (`plainDER`); nil otherwise.
    static func plainCertificateDER(in text: Data) -> Data? {
        plainDER(labelled: "CERTIFICATE", in: text)
    }

    /// The DER of the first private key in PEM text, when it is an unencrypted PKCS#8 key written plainly
    /// (`plainDER`); nil otherwise.
    static func plainPrivateKeyDER(in text: Data) -> Data? {
        plainDER(labelled: "PRIVATE KEY", in: text)
    }

    /// The DER of the first block of a kind in PEM text (a label and those ending with it, `CERTIFICATE` and
    /// `X509 CERTIFICATE`, `PRIVATE KEY` and `EC PRIVATE KEY`, are one kind to libcrypto's PEM reader), when the text is
    /// written plainly, as kiosk and libcrypto write it: ASCII with newlines, blocks whose `-----BEGIN LABEL-----` and
    /// `-----END LABEL-----` lines pair up (text between blocks is skipped), and the first block of the kind labelled
    /// exactly `label`, of base64 lines of 64 characters, the last up to 64; nil for anything else (another label of
    /// the kind, other line endings, headers), which the caller leaves to libcrypto's PEM reader.
    static func plainDER(labelled label: String, in text: Data) -> Data? {
        let bytes = [UInt8](text), wanted = Array(label.utf8)
        guard isPlainASCII(bytes) else { return nil }
        let wantedEnd = endLine(of: wanted[...])
        var openEnd: [UInt8]?
        var body: [ArraySlice<UInt8>]?
        for line in lines(of: bytes) {
            if body != nil {
                if line.elementsEqual(wantedEnd) {
                    let blockLines = body ?? []
                    guard let last = blockLines.last, blockLines.dropLast().allSatisfy({ $0.count == 64 }), last.count <= 64 else { return nil }
                    var base64: [UInt8] = []
                    base64.reserveCapacity(blockLines.count * 64)
                    for blockLine in blockLines { base64.append(contentsOf: blockLine) }
                    return Data(base64Encoded: Data(base64))
                }
                guard !line.isEmpty, line.allSatisfy(isBase64) else { return nil }
                body?.append(line)
            } else if let end = openEnd {
                if line.elementsEqual(end) {
                    openEnd = nil
                } else if line.starts(with: "-----".utf8) {
                    return nil
                }
            } else if line.starts(with: "-----BEGIN ".utf8) {
                guard line.count > 16, line.suffix(5).elementsEqual("-----".utf8) else { return nil }
                let found = line.dropFirst(11).dropLast(5)
                if found.elementsEqual(wanted) {
                    body = []
                } else if found.count >= wanted.count, found.suffix(wanted.count).elementsEqual(wanted) {
                    return nil
                } else {
                    openEnd = endLine(of: found)
                }
            }
        }
        return nil
    }

    /// The `-----END LABEL-----` line that closes a block.
    private static func endLine(of label: ArraySlice<UInt8>) -> [UInt8] {
        Array("-----END ".utf8) + label + Array("-----".utf8)
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
