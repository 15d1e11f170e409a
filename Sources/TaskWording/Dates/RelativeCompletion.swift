import Foundation
import TaskDomain

/// When a completed task was done, in words relative to today: `done today`,
/// `done yesterday`, `done 3d ago`, or the day itself when it is more than a month ago.
///
/// A completed task shows this where a pending one shows its due date (the list, `list`):
/// a done task is never "overdue", and what a person looks for among done tasks is when
/// they did them. Said once here for both driving adapters.
public struct RelativeCompletion: Hashable, Sendable {
    public let text: String

    public init(completed: Date, now: LocalNow, calendar: Calendar) {
        let day = CalendarDay(date: completed, calendar: calendar)
        let daysAgo = now.day.days(from: day)
        switch daysAgo {
        case ..<1: text = "done " + DayDistance.text(0)  // also a clock that went back
        case ...RelativeDue.countHorizon: text = "done " + DayDistance.text(-daysAgo)
        default: text = day.description
        }
    }
}
