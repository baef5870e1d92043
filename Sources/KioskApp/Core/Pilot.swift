import Foundation
import PaywallLayout

/// Drives the program without a terminal, as a person would: presses keys, clicks, resizes, lets effects finish,
/// and reads the frame back. Tests and benchmarks use it.
public struct Pilot: Sendable {
    /// The program's state now.
    public private(set) var state: AppState
    /// The effects asked for so far, oldest first (performed ones included).
    public private(set) var effects: [Effect] = []
    /// The tasks asked for and not yet finished by `settle()`.
    public private(set) var pendingTasks: [Effect.Work] = []
    private let performer: any EffectPerformer

    /// Starts the program at a terminal size with a performer for its effects.
    public init(size: TerminalSize, performer: any EffectPerformer, state: AppState? = nil) {
        self.state = state ?? AppState(size: size, now: Date())
        self.performer = performer
    }

    /// Sends one message and records the effects it asks for.
    public mutating func send(_ message: Message) {
        for effect in KioskProgram.update(&state, message) {
            effects.append(effect)
            if case .perform(let task) = effect { pendingTasks.append(task) }
        }
    }

    /// Presses keys in order.
    public mutating func press(_ keys: Key...) {
        for key in keys { send(.key(key)) }
    }

    /// Types text, one character key per character (a space as the space bar).
    public mutating func type(_ text: String) {
        for character in text { send(.key(character == " " ? .space : .character(character))) }
    }

    /// Clicks a cell.
    public mutating func click(x: Int, y: Int) {
        send(.click(Point(x: x, y: y)))
    }

    /// Resizes the terminal.
    public mutating func resize(width: Int, height: Int) {
        send(.resized(TerminalSize(width: width, height: height)))
    }

    /// Performs every pending task in order and sends back its result (and the results of tasks those start).
    public mutating func settle() async {
        while !pendingTasks.isEmpty {
            let task = pendingTasks.removeFirst()
            send(await performer.perform(task))
        }
    }

    /// The frame for the current state.
    public var frame: Buffer { KioskView.render(state) }

    /// The frame's text, rows joined by newlines.
    public var screenText: String { frame.text }
}
