/// Exit statuses, following BSD's sysexits.h so scripts can tell failures apart.
public enum ExitStatus {
    /// Success.
    public static let ok: Int32 = 0
    /// Something checked was found wanting (a validation with problems, a request refused).
    public static let failure: Int32 = 1
    /// The command line was wrong.
    public static let usage: Int32 = 64
    /// An input file was malformed.
    public static let dataError: Int32 = 65
    /// An input file could not be opened.
    public static let noInput: Int32 = 66
    /// A service the command needs is not available (no terminal, for instance).
    public static let unavailable: Int32 = 69
    /// An internal error.
    public static let software: Int32 = 70
    /// A file could not be written.
    public static let cantCreate: Int32 = 73
}
