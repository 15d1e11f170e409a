import TaskDomain
import TerminalCore

/// The month strip at the top of the Agenda: two rows, the day of the month at the start
/// of each week over one cell per day with its count (`·` none, `1`…`9`, `+` ten or more),
/// a space between weeks. Today and the chosen day are marked by style. When the month's
/// weeks do not all fit, the weeks around the chosen day that fit are shown; when not even
/// one does, there is no strip.
enum AgendaMonthStrip {
    /// Columns of one day's cell.
    static let cellWidth = 2
    static let monthNames = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]

    /// The strip's rows for `month` at `width` columns; empty when a week does not fit.
    static func lines(_ month: Agenda.MonthCounts, today: CalendarDay, chosen: CalendarDay, width: Int,
                      theme: Theme) -> [Agenda.Line] {
        let label = monthNames[(month.month - 1) % 12] + " \(month.year)"
        let labelWidth = label.count + 1
        let weeks = self.weeks(month)
        guard !weeks.isEmpty else { return [] }
        let chosenWeek = weeks.firstIndex { $0.contains(chosen.day) && chosen.month == month.month } ?? 0
        guard let shown = fitting(weeks, around: chosenWeek, room: width - labelWidth) else { return [] }

        var numbers = [StyledText(text: TextWidth.pad(label, toWidth: labelWidth), style: theme.title)]
        var counts = [StyledText(text: String(repeating: " ", count: labelWidth), style: .plain)]
        for (position, week) in weeks[shown].enumerated() {
            if position > 0 {
                numbers.append(.init(text: " ", style: .plain))
                counts.append(.init(text: " ", style: .plain))
            }
            for (offset, day) in week.enumerated() {
                let number = offset == 0 ? TextWidth.pad(String(day), toWidth: cellWidth, alignment: .right)
                    : String(repeating: " ", count: cellWidth)
                numbers.append(.init(text: number, style: theme.muted))
                let count = month.counts[day - 1]
                let isToday = today.year == month.year && today.month == month.month && today.day == day
                let isChosen = chosen.year == month.year && chosen.month == month.month && chosen.day == day
                var style = count == 0 ? theme.muted : Style.plain
                if isToday { style = theme.dueToday.bold }
                if isChosen { style = theme.selected(style) }
                counts.append(.init(text: " " + mark(count), style: style))
            }
        }
        return [Agenda.Line(merged(numbers)), Agenda.Line(merged(counts))]
    }

    /// `·`, a digit, or `+` for ten and more.
    static func mark(_ count: Int) -> String {
        switch count {
        case 0: "·"
        case 1...9: String(count)
        default: "+"
        }
    }

    /// The days of the month (1-based) by week, a week starting on `firstWeekday`.
    static func weeks(_ month: Agenda.MonthCounts) -> [[Int]] {
        guard let first = CalendarDay(year: month.year, month: month.month, day: 1) else { return [] }
        var weeks: [[Int]] = []
        for day in 1...month.counts.count {
            let weekday = first.adding(days: day - 1).weekday
            if weeks.isEmpty || weekday == month.firstWeekday { weeks.append([]) }
            weeks[weeks.count - 1].append(day)
        }
        return weeks
    }

    /// The widest run of whole weeks around `center` that fits in `room` columns.
    private static func fitting(_ weeks: [[Int]], around center: Int, room: Int) -> Range<Int>? {
        func width(_ range: Range<Int>) -> Int {
            weeks[range].map { $0.count * cellWidth }.reduce(0, +) + range.count - 1
        }
        var range = center..<(center + 1)
        guard width(range) <= room else { return nil }
        var grew = true
        while grew {
            grew = false
            if range.upperBound < weeks.count, width(range.lowerBound..<(range.upperBound + 1)) <= room {
                range = range.lowerBound..<(range.upperBound + 1)
                grew = true
            }
            if range.lowerBound > 0, width((range.lowerBound - 1)..<range.upperBound) <= room {
                range = (range.lowerBound - 1)..<range.upperBound
                grew = true
            }
        }
        return range
    }

    /// Neighbouring runs of one style joined, so a view model compares (and draws) simply.
    private static func merged(_ runs: [StyledText]) -> [StyledText] {
        runs.reduce(into: []) { result, run in
            if let last = result.last, last.style == run.style {
                result[result.count - 1].text += run.text
            } else {
                result.append(run)
            }
        }
    }
}
