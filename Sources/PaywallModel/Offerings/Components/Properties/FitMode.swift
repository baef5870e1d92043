/// How an image fills its frame.
public enum FitMode: String, Sendable, Hashable, CaseIterable {
    /// The whole image, letterboxed.
    case fit
    /// The frame filled, cropped.
    case fill
}
