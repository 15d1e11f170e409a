import Testing
import TaskDomain
import TaskTestSupport
import TaskWording

struct DateReadingWordingTests {
    @Test(arguments: [
        (DateReading.Note.timeHadPassed(minuteOfDay: 540), "09:00 has passed today: the next one"),
        (.timeAlreadyPast(minuteOfDay: 1200), "20:00 today has already passed"),
        (.skippedByClockChange(typedMinuteOfDay: 150, day: CalendarDay(dayNumber: 20_520)),
         "02:30 does not exist on Sun 2026-03-08 (clocks go forward)"),
        (.nextWeeksDay(coming: CalendarDay(dayNumber: 20_525)), "next week's; the coming Fri is 2026-03-13"),
        (.tonightStarted, "after 20:00: today, no time"),
        (.noSuchDayThisMonth(day: 31), "the next month with a 31st"),
        (.passedThisYear, "next year's"),
    ])
    func eachNoteInWords(note: DateReading.Note, text: String) {
        #expect(DateReadingWording.text(note) == text)
    }

    @Test func aReadingShowsTheDateTheWordsAndTheNotes() throws {
        let reading = try DateReader(clock: Fixtures.clock).read("at 9am")
        #expect(DateReadingWording.read(reading, dueText: \.description)
                == "2026-03-12 09:00 ← 'at 9am' (09:00 has passed today: the next one)")
        let plain = try DateReader(clock: Fixtures.clock).read("tomorrow at 3pm")
        #expect(DateReadingWording.read(plain, dueText: \.description) == "2026-03-12 15:00 ← 'tomorrow at 3pm'")
    }

    @Test func phrasesLeftAsTextAreNamed() {
        #expect(DateReadingWording.leftAsText([]) == "")
        #expect(DateReadingWording.leftAsText(["friday", "today"]) == "kept as text: 'friday', 'today'")
        #expect(DateReadingWording.leftAsText(["friday"], sentence: true) == "Kept in the title as text: 'friday'")
    }

    @Test func theNewErrorsSayWhatToDo() {
        #expect(DomainErrorText.sentence(.notAField("wait", fields: ["due", "project"]))
                == "taskdeck has no wait: field (yet); a title reads due:, project: (write \\wait: to keep the word)")
        #expect(DomainErrorText.sentence(.twoTimes(due: 600, repeat: 570))
                == "the due date says 10:00 and the repeat 09:30: give the time once")
    }
}
