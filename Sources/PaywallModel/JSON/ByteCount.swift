/// Byte counts in words for messages.
public enum ByteCount {
    /// `512 bytes`, `12.3 KB`, `49.9 MB`, `2.0 GB` (1 KB = 1024 bytes).
    public static func text(_ bytes: Int) -> String {
        let units = ["KB", "MB", "GB"]
        guard bytes >= 1024 else { return "\(bytes) byte\(bytes == 1 ? "" : "s")" }
        var value = Double(bytes) / 1024
        var unit = 0
        while value >= 1024 && unit < units.count - 1 {
            value /= 1024
            unit += 1
        }
        if value == value.rounded() { return "\(Int(value)) \(units[unit])" }
        return String(format: "%.1f", value) + " " + units[unit]
    }
}
