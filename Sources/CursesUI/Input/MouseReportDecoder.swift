import Foundation
import KioskApp
import PaywallLayout

/// Finds mouse reports in typed input that curses did not decode itself: a terminal, tmux or screen may send
/// SGR (1006: `ESC [ < b ; x ; y M`) or X10 (`ESC [ M b x y`) reports whichever encoding the terminfo entry
/// names in `kmous`. Everything else passes through as keys, in order. A report cut in two by the end of a read
/// is finished by the next read; characters held that long with nothing more coming are keys (a lone Esc).
struct MouseReportDecoder {
    /// How long the start of a report waits for its rest after a read ends before it counts as keys.
    static let pause: TimeInterval = 0.05

    /// The characters of a report begun but not finished.
    private var pending: [UInt32] = []
    /// When the last read that brought characters ended while a report was unfinished.
    private var heldSince: Date?
    /// Whether characters came since the last read ended.
    private var fedSinceRead = false

    /// Whether characters of an unfinished report are held (the next read may finish it).
    var isHolding: Bool { !pending.isEmpty }

    /// Ends a read of the terminal at `now`: a report it left unfinished waits for the next read; held characters
    /// that no read added to for `pause` are handed back as keys.
    mutating func endRead(at now: Date) -> [Message] {
        defer { fedSinceRead = false }
        guard isHolding else {
            heldSince = nil
            return []
        }
        if fedSinceRead {
            heldSince = now
            return []
        }
        guard let since = heldSince, now.timeIntervalSince(since) >= Self.pause else { return [] }
        heldSince = nil
        return drain()
    }

    /// Takes one character and returns the messages it completes: none while a report may be under way, a
    /// click or wheel turn when one ends, or the keys held back when they turn out not to be a report.
    mutating func feed(_ value: UInt32) -> [Message] {
        fedSinceRead = true
        pending.append(value)
        switch state() {
        case .partial: return []
        case .report(let message):
            pending = []
            return message.map { [$0] } ?? []
        case .notAReport:
            return flush()
        }
    }

    /// Hands back everything held, as keys and any report that starts after the first character (the input
    /// paused, or something that is not a character came: a lone Esc was a key press).
    mutating func drain() -> [Message] {
        var messages: [Message] = []
        while !pending.isEmpty { messages += flush() }
        return messages
    }

    /// Hands back the first character held as a key and reads the rest again, since a report may start there.
    private mutating func flush() -> [Message] {
        let held = pending
        pending = []
        var messages = KeyDecoder.character(held[0]).map { [Message.key($0)] } ?? []
        for value in held.dropFirst() { messages += feed(value) }
        return messages
    }

    private enum Reading {
        case partial
        case report(Message?)
        case notAReport
    }

    /// What the characters held so far are.
    private func state() -> Reading {
        let escape: UInt32 = 27, bracket: UInt32 = 91, less: UInt32 = 60, capitalM: UInt32 = 77
        guard pending[0] == escape else { return .notAReport }
        guard pending.count > 1 else { return .partial }
        guard pending[1] == bracket else { return .notAReport }
        guard pending.count > 2 else { return .partial }
        if pending[2] == capitalM {
            guard pending.count == 6 else { return .partial }
            let values = pending[3...5].map { Int($0) - 32 }
            return .report(Self.message(button: values[0], x: values[1] - 1, y: values[2] - 1, isRelease: false))
        }
        guard pending[2] == less else { return .notAReport }
        let body = pending.dropFirst(3)
        guard let last = body.last, last == capitalM || last == 109 else {
            let allowed = body.allSatisfy { (48...57).contains($0) || $0 == 59 }
            return allowed && body.count < 24 ? .partial : .notAReport
        }
        let fields = String(String.UnicodeScalarView(body.dropLast().compactMap(Unicode.Scalar.init))).split(separator: ";").compactMap { Int($0) }
        guard fields.count == 3 else { return .notAReport }
        return .report(Self.message(button: fields[0], x: fields[1] - 1, y: fields[2] - 1, isRelease: last == 109))
    }

    /// The message a report stands for: a left-button press is a click, wheel buttons turn the wheel; releases,
    /// motion and other buttons are nothing.
    static func message(button: Int, x: Int, y: Int, isRelease: Bool) -> Message? {
        guard !isRelease, button & 32 == 0, x >= 0, y >= 0 else { return nil }
        switch button & ~(4 | 8 | 16) {
        case 0: return .click(Point(x: x, y: y))
        case 64: return .wheel(-1)
        case 65: return .wheel(1)
        default: return nil
        }
    }
}
