import TaskDomain
import Testing
@testable import TaskScenes

/// The command line's grammar and Tab completion, as tables: pure functions of the line.
struct TaskListCommandParserTests {
    static let words = TaskListPresenter.commandWords(formats: ["json", "todotxt", "taskwarrior", "ics"],
                                                      views: ["work", "this week"])

    @Test(arguments: [
        ("sort priority", TaskListCommand.sort(.priority)),
        ("  sort   TITLE ", .sort(.title)),
        ("tab done", .filter(.completed)),
        ("filter today", .filter(.dueToday)),
        ("view work", .view("work")),
        ("view  This   Week", .view("this week")),
        ("export todotxt", .export(format: "todotxt", path: nil, overwrite: false)),
        ("export JSON ~/out.json", .export(format: "json", path: "~/out.json", overwrite: false)),
        ("export! ics /tmp/x.ics", .export(format: "ics", path: "/tmp/x.ics", overwrite: true)),
        // The path is the rest of the line: spaces stay, quotes around it go.
        ("export json /tmp/my tasks.json  ", .export(format: "json", path: "/tmp/my tasks.json", overwrite: false)),
        ("export json \"/tmp/q x.json\"", .export(format: "json", path: "/tmp/q x.json", overwrite: false)),
        ("export json 'a'", .export(format: "json", path: "a", overwrite: false)),
        ("toggle", .action(.change(.toggle))),
        ("undo", .action(.change(.undo))),
        ("edit-notes", .action(.change(.editNotes))),
        ("page-down", .action(.browse(.move(.pageDown)))),
        ("toggle-preview", .action(.browse(.togglePreview))),
        ("sync", .action(.storage(.sync))),
        ("help", .action(.browse(.help))),
        ("q", .action(.browse(.quit))),
        ("quit", .action(.browse(.quit))),
    ])
    func readsEveryCommand(line: String, command: TaskListCommand) {
        #expect(TaskListCommandParser.parse(line, words: Self.words) == .success(command))
    }

    @Test(arguments: [
        ("", TaskListCommandError.empty),
        ("   ", .empty),
        ("sortt priority", .unknownCommand(word: "sortt", column: 1)),
        ("  frobnicate", .unknownCommand(word: "frobnicate", column: 3)),
        ("command-line", .unknownCommand(word: "command-line", column: 1)),
        ("sort prio", .unknownArgument(command: "sort", word: "prio", column: 6,
                                       expected: ["created", "due", "priority", "title", "urgency"])),
        ("sort", .missingArgument(command: "sort", expected: ["created", "due", "priority", "title", "urgency"])),
        ("sort due extra", .extraArgument(command: "sort", word: "extra", column: 10)),
        ("tab someday", .unknownArgument(command: "tab", word: "someday", column: 5,
                                         expected: ["all", "done", "next", "overdue", "pending", "today", "waiting", "week"])),
        ("export csv", .unknownArgument(command: "export", word: "csv", column: 8,
                                        expected: ["json", "todotxt", "taskwarrior", "ics"])),
        ("export", .missingArgument(command: "export", expected: ["json", "todotxt", "taskwarrior", "ics"])),
        ("export json \"\"", .emptyPath(command: "export", column: 13)),
        ("toggle now", .extraArgument(command: "toggle", word: "now", column: 8)),
        ("sort! due", .bangNotAllowed(command: "sort", column: 5)),
        ("view", .missingArgument(command: "view", expected: ["work", "this week"])),
        ("view home", .unknownArgument(command: "view", word: "home", column: 6, expected: ["work", "this week"])),
    ])
    func refusesWhatItCannotReadNamingTheWord(line: String, error: TaskListCommandError) {
        #expect(TaskListCommandParser.parse(line, words: Self.words) == .failure(error))
    }

    @Test func wordsKeepTheirColumns() {
        #expect(TaskListCommandParser.words(of: " ab  c") == [.init(text: "ab", column: 2), .init(text: "c", column: 6)])
    }

    @Test(arguments: [
        // The command name: as far as the names agree, else each in turn.
        ("so", "sort", ["sort"]),
        ("st", nil, ["start", "start-stop", "statistics", "stop"]),
        ("stati", "statistics", ["statistics"]),
        ("ag", "agenda", ["agenda"]),
        ("tog", "toggle", ["toggle", "toggle-preview"]),
        ("prevIo", "previous-", ["previous-filter", "previous-match"]),
        ("pre", "previ", ["preview-down", "preview-up", "previous-filter", "previous-match"]),
        // The argument of a command.
        ("sort p", "sort priority", ["sort priority"]),
        ("sort ", nil, ["sort created", "sort due", "sort priority", "sort title", "sort urgency"]),
        ("tab o", "tab overdue", ["tab overdue"]),
        ("view w", "view work", ["view work"]),
        ("export t", nil, ["export todotxt", "export taskwarrior"]),
        ("export! i", "export! ics", ["export! ics"]),
        // Nothing to complete: a command without an argument, a third word.
        ("toggle ", nil, []),
        ("sort due x", nil, []),
    ] as [(String, String?, [String])])
    func tabOffersNamesThenArguments(line: String, shared: String?, options: [String]) {
        let offer = TaskListCommandParser.offer(for: line, words: Self.words)
        #expect(offer.sharedText == shared)
        #expect(offer.options == options)
    }
}
