import TaskDomain

/// A due date in words relative to today: `today 17:30`, `tomorrow`, `in 3d`, `2d overdue`,
/// or the date itself when more than two weeks away.
struct RelativeDueText {
    let text: String
    let isOverdue: Bool
    let isToday: Bool

    init(due: Due, now: LocalNow) {
        let days = due.daysFrom(today: now.day)
        let time = due.hour.map { hour in " " + (hour < 10 ? "0" : "") + "\(hour):" + (due.minute! < 10 ? "0" : "") + "\(due.minute!)" } ?? ""
        isOverdue = due.isOverdue(at: now)
        isToday = days == 0
        switch days {
        case ..<0: text = "\(-days)d overdue"
        case 0: text = "today" + time
        case 1: text = "tomorrow" + time
        case 2...14: text = "in \(days)d" + time
        default: text = due.description
        }
    }
}
