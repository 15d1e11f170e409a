import Testing
import TaskDomain
import TaskTestSupport

/// The shared date tables through the domain: `DateReader` for phrases standing alone,
/// `QuickAddParser` for titles, the filter's `due:` for phrases again.
struct DateTableTests {
    @Test(arguments: DatePhraseTable.accepted)
    func aPhraseGivesItsDueDateAndSaysWhatItChose(_ row: DatePhraseTable.Row) throws {
        let reading = try DateReader(clock: row.moment.clock).read(row.text)
        #expect(reading.due.storageString == row.due)
        #expect(reading.notes == row.notes)
    }

    @Test(arguments: DatePhraseTable.refused)
    func aPhraseThatIsNoDateIsRefusedByName(_ row: DatePhraseTable.Row) {
        #expect(throws: TaskDomainError.invalidDuePhrase(row.text)) {
            try DateReader(clock: row.moment.clock).read(row.text)
        }
    }

    @Test(arguments: TitleDateTable.rows)
    func aTitleGivesItsTitleDateAndRule(_ row: TitleDateTable.Row) {
        let result = QuickAddParser(clock: row.moment.clock).parse(row.text)
        #expect(result.title == row.title)
        #expect(result.due?.storageString == row.due)
        #expect(result.recurrence?.ruleText == row.rule)
        #expect(result.dueReading?.notes ?? [] == row.notes)
        #expect(result.leftAsText == row.leftAsText)
        #expect(result.problems.isEmpty)
    }

    /// `due:<phrase>` keeps the tasks due on the phrase's day and no other.
    @Test(arguments: DatePhraseTable.accepted.filter { $0.moment == .wed || $0.moment == .leap })
    func theFilterReadsThePhraseAsADay(_ row: DatePhraseTable.Row) throws {
        let clock = row.moment.clock
        let day = try #require(row.due.flatMap { Due(storageString: String($0.prefix(10))) }).day
        let onTheDay = try Fixtures.task("on the day", due: Due(day: day))
        let dayAfter = try Fixtures.task("the day after", due: Due(day: day.adding(days: 1)))
        let filter = try FilterParser(clock: clock).parse("due:\"\(row.text)\"")
        #expect(filter.matches(onTheDay, at: LocalNow(clock: clock)))
        #expect(!filter.matches(dayAfter, at: LocalNow(clock: clock)))
    }

    @Test func theTablesHoldSeveralHundredPhrasesAndTitles() {
        #expect(DatePhraseTable.rows.count >= 600)
        #expect(TitleDateTable.rows.count >= 150)
    }
}
