/// A database written by a newer program whose schema this one does not know.
public struct SchemaTooNewError: Error, CustomStringConvertible, Sendable {
    /// What the schema belongs to.
    public let name: String
    /// The database file.
    public let path: String
    /// The version found in the file.
    public let found: Int
    /// The newest version this program knows.
    public let known: Int

    public var description: String {
        "The \(name) \(path) has schema version \(found), but this kiosk knows versions up to \(known); use a newer kiosk."
    }
}
