import Foundation
import PaywallLayout

/// Everything that can happen to the program: input from the terminal, the clock, and the results of effects.
///
/// Messages are the only way state changes: `KioskProgram.update` takes one and returns the new state and the
/// effects to perform.
public enum Message: Sendable {
    /// A key was pressed.
    case key(Key)
    /// The mouse was clicked at a cell.
    case click(Point)
    /// The mouse wheel turned: notches down when positive, up when negative.
    case wheel(Int)
    /// The terminal now has this many columns and rows.
    case resized(TerminalSize)
    /// Time passed: the clock now reads this (drives countdowns and live ledger changes).
    case tick(Date)
    /// The program was asked to stop (SIGTERM, SIGHUP, SIGINT): quit at once.
    case terminate
    /// An effect finished with a result to show.
    case effectFinished(EffectResult)
}

/// The size of the terminal in cells.
public struct TerminalSize: Hashable, Sendable, CustomStringConvertible {
    /// The number of columns.
    public var width: Int
    /// The number of rows.
    public var height: Int

    /// Creates a size.
    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    /// The smallest size the program draws its screens at (40 columns by 12 rows).
    public static let minimum = TerminalSize(width: 40, height: 12)

    /// Whether the size is below the minimum in either direction.
    public var isTooSmall: Bool { width < Self.minimum.width || height < Self.minimum.height }

    /// `80x24`.
    public var description: String { "\(width)x\(height)" }
}
