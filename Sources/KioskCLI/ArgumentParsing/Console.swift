import Foundation
import TerminalSafety

/// Where a command writes: standard output and standard error, or buffers in tests.
///
/// Everything written goes through `SafeText.text` on its way out (line feeds and tabs kept, every control, ESC, C1
/// and bidi override shown escaped), so no file, server, environment variable or file name can send the terminal
/// an escape sequence. The one exception is `writeRendered(_:)`, for the color codes kiosk writes itself.
public final class Console: @unchecked Sendable {
    private let lock = NSLock()
    private let writeOut: @Sendable (String) -> Void
    private let writeOutBytes: @Sendable (Data) -> Void
    private let writeErr: @Sendable (String) -> Void
    private var capturedOut = ""
    private var capturedBytes = Data()
    private var capturedErr = ""
    private let isCapturing: Bool
    /// Whether standard output is a terminal (decides between ANSI and plain text).
    public let isTerminal: Bool

    /// A console on the process's standard output and standard error.
    public static func standard() -> Console {
        Console(
            isTerminal: isatty(STDOUT_FILENO) == 1,
            out: { FileHandle.standardOutput.write(Data($0.utf8)) },
            outBytes: { FileHandle.standardOutput.write($0) },
            err: { FileHandle.standardError.write(Data($0.utf8)) }
        )
    }

    /// A console that keeps everything written, for tests.
    public static func capturing(isTerminal: Bool = false) -> Console {
        Console(isTerminal: isTerminal, capturing: true)
    }

    private init(isTerminal: Bool, out: @escaping @Sendable (String) -> Void, outBytes: @escaping @Sendable (Data) -> Void,
                 err: @escaping @Sendable (String) -> Void) {
        self.isTerminal = isTerminal
        self.writeOut = out
        self.writeOutBytes = outBytes
        self.writeErr = err
        self.isCapturing = false
    }

    private init(isTerminal: Bool, capturing: Bool) {
        self.isTerminal = isTerminal
        self.writeOut = { _ in }
        self.writeOutBytes = { _ in }
        self.writeErr = { _ in }
        self.isCapturing = capturing
    }

    /// Writes a line to standard output.
    public func print(_ text: String) {
        write(text + "\n", toError: false)
    }

    /// Writes a line to standard error.
    public func printError(_ text: String) {
        write(text + "\n", toError: true)
    }

    /// Writes text to standard output without adding a newline.
    public func write(_ text: String) {
        write(text, toError: false)
    }

    /// Writes bytes (binary output such as a DER certificate) to standard output.
    public func write(bytes: Data) {
        if isCapturing {
            lock.withLock { capturedBytes += bytes }
        } else {
            writeOutBytes(bytes)
        }
    }

    /// Every byte written with `write(bytes:)` so far (capturing consoles only).
    public var outputBytes: Data { lock.withLock { capturedBytes } }

    /// Writes a frame kiosk rendered with its own ANSI color codes (`AnsiText.styled`) to standard output as it is:
    /// the frame's cells were made safe when they were drawn (`Buffer.write`), so its only escape sequences are
    /// kiosk's.
    public func writeRendered(_ frame: String) {
        send(frame, toError: false)
    }

    /// Everything written to standard output so far (capturing consoles only).
    public var output: String { lock.withLock { capturedOut } }

    /// Everything written to standard error so far (capturing consoles only).
    public var errorOutput: String { lock.withLock { capturedErr } }

    private func write(_ text: String, toError: Bool) {
        send(SafeText.text(text), toError: toError)
    }

    private func send(_ text: String, toError: Bool) {
        if isCapturing {
            lock.withLock {
                if toError { capturedErr += text } else { capturedOut += text }
            }
        } else if toError {
            writeErr(text)
        } else {
            writeOut(text)
        }
    }
}
