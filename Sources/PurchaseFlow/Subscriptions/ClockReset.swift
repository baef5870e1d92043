import Foundation

/// What resetting the clock to real time came to.
public enum ClockReset: Sendable, Hashable {
    /// The clock reads the wall clock again.
    case backToWallClock
    /// The clock stays ahead, since the ledger holds something dated this late; time runs at real speed from here.
    case keptAhead(newestDate: Date)
}
