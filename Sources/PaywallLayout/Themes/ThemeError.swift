import Foundation

/// Why a theme file could not be used: the file, the place in it, and what was expected.
public struct ThemeError: Error, Equatable, CustomStringConvertible, Sendable {
    /// The file's path.
    public var file: String
    /// The place: a JSON path (`$.colors.accent`) or `line L, column C` when the JSON itself is broken.
    public var place: String
    /// What was wrong and what was expected.
    public var message: String

    /// `FILE: PLACE: MESSAGE`.
    public var description: String {
        place.isEmpty ? "\(file): \(message)" : "\(file): \(place): \(message)"
    }

    /// An error for broken JSON, placed at the line and column the parser names (when it names one).
    static func brokenJSON(_ error: Error, data: Data, file: String) -> ThemeError {
        let detail = ((error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String) ?? "\(error)"
        guard let offset = characterOffset(in: detail) else {
            return ThemeError(file: file, place: "", message: "not valid JSON (\(detail))")
        }
        let (line, column) = lineAndColumn(ofByte: offset, in: data)
        return ThemeError(file: file, place: "line \(line), column \(column)", message: "not valid JSON (\(detail))")
    }

    /// The number after "character" in a parser message ("Invalid value around character 19.").
    private static func characterOffset(in detail: String) -> Int? {
        guard let range = detail.range(of: "character ") else { return nil }
        return Int(detail[range.upperBound...].prefix(while: \.isNumber))
    }

    /// The 1-based line and column of a byte offset.
    static func lineAndColumn(ofByte offset: Int, in data: Data) -> (Int, Int) {
        var line = 1, lineStart = 0
        for (index, byte) in data.prefix(offset).enumerated() where byte == UInt8(ascii: "\n") {
            line += 1
            lineStart = index + 1
        }
        let column = String(decoding: data[data.startIndex + lineStart..<data.startIndex + min(offset, data.count)], as: UTF8.self).count + 1
        return (line, column)
    }
}
