import Testing
import TaskDomain
import TaskWording
import TaskTestSupport
import TerminalCore
@testable import TaskScenes

@Suite struct TaskListPresenterTests {
    let display = TaskListDisplayLogicSpy()

    func present(_ tasks: [Task], selected: Int? = 0, width: Int = 80, query: TaskQuery = TaskQuery(),
                 summary: TaskSummary? = nil, windowStart: Int = 0, views: [String] = [], activeView: String? = nil,
                 searchFilter: String = "") -> TaskList.FetchTasks.ViewModel? {
        let presenter = TaskListPresenter(clock: Fixtures.Samples.clock)
        presenter.viewController = display
        presenter.presentTasks(response: .init(
            storeName: "tasks.json", query: query, views: views, activeView: activeView, searchFilter: searchFilter,
            summary: summary ?? TaskSummary(tasks: tasks, clock: Fixtures.Samples.clock),
            matchingCount: tasks.count, window: tasks, windowStart: windowStart,
            selectedIndex: tasks.isEmpty ? nil : selected, rowWidth: width))
        return display.displayTasksViewModels.last
    }

    func text(_ row: TaskList.Row) -> String { row.spans.map(\.text).joined() }
    /// The row without the blank the columns leave at its end.
    func ended(_ row: TaskList.Row) -> String { String(text(row).reversed().drop { $0 == " " }.reversed()) }

    @Test func anOpenTaskAnswerTellsTheViewWhereToGo() {
        let presenter = TaskListPresenter(clock: Fixtures.Samples.clock)
        presenter.viewController = display
        for destination in [TaskList.OpenDestination.detail, .editor, .subtaskEditor] {
            presenter.presentOpenTask(response: .init(destination: destination))
        }
        #expect(display.displayOpenTaskViewModels == [.init(destination: .detail), .init(destination: .editor),
                                                      .init(destination: .subtaskEditor)])
    }

    @Test func rowsShowCheckboxPriorityTitleProjectTagsAndRelativeDue() throws {
        let viewModel = try #require(present([Fixtures.Samples.milk, Fixtures.Samples.report, Fixtures.Samples.call, Fixtures.Samples.taxes]))
        #expect(viewModel.rows.map(text) == [
            // The title takes the room it needs, project and tags their widest cell; the due
            // column is as wide as the widest due text on screen, and the rest of the row is blank
            // (issue 25: at 200 columns the project and due stood far from the titles).
            ("[ ]  !!! " + "Buy milk    " + " " + "       " + " " + "#shop" + " " + "   tomorrow").padding(80),
            ("[ ]      " + "Write report" + " " + "+work  " + " " + "     " + " " + "today 17:30").padding(80),
            ("[ ]      " + "Call mom    " + " " + "+family" + " " + "     " + " " + " 2d overdue").padding(80),
            ("[x]      " + "File taxes  " + " " + "       " + " " + "     " + " " + " done today").padding(80),
        ])
        #expect(viewModel.rows.map(\.isSelected) == [true, false, false, false])
        #expect(viewModel.rows.allSatisfy { TextWidth.width(of: text($0)) == 80 })
    }

    @Test(arguments: [
        (2, "Tue"), (6, "Sat"), (7, "in 7d"), (30, "in 30d"), (31, "2026-12-30"), (-1, "1d overdue"),
    ])
    func dueDatesReadAsRelativeWords(daysAhead: Int, expected: String) throws {
        let task = try Fixtures.Samples.task("T", due: Due(day: Fixtures.Samples.clock.today.adding(days: daysAhead)))
        let row = try #require(present([task])?.rows.first)
        #expect(ended(row).hasSuffix(" " + expected))
    }

    @Test func longAndWideTitlesAreCutByDisplayWidthAndStayAligned() throws {
        let wide = try Fixtures.Samples.task("日本語のとても長いタスクのタイトルはここで切られるべきです", project: "home")
        let emoji = try Fixtures.Samples.task("Plant 🌱🌱🌱🌱🌱🌱🌱🌱🌱🌱🌱🌱🌱🌱🌱🌱🌱 now", project: "home")
        let viewModel = try #require(present([wide, emoji], width: 56))
        for row in viewModel.rows {
            #expect(TextWidth.width(of: text(row)) == 56)
            try #require(row.spans.count > 2)
            #expect(row.spans[2].text.contains("…"))
            #expect(TextWidth.width(of: row.spans[2].text) == TaskRowLayout(width: 56, tasks: [wide, emoji], now: LocalNow(clock: Fixtures.Samples.clock), calendar: Fixtures.Samples.clock.calendar).titleWidth + 1)
        }
    }

    /// The title gets the room first: tags and project shrink to 8 (a name that short is never
    /// cut), then the title gives way down to 30, then tags and then the project are dropped
    /// (the room going back to the title first), and only then is the title cut further.
    @Test func narrowWindowsShrinkTagsAndProjectBeforeTheTitle() throws {
        let task = try Fixtures.Samples.task("A title long enough to want more than thirty", due: Due(day: Fixtures.Samples.clock.today.adding(days: 1)),
                                  project: "home.garden", tags: ["errand", "weekly"])
        func spans(_ width: Int) throws -> [String] { try #require(present([task], width: width)?.rows.first).spans.map(\.text) }
        #expect(try spans(120)[2] == "A title long enough to want more than thirty ")  // all whole
        #expect(try spans(120)[3...4] == ["+home.garden ", "#errand #weekly "])
        let tagsCut = try spans(85)
        #expect(tagsCut[2].count == 45 && tagsCut[3] == "+home.garden " && tagsCut[4] == "#errand … ")
        let bothCut = try spans(80)
        #expect(bothCut[2].count == 45 && bothCut[3] == "+home.g… " && bothCut[4] == "#errand… ")
        #expect(try spans(70)[2].count == 35 && spans(70)[4] == "#errand… ")  // then the title
        let noTags = try spans(60)
        #expect(noTags.count == 5 && noTags[2].count == 34 && noTags[3] == "+home.g… ")  // tags dropped
        let narrow = try spans(50)
        #expect(narrow.count == 4 && narrow[2].count == 33)  // no project either: the title gets the room
    }

    /// A short project or tag is never cut, and a long one takes at most its maximum: the
    /// title is what gets the room (issue 25: `+family` cut to `+fami…`).
    @Test func shortNamesStayWholeAndLongOnesStopAtTheirMaximum() throws {
        let family = try Fixtures.Samples.task("A fifty-two character title that wants all its room!", project: "family", tags: ["phone"])
        let finances = try Fixtures.Samples.task("Pay rent", project: "household.finances.monthly", tags: ["bills", "monthly", "recurring"])
        let rows = try #require(present([family, finances], width: 200)?.rows).map { $0.spans.map(\.text) }
        #expect(rows[0][3] == "+family          " && rows[1][3] == "+household.fina… ")
        #expect(rows[1][4] == "#bills #monthly #re… ")
        let narrow = try #require(present([family, finances], width: 80)?.rows).map { $0.spans.map(\.text) }
        #expect(narrow[0][3].hasPrefix("+family ") && narrow[0][4].hasPrefix("#phone "))
        #expect(narrow[0][2].hasPrefix("A fifty-two character title that wants"))
    }

    @Test func markedRowsShowAStarAndTheCountSaysWhatMarksDo() throws {
        let presenter = TaskListPresenter(clock: Fixtures.Samples.clock)
        presenter.viewController = display
        try presenter.presentTasks(response: .init(
            storeName: "tasks.json", query: TaskQuery(), summary: TaskSummary(), matchingCount: 2,
            window: [Fixtures.Samples.milk, Fixtures.Samples.call], windowStart: 0, selectedIndex: 0, rowWidth: 80,
            markedInWindow: [try Fixtures.Samples.call.id], markedCount: 4, hiddenMarkedCount: 2))
        let viewModel = try #require(display.displayTasksViewModels.last)
        #expect(viewModel.rows.map(\.isMarked) == [false, true])
        #expect(viewModel.rows.map { text($0).prefix(5) } == ["[ ]  ", "[ ]* "])  // the mark does not run into `!!!`
        #expect(viewModel.marks == "4 marked (2 hidden) — x, D, +, -, # act on all; Esc unmarks")
    }

    @Test func aCompletedTaskShowsWhenItWasDoneNotThatItIsOverdue() throws {
        let due = Due(day: try Fixtures.Samples.day(2026, 11, 20))
        let rows = try #require(present([
            Fixtures.Samples.task("Old", due: due, completedDaysAgo: 3), Fixtures.Samples.task("Older", due: due, completedDaysAgo: 45),
        ])?.rows)
        #expect(ended(rows[0]).hasSuffix("   done 3d ago"))
        #expect(ended(rows[1]).hasSuffix("Older · due 2026-11-20  2026-10-15"))  // the day it was due, dimmed
        #expect(ended(rows[0]).count == ended(rows[1]).count)  // right-aligned: both end in one column  // more than a month ago: the day it was done
        #expect(!rows.map(text).joined().contains("overdue"))
    }

    @Test func completedTasksAreDimmed() throws {
        let row = try #require(present([Fixtures.Samples.taxes])?.rows.first)
        #expect(row.spans.allSatisfy { $0.style.attributes.contains(.dim) })
    }

    @Test func headerShowsFileTabsSortCountsAndNarrowing() throws {
        let query = TaskQuery(filter: .dueToday, project: "home", tag: "shop", sort: .priority)
        let header = try #require(present(Fixtures.Samples.all, query: query, searchFilter: "milk !high")?.header)
        #expect(header.title == "taskdeck · tasks.json")
        #expect(header.tabs.map(\.label) == ["All", "Pending", "Next", "Today", "Week", "Overdue", "Waiting", "Done"])
        #expect(header.tabs.filter(\.isActive).map(\.label) == ["Today"])
        #expect(header.counts == "3 pending · 1 overdue · 1 today · 1 done")
        #expect(header.note == "project: home  tag: #shop  filter: \"milk !high\"  sort: priority")
    }

    /// Saved views are tabs after the built-in ones; the active one is the view's.
    @Test func savedViewsAreTabsAfterTheBuiltInOnes() throws {
        let header = try #require(present(Fixtures.Samples.all, query: TaskQuery(filter: .all), views: ["work", "errands"],
                                          activeView: "errands")?.header)
        #expect(header.tabs.map(\.label) == ["All", "Pending", "Next", "Today", "Week", "Overdue", "Waiting", "Done", "work", "errands"])
        #expect(header.tabs.filter(\.isActive).map(\.label) == ["errands"])
        let empty = try #require(present([], query: TaskQuery(filter: .all), summary: TaskSummary(total: 3),
                                         views: ["work"], activeView: "work"))
        #expect(empty.emptyState == ["Nothing here in work.", "f shows another tab."])
    }

    /// A saved view with its own columns shows its rows in them; the other tabs keep the list's.
    @Test func aViewsOwnColumnsShapeItsRows() throws {
        let presenter = TaskListPresenter(clock: Fixtures.Samples.clock, columns: [.title, .priority],
                                          viewColumns: ["errands": [.priority, .title]])
        presenter.viewController = display
        let milk = try Fixtures.Samples.milk
        for activeView in ["errands", nil] {
            presenter.presentTasks(response: .init(
                storeName: "tasks.json", query: TaskQuery(), views: ["errands"], activeView: activeView,
                summary: TaskSummary(tasks: [milk], clock: Fixtures.Samples.clock), matchingCount: 1,
                window: [milk], windowStart: 0, selectedIndex: 0, rowWidth: 40))
        }
        let rows = display.displayTasksViewModels.map { try? #require($0.rows.first).spans.map(\.text).joined() }
        #expect(rows.map { $0?.split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ") }
                == ["[ ] !!! Buy milk", "[ ] Buy milk !!!"])
    }

    /// A `/` text that does not read: the sentence points at the word, with its column.
    @Test func aFilterThatDoesNotReadIsSaidWithTheWordAndItsColumn() {
        let presenter = TaskListPresenter(clock: Fixtures.Samples.clock)
        presenter.viewController = display
        presenter.presentSearchProblem(response: .init(problem: FilterError(.invalidDate("due"), word: "due:<frx", column: 7)))
        presenter.presentSearchProblem(response: .init(problem: FilterError(.unclosedParenthesis, word: "(", column: 1)))
        presenter.presentSearchProblem(response: .init(problem: nil))
        #expect(display.displaySearchProblemViewModels == [
            .init(problem: StatusLine(text: "✗ cannot read 'due:<frx' (column 7) of the filter: not a date; try due:today, "
                                      + "due:<fri, due:>=2026-12-01, due:none or due:any", isError: true)),
            .init(problem: StatusLine(text: "✗ cannot read '(' (column 1) of the filter: this ( is never closed",
                                      isError: true)),
            .init(problem: nil),
        ])
    }

    /// The title row is fitted to the window: counts are dropped from the least pressing
    /// while the title keeps 8 columns, then the file name alone replaces the title.
    @Test(arguments: [
        (80, "taskdeck · tasks.json", "3 pending · 1 overdue · 1 today · 1 done"),
        (60, "tasks.json", "3 pending · 1 overdue · 1 today · 1 done"),
        (50, "tasks.json", "3 pending · 1 overdue · 1 today"),
        (40, "tasks.json", "3 pending · 1 overdue"),
        (20, "tasks.json", "3 pending"),
    ])
    func theTitleRowFitsTheWidth(width: Int, title: String, counts: String) throws {
        let header = try #require(present(Fixtures.Samples.all, width: width)?.header)
        #expect(header.title == title)
        #expect(header.counts == counts)
    }

    @Test func thePromptsAreIntroducedByThePresenter() throws {
        let presenter = TaskListPresenter(clock: Fixtures.Samples.clock)
        presenter.viewController = display
        presenter.presentTagsPrompt(response: .init(text: "wo"))
        presenter.presentTagsPrompt(response: .init(text: "", current: ["home", "phone"]))
        #expect(display.displayTagsPromptViewModels == [.init(label: "tags (work -home): ", text: "wo"),
                                                        .init(label: "tags (now #home #phone; work -home): ", text: "")])
        #expect(try present(Fixtures.Samples.all)?.searchLabel == "/")
    }

    @Test func positionCountsFromOne() throws {
        #expect(try present(Fixtures.Samples.all, selected: 5, summary: TaskSummary(total: 40), windowStart: 4)?.position == "6/4")
    }

    @Test func anEmptyFileTellsANewUserHowToStart() throws {
        let viewModel = try #require(present([], summary: TaskSummary()))
        #expect(viewModel.rows.isEmpty)
        #expect(viewModel.emptyState.first == "No tasks yet.")
        #expect(viewModel.emptyState.contains { $0.contains("Press a to add") })
        #expect(viewModel.position == "")
    }

    @Test func anEmptySearchResultSaysHowToClearIt() throws {
        let viewModel = try #require(present([], summary: TaskSummary(total: 3), searchFilter: "zzz"))
        #expect(viewModel.emptyState == ["Nothing matches.", "Esc clears the search."])
    }

    @Test func statusMessagesSayWhatHappenedAndHowToUndo() throws {
        let presenter = TaskListPresenter(clock: Fixtures.Samples.clock)
        presenter.viewController = display
        let milk = try Fixtures.Samples.milk
        let change = TaskChange(action: .completed, entries: [.init(id: milk.id, before: milk, after: try Fixtures.Samples.taxes)])
        presenter.presentStatus(response: .init(kind: .change(.made(change))))
        presenter.presentStatus(response: .init(kind: .change(.undone(change))))
        presenter.presentStatus(response: .init(kind: .change(.failed(.complete(title: "Buy milk"), SceneError(Fixtures.TestError())))))
        #expect(display.displayStatusViewModels == [
            .init(text: "Completed 'File taxes' — u to undo", isError: false),
            .init(text: "Undid: Completed 'File taxes' — Ctrl-R to redo", isError: false),
            .init(text: "Could not complete 'Buy milk': disk full", isError: true),
        ])
    }

    /// Unshown files: the first one's name and how many more, in red, and where to look.
    @Test func unshownFilesAreNamedWithACount() {
        let presenter = TaskListPresenter(clock: Fixtures.Samples.clock)
        presenter.viewController = display
        presenter.presentStatus(response: .init(kind: .unshownFiles(paths: ["/v/tasks/x.ics"])))
        presenter.presentStatus(response: .init(kind: .unshownFiles(paths: ["/v/tasks/x.ics", "/v/work/y.ics"])))
        presenter.presentStatus(response: .init(kind: .unshownFiles(paths: ["/v/tasks/x.ics", "/v/a.ics", "/v/b.ics"])))
        #expect(display.displayStatusViewModels == [
            .init(text: "Not shown: x.ics, unreadable or a repeated UID; taskdeck list says why", isError: true),
            .init(text: "Not shown: x.ics (and 1 more file), unreadable or a repeated UID; taskdeck list says why",
                  isError: true),
            .init(text: "Not shown: x.ics (and 2 more files), unreadable or a repeated UID; taskdeck list says why",
                  isError: true),
        ])
    }

    /// Every sentence of the list's own status line (the change outcomes are ChangeStatus's).
    @Test func everyStatusOfTheListHasItsSentence() {
        let presenter = TaskListPresenter(clock: Fixtures.Samples.clock)
        presenter.viewController = display
        let kinds: [TaskList.Status.Response.Kind] = [
            .noTaskSelected, .tags(.noTagsGiven), .browse(.noNarrowing),
            .browse(.narrowed(project: "home", tag: nil)), .browse(.narrowed(project: nil, tag: "shop")),
            .browse(.narrowed(project: "home", tag: "shop")), .browse(.narrowed(project: nil, tag: nil)),
            .readOnlyStore(name: "tasks.json"), .change(.nothingToUndo),
        ]
        for kind in kinds { presenter.presentStatus(response: .init(kind: kind)) }
        presenter.presentFetchTasksFailure(response: .init(error: SceneError(Fixtures.TestError("gone"))))
        #expect(display.displayStatusViewModels == [
            .init(text: "No task selected", isError: false),
            .init(text: "Type tags to add (work) or remove (-work)", isError: false),
            .init(text: "No project or tag filter to clear", isError: false),
            .init(text: "Showing project home — c shows all again", isError: false),
            .init(text: "Showing tag #shop — c shows all again", isError: false),
            .init(text: "Showing project home, tag #shop — c shows all again", isError: false),
            .init(text: "Showing every project and tag", isError: false),
            .init(text: "tasks.json is read-only: you can look, but changes will not be saved (chmod u+w to allow them)",
                  isError: true),
            .init(text: "Nothing to undo", isError: false),
            .init(text: "Could not read the tasks: gone", isError: true),
        ])
    }
}

private extension String {
    func padding(_ width: Int) -> String { self + String(repeating: " ", count: max(0, width - count)) }
}
