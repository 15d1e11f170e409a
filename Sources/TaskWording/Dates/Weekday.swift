/// The names of the days of the week, once for every place that shows one (due words, the
/// editor's preview, the statistics chart).
public enum Weekday {
    private static let shortNames = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]

    /// "Mon" for `weekday` 2: Gregorian numbering, 1 is Sunday (as `CalendarDay.weekday`).
    public static func shortName(_ weekday: Int) -> String {
        shortNames[((weekday - 1) % 7 + 7) % 7]
    }
}
