import Foundation

/// A pipe that wakes the event loop from other threads: writers put a byte in, the loop polls the read end and
/// drains it.
final class WakePipe: Sendable {
    /// The end the loop polls.
    let readDescriptor: Int32
    /// The end `wake()` writes to (`SignalWatcher`'s handler writes there too).
    let writeDescriptor: Int32

    /// Opens the pipe, both ends non-blocking and closed on exec.
    init() throws {
        var descriptors: [Int32] = [0, 0]
        guard pipe(&descriptors) == 0 else { throw TerminalError.system("pipe", errno) }
        readDescriptor = descriptors[0]
        writeDescriptor = descriptors[1]
        for descriptor in descriptors {
            _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
            _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
        }
    }

    /// Wakes the loop (a full pipe already will, so a failed write is fine).
    func wake() {
        var byte: UInt8 = 1
        _ = write(writeDescriptor, &byte, 1)
    }

    /// Empties the pipe.
    func drain() {
        var bytes = [UInt8](repeating: 0, count: 64)
        while read(readDescriptor, &bytes, bytes.count) > 0 {}
    }

    deinit {
        close(readDescriptor)
        close(writeDescriptor)
    }
}
