/// The store did not move the clock to the next event asked for: the next event is another now (`next`); the clock
/// stays and nothing happened.
public struct NextEventChanged: Error, Sendable, Hashable {
    /// The next event the jump was asked for.
    public var expected: ClockEvent
    /// The next event now.
    public var next: ClockEvent
}
