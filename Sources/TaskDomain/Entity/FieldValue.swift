import Foundation

/// A custom field's text read as its declared type, for comparing and sorting: numbers as
/// numbers, dates by day (Taskwarrior's `20261202T093000Z` too), durations in seconds
/// (ISO 8601 `PT1H30M`, `P2D`, and `90min`, `1h30m`, `2d`), text case-insensitively.
public enum FieldValue {
    /// A comparable key of `text` as `kind`, or nil when it does not read so.
    static func key(_ text: String, kind: FieldDeclaration.Kind) -> Double? {
        switch kind {
        // Read as it is first: trimming makes a new string, and a sort reads every task's value.
        case .number: return (Double(text) ?? Double(text.trimmingCharacters(in: .whitespaces))).flatMap { $0.isFinite ? $0 : nil }
        case .duration: return seconds(of: text)
        case .date: return day(of: text).map { Double($0.dayNumber) }
        case .string: return nil
        }
    }

    /// The key a sort by the field orders by: `key`'s, except that a date keeps its time (a
    /// day without one at its end, as due dates sort: `Due.sortKey`).
    static func sortKey(_ text: String, kind: FieldDeclaration.Kind) -> Double? {
        guard kind == .date else { return key(text, kind: kind) }
        if let due = Due(storageString: text) { return Double(due.sortKey) }
        guard let day = day(of: text) else { return nil }
        // Taskwarrior's `20261202T093000Z`: its UTC time of day.
        let digits = Array(text.utf8)
        if digits.count >= 13, digits[8] == UInt8(ascii: "T"), let hour = Int(text.dropFirst(9).prefix(2)),
           let minute = Int(text.dropFirst(11).prefix(2)), (0..<24).contains(hour), (0..<60).contains(minute) {
            return Double(day.dayNumber * 1441 + hour * 60 + minute)
        }
        return Double(day.dayNumber * 1441 + 1440)
    }

    /// The day of `YYYY-MM-DD[THH:MM]` or Taskwarrior's `YYYYMMDDTHHMMSSZ` (its UTC day).
    static func day(of text: String) -> CalendarDay? {
        if let due = Due(storageString: text) { return due.day }
        let digits = Array(text.utf8)
        guard digits.count >= 8, let year = Int(text.prefix(4)), let month = Int(text.dropFirst(4).prefix(2)),
              let day = Int(text.dropFirst(6).prefix(2)) else { return nil }
        return CalendarDay(year: year, month: month, day: day)
    }

    /// Seconds of a duration: ISO 8601 (`P1DT2H`, `PT90M`, `P2W`) or `90min`, `1h30m`, `2d`, `3w`, `45s`, `2h`.
    public static func seconds(of text: String) -> Double? {
        let trimmed = text.trimmingCharacters(in: .whitespaces).lowercased()
        guard !trimmed.isEmpty else { return nil }
        let units: [String: Double] = ["w": 604_800, "d": 86_400, "h": 3600, "m": 60, "min": 60, "mins": 60, "s": 1,
                                       "sec": 1, "hr": 3600, "hrs": 3600, "day": 86_400, "days": 86_400, "wk": 604_800]
        var rest = Substring(trimmed)
        var total = 0.0
        if rest.hasPrefix("p") {
            rest = rest.dropFirst()
            var inTime = false
            var number = ""
            for character in rest {
                if character == "t" { inTime = true; continue }
                if character.isNumber || character == "." { number.append(character); continue }
                guard let value = Double(number) else { return nil }
                switch character {
                case "w": total += value * 604_800
                case "d": total += value * 86_400
                case "h": total += value * 3600
                case "m": total += value * (inTime ? 60 : 2_592_000)
                case "s": total += value
                case "y": total += value * 31_536_000
                default: return nil
                }
                number = ""
            }
            return number.isEmpty ? total : nil
        }
        var sawUnit = false
        while !rest.isEmpty {
            let number = rest.prefix { $0.isNumber || $0 == "." }
            guard let value = Double(number) else { return nil }
            rest = rest.dropFirst(number.count)
            let unit = rest.prefix { $0.isLetter }
            rest = rest.dropFirst(unit.count)
            guard let scale = units[String(unit)] else { return nil }
            total += value * scale
            sawUnit = true
        }
        return sawUnit ? total : nil
    }

    /// `PT1H30M`, `P2DT3H`, `PT0S`: whole seconds as ISO 8601.
    public static func isoDuration(_ seconds: Double) -> String {
        var rest = Int(seconds.rounded())
        let days = rest / 86_400; rest %= 86_400
        let hours = rest / 3600; rest %= 3600
        let minutes = rest / 60, secs = rest % 60
        var text = "P" + (days > 0 ? "\(days)D" : "")
        if hours > 0 || minutes > 0 || secs > 0 || days == 0 {
            text += "T" + (hours > 0 ? "\(hours)H" : "") + (minutes > 0 ? "\(minutes)M" : "")
                + (secs > 0 || (hours == 0 && minutes == 0) ? "\(secs)S" : "")
        }
        return text
    }
}
