import CNcursesw
import Foundation

/// What the handler needs, kept where a signal handler can read it without allocating.
struct CrashState {
    var settings: termios
    var undo: UnsafeMutablePointer<UInt8>
    var undoCount: Int
    var previous = PreviousActions()
}
