import PaywallModel
import TerminalSafety

/// Why a theme file could not be used: the file, the place in it, and what was expected.
public struct ThemeError: Error, Equatable, CustomStringConvertible, Sendable {
    /// The file's path.
    public var file: String
    /// The place: a JSON path with its line and column (`$.colors.accent (line 5, column 15)`), or the line and
    /// column alone when the JSON itself is broken; empty when the file cannot be read.
    public var place: String
    /// What was wrong and what was expected (at most `LongText.messageLimit` bytes: a long value in it is cut).
    public var message: String

    /// Creates an error, cutting a long message.
    public init(file: String, place: String, message: String) {
        self.file = file
        self.place = place
        self.message = LongText.cut(message)
    }

    /// `FILE: PLACE: MESSAGE`, one line safe to print (each part goes through `SafeText.line`).
    public var description: String {
        let (file, place, message) = (SafeText.line(file), SafeText.line(place), SafeText.line(message))
        return place.isEmpty ? "\(file): \(message)" : "\(file): \(place): \(message)"
    }
}
