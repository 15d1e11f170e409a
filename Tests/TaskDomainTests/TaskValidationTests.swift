import Testing
import TaskDomain
import TaskTestSupport

struct TaskValidationTests {
    @Test func titleIsTrimmedAndRequired() throws {
        #expect(try Task(title: "  Buy milk \n", created: Fixtures.clock.now).title == "Buy milk")
        #expect(throws: TaskDomainError.emptyTitle) { try Task(title: " \t ", created: Fixtures.clock.now) }
        #expect(throws: TaskDomainError.titleHasNewline) { try Task(title: "a\nb", created: Fixtures.clock.now) }
        #expect(throws: TaskDomainError.titleHasNewline) { try TaskValidation.title("a\u{2028}b") }
        // Every line break, in ASCII titles and others (the ASCII pass hands these on).
        for text in ["a\rb", "a\u{0B}b", "a\u{0C}b", "a\u{85}b", "é\u{2029}b", "x\r\ny"] {
            #expect(throws: TaskDomainError.titleHasNewline, "\(text.debugDescription)") { try TaskValidation.title(text) }
        }
        #expect(try TaskValidation.title("\tCafé crème\u{0B} ") == "Café crème")
        #expect(try TaskValidation.title("\u{2003}Plan\u{A0}") == "Plan")
    }

    @Test func tagsAreNormalizedWords() throws {
        #expect(try TaskValidation.tags(["#Shop", "shop", " Errands "]) == ["shop", "errands"])
        #expect(throws: TaskDomainError.self) { try TaskValidation.tag("two words") }
        #expect(throws: TaskDomainError.self) { try TaskValidation.tag("#") }
        #expect(throws: TaskDomainError.self) { try TaskValidation.tag("a\u{1B}b") }
    }

    @Test func projectsAreDottedPathsWithoutSpaces() throws {
        #expect(try TaskValidation.project(" Home.garden ") == "Home.garden")
        for bad in ["", "home garden", "home..garden", ".home", "home."] {
            #expect(throws: TaskDomainError.self, "\(bad)") { try TaskValidation.project(bad) }
        }
        #expect(try TaskValidation.project("a.b.c") == "a.b.c")
        for bad in [".", "..", "a..", "a.b..c", ".a.b"] {
            #expect(throws: TaskDomainError.invalidProject(bad, reason: .emptyPart), "\(bad)") { try TaskValidation.project(bad) }
        }
    }

    @Test func notesKeepAnything() throws {
        let notes = "line 1\nline 2\u{1B}[31m\t"
        #expect(try Task(title: "x", notes: notes, created: Fixtures.clock.now).notes == notes)
    }

    @Test func completedDateOnlyWhenCompleted() throws {
        let now = Fixtures.clock.now
        #expect(try Task(title: "x", status: .pending, created: now, completed: now).completed == nil)
        #expect(try Task(title: "x", status: .completed, created: now).completed == now)
    }

    @Test func priorityParsing() throws {
        #expect(try Priority(parsing: "HIGH") == .high)
        #expect(try Priority(parsing: "m") == .medium)
        #expect(throws: TaskDomainError.invalidPriority("urgent")) { try Priority(parsing: "urgent") }
        #expect(Priority.none < .low && Priority.medium < .high)
    }
}
