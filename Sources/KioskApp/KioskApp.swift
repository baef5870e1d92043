import PaywallLayout

/// KioskApp: the interactive program without a terminal: state, messages, update, effects, screens.
public enum KioskAppModule {
    /// The module's name, for diagnostics.
    public static let name = "KioskApp"
}
