/// A component with conditional overrides, resolvable to the component as drawn in a given state.
public protocol OverridableComponent: Sendable {
    /// The overrides, in document order (later ones win).
    var overrides: [ComponentOverride] { get }
    /// The component with every override that applies in `state` merged in, in order.
    func resolved(in state: OverrideState) -> Self
}
