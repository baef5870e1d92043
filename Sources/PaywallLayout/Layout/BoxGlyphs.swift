import Foundation

/// The six characters of a box: four corners, the horizontal edge and the vertical edge.
public struct BoxGlyphs: Sendable, Equatable {
    /// Top-left corner.
    public var topLeft: String
    /// Top-right corner.
    public var topRight: String
    /// Bottom-left corner.
    public var bottomLeft: String
    /// Bottom-right corner.
    public var bottomRight: String
    /// Top and bottom edges.
    public var horizontal: String
    /// Left and right edges.
    public var vertical: String

    /// Creates the set from six characters in the order top-left, top-right, bottom-left, bottom-right,
    /// horizontal, vertical.
    public init(_ six: String) {
        let characters = six.map(String.init)
        precondition(characters.count == 6, "a box needs six characters")
        (topLeft, topRight, bottomLeft, bottomRight, horizontal, vertical) =
            (characters[0], characters[1], characters[2], characters[3], characters[4], characters[5])
    }
}
