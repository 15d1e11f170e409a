import Testing
import TaskDomain
import TaskWording

/// Sunday 2026-11-29 12:00 UTC.
@Suite struct RelativeDueTests {
    let now = LocalNow(clock: FixedClock(year: 2026, month: 11, day: 29))

    func relative(_ days: Int, hour: Int? = nil) -> RelativeDue {
        RelativeDue(due: Due(day: now.day.adding(days: days), hour: hour, minute: 30), now: now)
    }

    @Test(arguments: [
        (0, "today", RelativeDue.Urgency.today), (1, "tomorrow", .soon), (2, "Tue", .soon), (6, "Sat", .soon),
        (7, "in 7d", .later), (30, "in 30d", .later), (31, "2026-12-30", .later),
        (-1, "1d overdue", .overdue), (-30, "30d overdue", .overdue), (-31, "2026-10-29", .overdue),
    ])
    func wordsAndUrgency(days: Int, text: String, urgency: RelativeDue.Urgency) {
        #expect(relative(days).text == text)
        #expect(relative(days).urgency == urgency)
    }

    @Test func aTimeIsShownForTheNextDaysAndMakesTodayOverdueOnceItPassed() {
        #expect(relative(0, hour: 17).text == "today 17:30")
        #expect(relative(0, hour: 17).urgency == .today)
        #expect(relative(0, hour: 9).urgency == .overdue)
        #expect(relative(3, hour: 9).text == "Wed 09:30")
    }
}

/// Sunday 2026-11-29 12:00 UTC.
@Suite struct RelativeCompletionTests {
    let clock = FixedClock(year: 2026, month: 11, day: 29)

    @Test(arguments: [
        (0.0, "done today"), (-0.4, "done today"), (1, "done yesterday"), (3, "done 3d ago"),
        (30, "done 30d ago"), (31, "2026-10-29"), (-2, "done today"),  // a clock that went back
    ])
    func words(daysAgo: Double, text: String) {
        let completed = clock.now.addingTimeInterval(-86_400 * daysAgo)
        #expect(RelativeCompletion(completed: completed, now: LocalNow(clock: clock), calendar: clock.calendar).text == text)
    }
}
