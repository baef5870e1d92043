/// A command that cannot go on: its message is printed after `kiosk: ` and the program exits with `status`.
public struct CommandFailure: Error, Equatable {
    /// What went wrong, in one or more full sentences.
    public var message: String
    /// The exit status.
    public var status: Int32

    /// Creates a failure.
    public init(_ message: String, status: Int32) {
        self.message = message
        self.status = status
    }
}
