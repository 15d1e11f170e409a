import Foundation

/// A stretch of time spent on a task in words, as short as a column can hold: `45s`,
/// `25m`, `1h 05m`, `2d 3h`. `taskdeck stop` says how long a task ran, the `active`
/// column how long it runs.
public enum SpentTime {
    public static func text(seconds: TimeInterval) -> String {
        let total = max(0, Int(seconds.rounded(.down)))
        let (days, hours, minutes) = (total / 86_400, total % 86_400 / 3600, total % 3600 / 60)
        if days > 0 { return hours == 0 ? "\(days)d" : "\(days)d \(hours)h" }
        if hours > 0 { return "\(hours)h " + (minutes < 10 ? "0" : "") + "\(minutes)m" }
        if minutes > 0 { return "\(minutes)m" }
        return "\(total)s"
    }
}
