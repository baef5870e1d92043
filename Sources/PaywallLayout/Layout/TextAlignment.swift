import Foundation

/// How the lines of a paragraph sit in their width.
public enum TextAlignment: Sendable, Equatable {
    /// From the start of the paragraph's direction: left for left-to-right text, right for right-to-left.
    case natural
    /// The left edge.
    case leading
    /// Centered.
    case center
    /// The right edge.
    case trailing

    /// The horizontal alignment for a paragraph in a direction.
    func resolved(for direction: TextDirection) -> HorizontalPlacement {
        switch self {
        case .natural: return direction == .rightToLeft ? .trailing : .leading
        case .leading: return .leading
        case .center: return .center
        case .trailing: return .trailing
        }
    }
}
