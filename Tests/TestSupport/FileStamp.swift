import Foundation

/// Writing files whose changes a watcher must see, even when two writes fall within one tick of the file
/// system's clock.
public enum FileStamp {
    /// Writes `text` to `file` and sets its modification time `secondsLater` seconds from now.
    public static func write(_ text: String, to file: URL, secondsLater: Double) throws {
        try Data(text.utf8).write(to: file)
        try FileManager.default.setAttributes([.modificationDate: Date().addingTimeInterval(secondsLater)], ofItemAtPath: file.path)
    }
}
