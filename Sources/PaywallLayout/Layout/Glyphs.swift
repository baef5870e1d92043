import Foundation
import PaywallModel

/// The characters used for borders, markers and indicators: box drawing when the terminal has Unicode, plain
/// ASCII otherwise.
public struct Glyphs: Sendable, Equatable {
    /// Corners and edges of a single-line box: top-left, top-right, bottom-left, bottom-right, horizontal, vertical.
    public var box: BoxGlyphs
    /// Corners and edges of a rounded box (shapes with corner radius).
    public var roundedBox: BoxGlyphs
    /// Corners and edges of a heavy box (the focused or selected frame).
    public var heavyBox: BoxGlyphs
    /// The marker before a selected choice.
    public var selectedMarker: String
    /// The marker before a choice that is not selected.
    public var unselectedMarker: String
    /// A dot of a page indicator for the current page, and for the others.
    public var currentPageDot: String
    /// A dot of a page indicator for the other pages.
    public var pageDot: String
    /// The sign that more content lies above.
    public var moreAbove: String
    /// The sign that more content lies below.
    public var moreBelow: String
    /// The point of a timeline item.
    public var bullet: String

    /// Box-drawing characters, the default.
    public static let unicode = Glyphs(
        box: BoxGlyphs("┌┐└┘─│"), roundedBox: BoxGlyphs("╭╮╰╯─│"), heavyBox: BoxGlyphs("┏┓┗┛━┃"),
        selectedMarker: "◉", unselectedMarker: "○", currentPageDot: "●", pageDot: "○",
        moreAbove: "▲", moreBelow: "▼", bullet: "•")

    /// The glyphs for the locale in the environment: Unicode when the character set (`LC_ALL`, else `LC_CTYPE`,
    /// else `LANG`) is UTF-8, ASCII when it is something else (`C`, `POSIX`, Latin-1); Unicode when none is set.
    public static func detect(_ environment: [String: String]) -> Glyphs {
        let setting = ["LC_ALL", "LC_CTYPE", "LANG"].lazy.compactMap { environment[$0] }.first { !$0.isEmpty }
        guard let setting else { return .unicode }
        let normalized = VariableSyntax.replacingOccurrences(of: "-", with: "", in: setting.lowercased())
        return normalized.contains("utf8") ? .unicode : .ascii
    }

    /// Plain ASCII, for terminals without Unicode.
    public static let ascii = Glyphs(
        box: BoxGlyphs("++++-|"), roundedBox: BoxGlyphs("..''-|"), heavyBox: BoxGlyphs("#####H"),
        selectedMarker: "(*)", unselectedMarker: "( )", currentPageDot: "*", pageDot: ".",
        moreAbove: "^", moreBelow: "v", bullet: "*")
}
