/// A number of days from today in words: `today`, `tomorrow`, `yesterday`, `in 4d`,
/// `3d ago`. The due words, the done words and the editor's date preview say a distance
/// the same way.
public enum DayDistance {
    /// `days` after today (negative: before).
    public static func text(_ days: Int) -> String {
        switch days {
        case 0: "today"
        case 1: "tomorrow"
        case -1: "yesterday"
        case 2...: "in \(days)d"
        default: "\(-days)d ago"
        }
    }
}
