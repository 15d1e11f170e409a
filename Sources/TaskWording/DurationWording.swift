/// A length of time spent on a task, as the detail and Statistics say it: `45m`,
/// `1h 05m`, `26h 00m` (hours are not folded into days: a week's work reads in hours).
public enum DurationWording {
    /// `seconds` in whole minutes, rounded down (a running minute counts once it is over).
    public static func text(seconds: Double) -> String {
        let minutes = max(0, Int(seconds / 60))
        guard minutes >= 60 else { return "\(minutes)m" }
        let rest = minutes % 60
        return "\(minutes / 60)h " + (rest < 10 ? "0" : "") + "\(rest)m"
    }
}
