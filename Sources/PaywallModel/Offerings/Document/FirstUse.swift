import Synchronization

/// A value made once, at its first use, by the function given when the holder is made: what only some of the work
/// reads is not made by every process that could read it (the demo's offer codes, read by a redemption; the demo
/// offerings' paywalls, each read when a placement first shows it).
package final class FirstUse<Value: Sendable>: Sendable {
    private enum State: Sendable {
        case pending(@Sendable () -> Value)
        case made(Value)
    }

    private let state: Mutex<State>

    /// A holder that makes its value with `make` when it is first asked for.
    package init(_ make: @escaping @Sendable () -> Value) {
        state = Mutex(.pending(make))
    }

    /// The value, made now if this is the first ask.
    package var value: Value {
        state.withLock { state in
            switch state {
            case .made(let value):
                return value
            case .pending(let make):
                let value = make()
                state = .made(value)
                return value
            }
        }
    }
}
