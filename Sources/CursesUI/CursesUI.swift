import CNcursesw
import KioskApp

/// CursesUI: the terminal: the ncursesw lifecycle, colors, keys and mouse, resize and signals.
public enum CursesUIModule {
    /// The module's name, for diagnostics.
    public static let name = "CursesUI"
}
