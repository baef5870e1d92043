import Foundation

/// When a failed renewal's grace period and billing retry end: fixed when the renewal fails, so changing the
/// time rate or the grace period setting later moves neither.
struct RetryWindow: Sendable, Hashable {
    let graceEnd: Date
    let retryEnd: Date
}
