/// A paywall text with its variables filled for a package: what a presentation filled it as.
public struct FilledText: Sendable {
    /// The text as written, with its `{{ variables }}`.
    public let text: String
    /// The package it was filled for (`nil`: none).
    public let packageID: String?
    /// What it was filled as.
    public let filled: String

    /// Whether a presentation fills the text as it was filled here (compared by exact bytes, as cells keep them).
    public func isFilledAlike(by presentation: PaywallPresentation) -> Bool {
        ExactText(text: presentation.resolveVariables(text, packageID)) == ExactText(text: filled)
    }
}
