import Foundation
import KioskApp
import PaywallLayout

/// Runs the interactive program in the terminal: draws the first frame, then waits (without spinning) for keys,
/// clicks, resizes, finished effects, signals and the clock, feeds each to `KioskProgram.update`, performs the
/// effects, and redraws what changed. The terminal is restored however the loop ends.
public enum InteractiveTerminal {
    /// How a run ended.
    public enum Ending: Equatable, Sendable {
        /// The program quit (a key, or the last screen closed).
        case quit
        /// A signal ended it (SIGTERM, SIGHUP, SIGINT, SIGQUIT, SIGUSR1, SIGUSR2, SIGALRM or SIGPIPE).
        case signal(Int32)
        /// The terminal went away (a hang-up, or input failing with EIO) without a SIGHUP.
        case hangUp

        /// The exit status the program ends with: 0 for a quit, 128 + N for signal N, and 129 (as for SIGHUP) for a
        /// hang-up.
        public var exitStatus: Int32 {
            switch self {
            case .quit: 0
            case .signal(let number): 128 + number
            case .hangUp: 128 + SIGHUP
            }
        }
    }

    /// Runs until the program quits, is told to stop by a signal, or loses its terminal, and says which.
    ///
    /// A crash (SIGABRT, SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGTRAP) restores the terminal before the runtime reports
    /// it (`CrashGuard`).
    ///
    /// - Parameters:
    ///   - environment: the process environment (TERM, NO_COLOR).
    ///   - performer: carries out the effects that are not about the terminal.
    ///   - tickInterval: how often the clock ticks, in seconds (countdowns, changes made by other processes).
    ///   - makeState: the first state, given the terminal's size.
    @discardableResult
    public static func run(environment: [String: String], performer: any EffectPerformer, tickInterval: Double = 1,
                           makeState: (TerminalSize) -> AppState) throws -> Ending {
        let pipe = try WakePipe()
        let inbox = Inbox(waking: pipe)
        let signals = SignalWatcher(waking: pipe)
        defer { signals.stop() }
        let terminal = try CursesTerminal(environment: environment)
        defer { terminal.restore() }
        var loop = Loop(terminal: terminal, inbox: inbox, performer: performer, state: makeState(terminal.size))
        loop.drawIfChanged(force: true)
        loop.handle([.tick(Date())])
        var nextTick = Date().addingTimeInterval(tickInterval)
        var hungUp = false
        while !loop.state.isQuitting {
            var timeout = Int32(max(0, nextTick.timeIntervalSinceNow) * 1000) + 1
            // Held input (a mouse report cut off, or a lone Esc) is read again once the pause has passed.
            if terminal.isHoldingInput { timeout = min(timeout, Int32(MouseReportDecoder.pause * 1000) + 1) }
            hungUp = wait(for: [terminal.inputDescriptor, pipe.readDescriptor], timeoutMilliseconds: timeout)
            var messages = terminal.readMessages() + inbox.takeAll()
            hungUp = hungUp || terminal.inputFailed
            if hungUp || signals.received != nil { messages.append(.terminate) }
            if Date() >= nextTick {
                messages.append(.tick(Date()))
                nextTick = Date().addingTimeInterval(tickInterval)
            }
            loop.handle(messages)
            loop.drawIfChanged(force: false)
        }
        if let number = signals.received { return .signal(number) }
        return hungUp ? .hangUp : .quit
    }

    /// Waits until a descriptor is readable or the timeout passes; returns whether the first one (the
    /// terminal) hung up. Linux reports a hang-up as POLLIN and POLLHUP together, so POLLHUP alone decides.
    private static func wait(for descriptors: [Int32], timeoutMilliseconds: Int32) -> Bool {
        var polled = descriptors.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
        let count = poll(&polled, nfds_t(polled.count), timeoutMilliseconds)
        guard count > 0 else { return false }
        let hangUp = Int16(POLLHUP) | Int16(POLLERR) | Int16(POLLNVAL)
        return polled[0].revents & hangUp != 0
    }

    /// The state of a running loop: applies messages, performs effects, draws.
    private struct Loop {
        let terminal: CursesTerminal
        let inbox: Inbox
        let performer: any EffectPerformer
        var state: AppState
        private var drawn: AppState?

        init(terminal: CursesTerminal, inbox: Inbox, performer: any EffectPerformer, state: AppState) {
            self.terminal = terminal
            self.inbox = inbox
            self.performer = performer
            self.state = state
        }

        /// Applies messages in order, performing each one's effects, until the program quits.
        mutating func handle(_ messages: [Message]) {
            for message in messages where !state.isQuitting {
                for effect in KioskProgram.update(&state, message) {
                    perform(effect)
                }
            }
        }

        private mutating func perform(_ effect: Effect) {
            switch effect {
            case .quit:
                state.isQuitting = true
            case .suspend:
                terminal.suspend()
                drawn = nil
                handle([.resized(terminal.size)])
            case .perform(let task):
                let performer = performer, inbox = inbox
                Task.detached { inbox.post(await performer.perform(task)) }
            }
        }

        /// Draws the state's frame when the state changed since the last frame (or always when forced).
        mutating func drawIfChanged(force: Bool) {
            guard force || drawn != state, !state.isQuitting else { return }
            terminal.draw(KioskView.render(state))
            drawn = state
        }
    }
}
