/// A value read from a JSON file that keeps the file's duplicate-key warnings (`JSONDocument.duplicateKeyWarnings`),
/// so whoever loads it can print them and go on with the first value of each repeated key.
public protocol CarriesDuplicateKeyWarnings {
    /// Every key an object of the file repeats, as warnings naming both places (each one's `description` is the
    /// line to print, `FILE:LINE:COLUMN: warning: duplicate key ...`).
    var warnings: [DocumentIssue] { get set }
}
