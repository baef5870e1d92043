import Foundation

/// When a failed renewal's grace period and billing retry end.
struct RetryWindow {
    let graceEnd: Date
    let retryEnd: Date
}
