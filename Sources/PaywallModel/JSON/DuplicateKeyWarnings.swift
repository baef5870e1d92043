/// A value read from a JSON file that keeps the file's duplicate-key warnings (`JSONDocument.duplicateKeyWarnings`),
/// so whoever loads it can print them and go on with the first value of each repeated key.
public protocol CarriesDuplicateKeyWarnings {
    /// Every key an object of the file repeats, as warning lines naming both places.
    var warnings: [String] { get set }
}
