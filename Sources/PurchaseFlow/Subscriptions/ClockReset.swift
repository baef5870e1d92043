import Foundation

/// What resetting the clock to real time came to.
public enum ClockReset: Sendable, Hashable {
    /// The clock reads the wall clock again.
    case backToWallClock
    /// The clock went back only to the latest date the ledger holds (it is ahead of the wall clock); time runs at
    /// real speed from there.
    case keptAhead(newestDate: Date)
}
