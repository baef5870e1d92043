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
