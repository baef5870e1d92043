import TerminalSafety

/// Why a catalog could not be loaded.
public enum CatalogLoadError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The file or folder could not be read at all.
    case unreadable(file: String, reason: String)
    /// The file was read but has problems; every problem found is listed.
    case invalid([CatalogProblem])

    public var description: String {
        switch self {
        case .unreadable(let file, let reason): "\(file): cannot read the catalog: \(reason)"
        case .invalid(let problems): problems.map(\.description).joined(separator: "\n")
        }
    }
}
