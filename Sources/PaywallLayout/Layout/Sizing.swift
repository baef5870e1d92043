/// How big a view is along one axis: as big as its content, as big as its parent offers, or a fixed number
/// of cells.
public enum Sizing: Hashable, Sendable {
    /// As big as the content (never more than offered).
    case fit
    /// As big as offered (like `fit` when the offer is unbounded).
    case fill
    /// A fixed number of cells (never more than offered).
    case fixed(Int)
}
