/// Values left for the process's exit to reclaim.
///
/// Freeing a large decoded document value by value takes measurable time (issue 17: 0.4 ms of `kiosk render`'s
/// 20 ms, 9% of it on a 16 times larger document) and gains nothing when the process ends right after.
enum KeptUntilExit {
    /// Keeps `value` alive until the process exits, so it is never freed piece by piece.
    static func keep<Value>(_ value: Value) {
        _ = Unmanaged.passRetained(Box(value))
    }

    /// Holds a value of any type as a class instance, which `Unmanaged` can retain.
    private final class Box<Value> {
        let value: Value
        init(_ value: Value) { self.value = value }
    }
}
