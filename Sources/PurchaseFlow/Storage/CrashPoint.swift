import Foundation

/// Named places where a test can make the process die abruptly, to prove that delivery is durable.
///
/// When the environment variable `KIOSK_CRASH_AT` names a point, the process calls `abort()` on reaching
/// it; the crash tests run the real `kiosk` binary this way. Without the variable nothing happens.
public enum CrashPoint {
    /// The environment variable that names the point to crash at.
    public static let environmentVariable = "KIOSK_CRASH_AT"

    /// The point asked for, read once (with `getenv`: `ProcessInfo.environment` copies the whole environment into a
    /// dictionary, which every kiosk start paid for this one variable).
    private static let requested = getenv(environmentVariable).map { String(cString: $0) }

    /// When the requested point is `exit.while-signing`: signs on two threads and exits while they do, as quitting
    /// during a store read does, so a test can check that exiting never crashes inside libcrypto.
    public static func exitWhileSigningIfRequested() {
        guard requested == "exit.while-signing", let key = try? SigningKey.generate() else { return }
        for _ in 0..<2 {
            Thread.detachNewThread {
                while true { _ = try? key.sign(Array(repeating: 7, count: 64)) }
            }
        }
        Thread.sleep(forTimeInterval: 0.02)
        exit(0)
    }

    /// Aborts the process if `name` is the requested crash point.
    public static func reach(_ name: String) {
        if let requested, requested == name {
            abort()
        }
    }
}
