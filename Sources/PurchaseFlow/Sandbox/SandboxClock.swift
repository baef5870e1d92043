import Foundation

/// Where the sandbox store reads the time: the system clock, or a clock that tests and testers move by hand.
///
/// Every date the store writes (purchase, expiration, revocation, signing) comes from its clock, so a test
/// that uses `ManualClock` gets the same ledger for the same steps. Time rates that speed subscriptions up
/// are clocks too.
public protocol SandboxClock: Sendable {
    /// The current time.
    func now() -> Date
}
