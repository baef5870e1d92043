import Synchronization

/// Texts of one paywall filled for one pricing and text context whose fill read no clock: any time fills them
/// alike, so a presentation of the same paywall at a later time (a tick's redraw) takes them instead of filling
/// them again. Share one only between presentations that differ in nothing but their time. Emptied whenever it
/// holds `capacity` texts (a countdown's texts, filled for each second, read no clock once its time is in them).
public final class ClockFreeFills: Sendable {
    /// The most texts kept at once.
    static let capacity = 1024
    private let filled = Mutex<[FilledTexts.Key: String]>([:])

    /// Holds no text yet.
    public init() {}

    /// The text kept for a text and package, if it was filled before.
    func text(for key: FilledTexts.Key) -> String? {
        filled.withLock { $0[key] }
    }

    /// Keeps a fill that read no clock.
    func keep(_ text: String, for key: FilledTexts.Key) {
        filled.withLock { filled in
            if filled.count >= Self.capacity { filled.removeAll(keepingCapacity: true) }
            filled[key] = text
        }
    }
}
