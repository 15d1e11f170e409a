import Foundation

/// A size in bytes as people read it: `512 bytes`, `12.3 KB`, `95.4 MB` (decimal units, as
/// file managers show them), for messages about what is too long to show or edit.
public enum ByteSize {
    public static func text(_ bytes: Int) -> String {
        if bytes < 1000 { return bytes == 1 ? "1 byte" : "\(bytes) bytes" }
        let units = ["KB", "MB", "GB", "TB"]
        var value = Double(bytes) / 1000
        var unit = 0
        while value >= 999.95, unit < units.count - 1 {
            value /= 1000
            unit += 1
        }
        return String(format: "%.1f", value) + " " + units[unit]
    }
}
