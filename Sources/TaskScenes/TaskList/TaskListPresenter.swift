import TaskDomain
import TaskWording
import TerminalCore

/// Formats the Task List's responses into strings, styles and exact column widths.
final class TaskListPresenter: TaskListPresentationLogic {
    weak var viewController: TaskListDisplayLogic?
    private let clock: any Clock

    /// The styles of every meaning this scene shows.
    let theme: Theme

    /// The row's columns and how due dates are worded (`[list] columns`, `date-style`), and
    /// the columns of the saved views that give their own (`[views.NAME] columns`), by name.
    let columns: [ListColumn]
    let viewColumns: [String: [ListColumn]]
    let dateStyle: DateStyle

    init(clock: any Clock, theme: Theme = .dark, columns: [ListColumn] = ListColumn.defaults,
         viewColumns: [String: [ListColumn]] = [:], dateStyle: DateStyle = .relative) {
        self.theme = theme
        self.columns = columns
        self.viewColumns = viewColumns
        self.dateStyle = dateStyle
        self.clock = clock
    }

    // MARK: - Presentation logic

    func presentTasks(response: TaskList.FetchTasks.Response) {
        let now = LocalNow(clock: clock)
        var titleMarks: [TaskID: TaskRowLayout.TitleMarks] = [:]
        for (task, place) in zip(response.window, response.outline) { titleMarks[task.id] = Self.titleMarks(place) }
        let layout = TaskRowLayout(width: response.rowWidth, tasks: response.window, now: now, calendar: clock.calendar,
                                   marks: titleMarks, columns: response.activeView.flatMap { viewColumns[$0] } ?? columns,
                                   dateStyle: dateStyle)
        let rows = response.window.enumerated().map { offset, task in
            let isMarked = response.markedInWindow.contains(task.id)
            let isContext = response.outline.indices.contains(offset) && response.outline[offset].isContext
            return TaskList.Row(id: task.id, spans: layout.spans(for: task, isMarked: isMarked, isContext: isContext,
                                                                 theme: theme),
                                isSelected: response.windowStart + offset == response.selectedIndex,
                                isMarked: isMarked)
        }
        let position = response.selectedIndex.map { "\($0 + 1)/\(response.matchingCount)" } ?? ""
        viewController?.displayTasks(viewModel: .init(
            header: header(response),
            rows: rows,
            emptyState: response.matchingCount == 0 ? emptyState(response) : [],
            position: position,
            marks: marks(response),
            searchLabel: "/",
            commandLabel: ":",
            preview: response.preview.map(preview)))
    }

    /// The preview: a title naming the task, then its notes wrapped to the preview's width.
    private func preview(_ response: TaskList.NotesPreview.Response) -> TaskList.NotesPreview.ViewModel {
        guard let task = response.task else {
            return .init(taskID: nil, title: TextWidth.truncate("Notes", toWidth: response.width),
                         lines: ["No task selected."], isEmpty: true)
        }
        let title = TextWidth.truncate("Notes · \(task.title)", toWidth: response.width)
        guard !task.notes.allSatisfy(\.isWhitespace) else {
            return .init(taskID: task.id, title: title, lines: ["No notes. E writes some."], isEmpty: true)
        }
        // The preview shows the top of the notes: wrapping only its beginning keeps each
        // move as cheap with a book in the notes as with a line.
        let notes = task.notes
        let end = notes.index(notes.startIndex, offsetBy: Self.previewCharacters, limitedBy: notes.endIndex) ?? notes.endIndex
        let shown = String(notes[..<end])
        return .init(taskID: task.id, title: title, lines: TextWrap.lines(shown, width: response.width), isEmpty: false)
    }

    /// More of the notes than any preview shows (a window is at most 1000 rows).
    static let previewCharacters = 64 * 1024

    /// The deepest level drawn further right: deeper subtasks line up with it, so a deep
    /// tree never pushes titles off the row.
    static let deepestIndent = 8

    /// "  ▸ Trip 2/5 [+7]": two columns per level, `▸` on a folded parent with the count of
    /// rows folded under it, and done/total direct subtasks.
    static func titleMarks(_ place: TaskList.RowPlace) -> TaskRowLayout.TitleMarks {
        var prefix = String(repeating: "  ", count: min(place.depth, deepestIndent))
        if place.hiddenCount > 0 { prefix += "▸ " }
        var suffix = place.progress.map { " \($0.done)/\($0.total)" } ?? ""
        if place.hiddenCount > 0 { suffix += " [+\(place.hiddenCount)]" }
        return .init(prefix: prefix, suffix: suffix)
    }

    func presentParentPrompt(response: TaskList.ParentPrompt.Response) {
        viewController?.displayParentPrompt(viewModel: .init(label: "move under (title or ID; empty: top level): ",
                                                             text: response.text))
    }

    func presentStatus(response: TaskList.Status.Response) {
        viewController?.displayStatus(viewModel: status(response.kind))
    }

    func presentTagsPrompt(response: TaskList.TagsPrompt.Response) {
        viewController?.displayTagsPrompt(viewModel: .init(label: "tags (work -home): ", text: response.text))
    }

    func presentSearchProblem(response: TaskList.Search.Response) {
        let problem = response.problem.map { StatusLine(text: "✗ " + FilterErrorText.sentence($0), isError: true) }
        viewController?.displaySearchProblem(viewModel: .init(problem: problem))
    }

    func presentCommandLine(response: TaskList.CommandLine.Response) {
        viewController?.displayCommandLine(viewModel: .init(text: response.text))
    }

    func presentCommandAction(response: TaskList.CommandLine.ActionResponse) {
        viewController?.displayCommandAction(viewModel: response)
    }

    /// The command line's words: every list action by its config name (`:q` too), the
    /// orders as the header names them, the tabs as they are titled, lower case, and the
    /// saved views as the config file names them.
    static func commandWords(formats: [String], views: [String] = []) -> TaskListCommandWords {
        var actions: [String: TaskListAction] = ["q": .quit]
        for binding in TaskListKeyMap.list.bindings where binding.action != .commandLine {
            actions[binding.action.configName] = binding.action
        }
        return TaskListCommandWords(
            actions: actions,
            sorts: Dictionary(uniqueKeysWithValues: TaskSort.allCases.map { ($0.rawValue, $0) }),
            tabs: Dictionary(uniqueKeysWithValues: TaskList.filterTabs.map { (tabName($0).lowercased(), $0) }),
            formats: formats,
            views: views)
    }

    func presentOpenTask(response: TaskList.OpenTask.Response) {
        viewController?.displayOpenTask(viewModel: .init(destination: response.destination))
    }

    func presentFetchTasksFailure(response: TaskList.FetchTasks.FailureResponse) {
        viewController?.displayStatus(viewModel: ChangeStatus.line(for: .failed(.readTasks, response.error)))
    }

    private func marks(_ response: TaskList.FetchTasks.Response) -> String {
        guard response.markedCount > 0 else { return "" }
        let hidden = response.hiddenMarkedCount > 0 ? " (\(response.hiddenMarkedCount) hidden)" : ""
        return "\(response.markedCount) marked\(hidden) — x, D, +, -, # act on all; Esc unmarks"
    }

    // MARK: - Header

    /// The tab names, for `TaskList.filterTabs`.
    static func tabName(_ filter: TaskFilter) -> String {
        switch filter {
        case .all: "All"
        case .pending: "Pending"
        case .dueToday: "Today"
        case .dueThisWeek: "Week"
        case .overdue: "Overdue"
        case .completed: "Done"
        }
    }

    private func header(_ response: TaskList.FetchTasks.Response) -> TaskList.Header {
        let summary = response.summary
        // Most pressing first: a narrow window drops the counts from the end.
        var counts = ["\(summary.pending) pending"]
        if summary.overdue > 0 { counts.append("\(summary.overdue) overdue") }
        if summary.dueToday > 0 { counts.append("\(summary.dueToday) today") }
        counts.append("\(summary.completed) done")
        let query = response.query
        var note: [String] = []
        if let project = query.project { note.append("project: \(project)") }
        if let tag = query.tag { note.append("tag: #\(tag)") }
        if !response.searchFilter.isEmpty { note.append("filter: \"\(response.searchFilter)\"") }
        note.append("sort: \(query.sort.rawValue)")
        let (title, fittedCounts) = titleRow(title: "taskdeck · \(response.storeName)", shortTitle: response.storeName,
                                             counts: counts, width: response.rowWidth)
        return TaskList.Header(
            title: title,
            counts: fittedCounts,
            tabs: TaskList.filterTabs.map {
                TaskList.Tab(label: TaskListPresenter.tabName($0), isActive: response.activeView == nil && $0 == query.filter)
            } + response.views.map { TaskList.Tab(label: $0, isActive: $0 == response.activeView) },
            note: note.joined(separator: "  "))
    }

    /// The title row fitted to `width`: as many whole counts as leave the title
    /// `titleRoom` columns, and the short title when the whole one does not fit beside them.
    private func titleRow(title: String, shortTitle: String, counts: [String], width: Int) -> (String, String) {
        let room = SceneHeader.textRoom(width: width)
        var shown = counts
        while shown.count > 1, TextWidth.width(of: shown.joined(separator: " · ")) > room - TaskListPresenter.titleRoom {
            shown.removeLast()
        }
        let countsText = shown.joined(separator: " · ")
        let fits = TextWidth.width(of: title) + TextWidth.width(of: countsText) <= room
        return (fits ? title : shortTitle, countsText)
    }

    /// The columns the title keeps before counts are dropped.
    static let titleRoom = 8

    private func emptyState(_ response: TaskList.FetchTasks.Response) -> [String] {
        if response.summary.total == 0 {
            return ["No tasks yet.",
                    "Press a to add your first task, or ? for all keys.",
                    "From a shell: taskdeck add \"Buy milk\" --due tomorrow"]
        }
        let query = response.query
        let isNarrowed = query.project != nil || query.tag != nil
        switch (response.searchFilter.isEmpty, isNarrowed) {
        case (false, false): return ["Nothing matches.", "Esc clears the search."]
        case (true, true): return ["Nothing matches.", "c clears the project / tag filter; Tab shows another filter."]
        case (false, true): return ["Nothing matches.", "Esc clears the search, c the project / tag filter."]
        case (true, false): break
        }
        let tab = response.activeView ?? TaskListPresenter.tabName(query.filter)
        return ["Nothing here in \(tab).", "Tab shows another filter."]
    }

    // MARK: - Status

    private func status(_ kind: TaskList.Status.Response.Kind) -> TaskList.Status.ViewModel {
        switch kind {
        case .change(let outcome): ChangeStatus.line(for: outcome)
        case .noTaskSelected: .init(text: "No task selected", isError: false)
        case .noTagsGiven: .init(text: "Type tags to add (work) or remove (-work)", isError: false)
        case .narrowed(let project, let tag): .init(text: narrowedText(project: project, tag: tag), isError: false)
        case .noNarrowing: .init(text: "No project or tag filter to clear", isError: false)
        case .reloaded(let count, let conflicts, let location):
            .init(text: StorageStatus.reloaded(changedOutside: count, conflicts: conflicts, setAsideLocation: location),
                  isError: false)
        case .unreadable(let error): .init(text: StorageStatus.unreadable(reason: ChangeStatus.cause(error)), isError: true)
        case .readOnlyStore(let name):
            .init(text: "\(name) is read-only: you can look, but changes will not be saved (chmod u+w to allow them)",
                  isError: true)
        case .unshownFiles(let paths): .init(text: unshownText(paths), isError: true)
        case .syncStarted(let command): .init(text: "Syncing (\(command))…", isError: false)
        case .syncAlreadyRunning: .init(text: "A sync is already running", isError: false)
        case .syncUnavailable: .init(text: "No sync command is set up", isError: true)
        case .synced(let outcome, let count, let conflicts, let location):
            .init(text: syncedText(outcome, changedHere: count, conflicts: conflicts, setAsideLocation: location),
                  isError: !outcome.succeeded)
        case .nothingToIndentUnder: .init(text: "No task above at this level to indent under", isError: false)
        case .alreadyTopLevel(let title): .init(text: "'\(ChangeStatus.shortened(title))' is already a top-level task", isError: false)
        case .noSuchParent(let text, 0): .init(text: "No task has the title or ID '\(ChangeStatus.shortened(text))'", isError: true)
        case .noSuchParent(let text, let matches):
            .init(text: "\(matches) tasks match '\(ChangeStatus.shortened(text))': type more of the title (Tab completes)", isError: true)
        case .nothingToFold: .init(text: "No subtasks to collapse", isError: false)
        case .notes(let outcome): NotesEditStatus.line(for: outcome)
        case .noSearch: .init(text: "No search yet: / searches, then n and N find the next and previous match", isError: false)
        case .noMatch(let search): .init(text: "No task here matches \"\(search)\"", isError: false)
        case .commandError(let error): .init(text: commandErrorText(error), isError: true)
        case .exported(let result): exportedLine(result)
        case .exportUnavailable: .init(text: "Export is not set up here", isError: true)
        case .searchWrapped(let forward):
            .init(text: forward ? "search hit BOTTOM, continuing at TOP" : "search hit TOP, continuing at BOTTOM", isError: false)
        }
    }

    /// "Not shown: x.ics (and 2 more files), unreadable or a repeated UID; taskdeck list says why":
    /// the file's name only (the status line is one row), and where the whole story is.
    private func unshownText(_ paths: [String]) -> String {
        let first = paths.first.map { $0.split(separator: "/").last.map(String.init) ?? $0 } ?? ""
        let more = paths.count > 1 ? " (and \(paths.count - 1) more file\(paths.count > 2 ? "s" : ""))" : ""
        return "Not shown: \(first)\(more), unreadable or a repeated UID; taskdeck list says why"
    }

    /// "Synced: 2 tasks changed here", "Synced: nothing changed here", or the failure with
    /// its reason ("Sync failed (vdirsyncer sync exited with 1): error: …"); conflicts follow.
    private func syncedText(_ outcome: SyncOutcome, changedHere count: Int, conflicts: [TaskConflict],
                            setAsideLocation: String?) -> String {
        var parts: [String]
        if outcome.succeeded {
            parts = [count == 0 ? "Synced: nothing changed here" : "Synced: \(count) \(count == 1 ? "task" : "tasks") changed here"]
        } else {
            parts = [SyncWording.sentence(for: outcome)]
            if count > 0 { parts.append("\(count) \(count == 1 ? "task" : "tasks") changed here") }
        }
        if let first = conflicts.first, let sentence = StorageStatus.conflict(first, setAsideLocation: setAsideLocation) {
            parts.append(conflicts.count > 1 ? sentence + " (and \(conflicts.count - 1) more)" : sentence)
        }
        return parts.joined(separator: " · ")
    }

    /// Each error names the word at fault and its column, and what would have been read.
    private func commandErrorText(_ error: TaskListCommandError) -> String {
        switch error {
        case .empty: return ""
        case .unknownArgument("view", _, _, []), .missingArgument("view", []):
            return "No saved views yet: a [views.NAME] section in the config file makes one (README \"Saved views\")"
        case .unknownCommand(let word, let column):
            return "Unknown command \"\(word)\" at column \(column); Tab completes names, :help lists them"
        case .unknownArgument(let command, let word, let column, let expected):
            return ":\(command) cannot use \"\(word)\" at column \(column); it takes \(choices(expected))"
        case .missingArgument(let command, let expected):
            return ":\(command) needs \(choices(expected))"
        case .extraArgument(let command, let word, let column):
            return "\"\(word)\" at column \(column) is one word too many for :\(command)"
        case .emptyPath(let command, let column):
            return ":\(command) needs a file name at column \(column), not an empty one"
        case .bangNotAllowed(let command, let column):
            return ":\(command) takes no ! (column \(column)); only :export! overwrites"
        }
    }

    /// "priority, due, created or title"
    private func choices(_ words: [String]) -> String {
        guard words.count > 1, let last = words.last else { return words.first ?? "nothing" }
        return words.dropLast().joined(separator: ", ") + " or " + last
    }

    /// "; left out the parent of 3 tasks and the repeat rule of 1 task" ("" when nothing was).
    private func lossNote(_ leftOut: [ExportLoss: Int]) -> String {
        let parts = ExportLoss.allCases.compactMap { loss -> String? in
            guard let count = leftOut[loss], count > 0 else { return nil }
            let tasks = count == 1 ? "1 task" : "\(count) tasks"
            switch loss {
            case .notes: return "the notes of \(tasks)"
            case .dueTime: return "the due time of \(tasks)"
            case .parent: return "the parent of \(tasks)"
            case .repeatRule: return "the repeat rule of \(tasks)"
            case .keptForOthers: return "the fields of \(tasks) kept for other programs"
            }
        }
        return parts.isEmpty ? "" : "; the format left out " + parts.joined(separator: " and ")
    }

    private func exportedLine(_ result: TaskExportResult) -> StatusLine {
        switch result {
        case .written(let path, let count, let leftOut):
            .init(text: "Exported \(count) \(count == 1 ? "task" : "tasks") to \(path)" + lossNote(leftOut), isError: false)
        case .exists(let path): .init(text: "\(path) exists: nothing written (:export! overwrites it)", isError: true)
        case .failed(let path, let reason): .init(text: "Could not export to \(path): \(reason)", isError: true)
        case .refused(let path, .storeFile):
            .init(text: "Nothing written: \(path) is where your tasks are kept; export elsewhere", isError: true)
        case .refused(let path, .notARegularFile):
            .init(text: "Nothing written: \(path) is not a regular file", isError: true)
        }
    }

    /// "Showing project home — c shows all again"
    private func narrowedText(project: String?, tag: String?) -> String {
        let parts = [project.map { "project \($0)" }, tag.map { "tag #\($0)" }].compactMap { $0 }
        guard !parts.isEmpty else { return "Showing every project and tag" }
        return "Showing \(parts.joined(separator: ", ")) — c shows all again"
    }
}
