import Foundation
import TaskDomain
import TaskWording
import TerminalCore

/// Formats the Task List's responses into strings, styles and exact column widths: the
/// rows, the header and the status line here; each concern's words in its folder
/// (`Tree/TaskListTreePresenter.swift`, …), as extensions of this presenter.
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
    /// The coefficients of the `urgency` column (the environment's plan).
    let coefficients: UrgencyCoefficients
    /// The keys the sentences name, from the list's key map in effect ("U to undo").
    let keys: SentenceKeys
    /// The rows laid out last and what they were laid out from (`rows(for:now:)`).
    private var lastRows: (key: RowsKey, rows: [TaskList.Row])?
    /// The layout of `lastRows` (its rows' words and the columns' widths): when the window
    /// scrolls, the rows it keeps are not worded again (`scrolledRows`).
    private var lastLayout: TaskRowLayout?
    /// How many rows have been worded since the presenter was made: what laying rows out
    /// costs, counted for tests (a `j` that scrolls words one row, not the window).
    private(set) var wordedRows = 0

    init(clock: any Clock, theme: Theme, columns: [ListColumn], viewColumns: [String: [ListColumn]], dateStyle: DateStyle,
         coefficients: UrgencyCoefficients, keys: SentenceKeys) {
        self.coefficients = coefficients
        self.keys = keys
        self.theme = theme
        self.columns = columns
        self.viewColumns = viewColumns
        self.dateStyle = dateStyle
        self.clock = clock
    }

    // MARK: - Presentation logic

    func presentTasks(response: TaskList.FetchTasks.Response) {
        let now = localNow()
        let rows = rows(for: response, now: now)
        let position = response.selectedIndex.map { "\($0 + 1)/\(response.matchingCount)" } ?? ""
        let viewModel = TaskList.FetchTasks.ViewModel(
            header: header(response),
            rows: rows,
            emptyState: response.matchingCount == 0 ? emptyState(response) : [],
            position: position,
            marks: marks(response),
            searchLabel: "/",
            commandLabel: ":",
            preview: response.preview.map(preview))
        lastPresented = (response.windowStart, viewModel)
        viewController?.displayTasks(viewModel: viewModel)
    }

    /// The view model presented last and the first row of its window: a selection that
    /// moves within that window is said against it.
    private var lastPresented: (windowStart: Int, viewModel: TaskList.FetchTasks.ViewModel)?

    /// The selection moved within the window presented last: the view restyles two rows
    /// and the counter. Should the rows read differently by now (their minute passed, or a
    /// second where a running time or urgency shows), they are laid out again from what they
    /// were laid out from and the whole window is displayed, as `presentTasks` would.
    func presentSelection(response: TaskList.MoveSelection.Response) {
        guard let last = lastPresented, last.windowStart == response.windowStart,
              let laidOut = lastRows, response.selectedIndex >= response.windowStart,
              response.selectedIndex - response.windowStart < last.viewModel.rows.count else { return }
        let selectedRow = response.selectedIndex - response.windowStart
        let position = "\(response.selectedIndex + 1)/\(response.matchingCount)"
        let now = localNow()
        guard laidOut.key.readsDifferently(at: now) else {
            viewController?.displaySelection(viewModel: .init(selectedRow: selectedRow, position: position))
            return
        }
        let rows = layOutAndKeep(laidOut.key.at(now))
        var viewModel = last.viewModel
        viewModel.rows = Self.rows(rows, selecting: selectedRow)
        viewModel.position = position
        lastPresented = (response.windowStart, viewModel)
        viewController?.displayTasks(viewModel: viewModel)
    }

    /// The clock's local day and minute, worked out once a second: turning an instant into
    /// calendar fields (and asking for the current calendar) was a twentieth of a keystroke
    /// (issue 27). Within one second it comes out the same; a time zone changed while the
    /// app runs is seen within a second.
    private func localNow() -> LocalNow {
        let date = clock.now
        let second = date.timeIntervalSince1970.rounded(.down)
        if let last = lastNow, last.second == second { return last.now }
        let now = LocalNow(date: date, calendar: clock.calendar)
        lastNow = (second, now)
        return now
    }

    private var lastNow: (second: Double, now: LocalNow)?

    /// The rows of the window, selected as the response says: laid out again only when
    /// something they show changed. A move within the window (`j`, `k`, a click) or the
    /// once-a-second tick reuses the last layout and only moves the selection while the
    /// rows read the same (`RowsKey.readsDifferently`), so a keystroke costs no string work.
    private func rows(for response: TaskList.FetchTasks.Response, now: LocalNow) -> [TaskList.Row] {
        let shownColumns = response.activeView.flatMap { viewColumns[$0] } ?? columns
        let showsUrgency = shownColumns.contains(.urgency)
        let readsSeconds = showsUrgency
            || (shownColumns.contains(.active) && response.window.contains { $0.activeSince != nil })
        let key = RowsKey(response, links: showsUrgency ? response.links : nil, now: now, readsSeconds: readsSeconds)
        let laidOut: [TaskList.Row]
        if let last = lastRows, !last.key.readsDifferently(at: now), last.key.at(now) == key {
            laidOut = last.rows
        } else if let scrolled = scrolledRows(key, now: now) {
            laidOut = scrolled
        } else {
            laidOut = layOutAndKeep(key)
        }
        return Self.rows(laidOut, selecting: response.selectedIndex.map { $0 - response.windowStart })
    }

    /// The rows of `key` when its window is the last one scrolled by a few rows and nothing
    /// else changed (`RowsKey.shift(from:)`), and they read the same now as when the rows it
    /// keeps were laid out: only the rows that came into view are worded
    /// (`TaskRowLayout.moveRows`), and while the columns keep their widths the kept rows are
    /// the ones laid out before. Nil when that does not hold: the window is laid out whole.
    private func scrolledRows(_ key: RowsKey, now: LocalNow) -> [TaskList.Row]? {
        guard let last = lastRows, var layout = lastLayout, let shift = key.shift(from: last.key) else { return nil }
        // The new window at the moment the kept rows were worded: the same words as now.
        let kept = key.at(last.key.now)
        guard !kept.readsDifferently(at: now) else { return nil }
        lastLayout = nil  // the layout's words then change in place, not in a copy
        let count = key.window.count
        let entering = shift > 0 ? (count - shift)..<count : 0..<(-shift)
        let leaving = shift > 0 ? last.key.window.prefix(shift) : last.key.window.suffix(-shift)
        wordedRows += entering.count
        guard let widthsHeld = layout.moveRows(leaving: leaving.lazy.map(\.id), entering: Array(key.window[entering]),
                                               count: count, marks: Self.titleMarks(kept, offsets: entering),
                                               urgency: urgency(kept), dateStyle: dateStyle) else { return nil }
        let rows = key.window.indices.map { offset in
            widthsHeld && !entering.contains(offset) ? last.rows[offset + shift] : row(at: offset, of: kept, in: layout)
        }
        lastRows = (kept, rows)
        lastLayout = layout
        return rows
    }

    /// The rows with the one at `selectedRow` (counted from the window's top) selected.
    private static func rows(_ rows: [TaskList.Row], selecting selectedRow: Int?) -> [TaskList.Row] {
        rows.enumerated().map { offset, row in
            var row = row
            row.isSelected = offset == selectedRow
            return row
        }
    }

    /// Everything a row's spans depend on (not the selection: it is set after).
    private struct RowsKey: Equatable {
        let window: [Task]
        let markedInWindow: Set<TaskID>
        let outline: [TaskList.RowPlace]
        let parentTitles: [TaskID: String]
        let blockedInWindow: Set<TaskID>
        let rowWidth: Int
        let activeView: String?
        /// Only the urgency column reads them; nil when it is not shown.
        let links: TaskLinks?
        private(set) var now: LocalNow
        /// Whether a row shows something that moves by the second: a running time under a
        /// minute (`12s`) or urgency (its age term). Else rows read the same all minute.
        let readsSeconds: Bool

        init(_ response: TaskList.FetchTasks.Response, links: TaskLinks?, now: LocalNow, readsSeconds: Bool) {
            window = response.window
            markedInWindow = response.markedInWindow
            outline = response.outline
            parentTitles = response.parentTitles
            blockedInWindow = response.blockedInWindow
            rowWidth = response.rowWidth
            activeView = response.activeView
            self.links = links
            self.now = now
            self.readsSeconds = readsSeconds
        }

        /// Whether rows laid out at `now` may read differently at `other`: another minute
        /// (relative dates, times of day), or another second when one shows. A `j` a second
        /// after the last frame then still restyles two rows instead of laying out forty.
        func readsDifferently(at other: LocalNow) -> Bool {
            guard other != now else { return false }
            return readsSeconds || other.day != now.day || other.minuteOfDay != now.minuteOfDay
                || other.minuteReached != now.minuteReached
        }

        /// The same rows at another moment.
        func at(_ now: LocalNow) -> RowsKey {
            var key = self
            key.now = now
            return key
        }

        /// How many rows this window moved up (down when negative) from `old`, when
        /// nothing else changed: the same width, view and links, and each task shown in
        /// both at the same place in the tree, as marked, blocked and with the same parent
        /// as before. Nil when it did not scroll or something else changed.
        func shift(from old: RowsKey) -> Int? {
            guard window.count == old.window.count, outline.count == old.outline.count, rowWidth == old.rowWidth,
                  activeView == old.activeView, links == old.links,
                  let shift = WindowShift.distance(from: old.window.lazy.map(\.id), to: window.lazy.map(\.id))
            else { return nil }
            let marks = !markedInWindow.isEmpty || !old.markedInWindow.isEmpty
            let blocks = !blockedInWindow.isEmpty || !old.blockedInWindow.isEmpty
            let parents = !parentTitles.isEmpty || !old.parentTitles.isEmpty
            for offset in max(0, -shift)..<min(window.count, window.count - shift) {
                let task = window[offset], before = offset + shift
                guard task == old.window[before], outline.isEmpty || outline[offset] == old.outline[before],
                      !marks || markedInWindow.contains(task.id) == old.markedInWindow.contains(task.id),
                      !blocks || blockedInWindow.contains(task.id) == old.blockedInWindow.contains(task.id),
                      !parents || parentTitles[task.id] == old.parentTitles[task.id] else { return nil }
            }
            return shift
        }
    }

    /// The rows laid out from what they show (`RowsKey`, which holds all of it), kept with
    /// their layout as the last laid out.
    private func layOutAndKeep(_ key: RowsKey) -> [TaskList.Row] {
        let layout = TaskRowLayout(width: key.rowWidth, tasks: key.window, now: key.now, calendar: clock.calendar,
                                   marks: Self.titleMarks(key, offsets: key.window.indices), urgency: urgency(key),
                                   columns: shownColumns(key), dateStyle: dateStyle)
        let rows = key.window.indices.map { row(at: $0, of: key, in: layout) }
        wordedRows += rows.count
        lastRows = (key, rows)
        lastLayout = layout
        return rows
    }

    /// The columns the rows show: the active view's own, else the list's.
    private func shownColumns(_ key: RowsKey) -> [ListColumn] {
        key.activeView.flatMap { viewColumns[$0] } ?? columns
    }

    /// The scale of the urgency column at the key's moment, nil when it is not shown.
    private func urgency(_ key: RowsKey) -> Urgency? {
        shownColumns(key).contains(.urgency) ? Urgency(coefficients: coefficients, now: key.now, links: key.links ?? .none) : nil
    }

    /// The tree's marks around the titles of the window's rows at `offsets`, by task.
    private static func titleMarks(_ key: RowsKey, offsets: Range<Int>) -> [TaskID: TaskRowLayout.TitleMarks] {
        var titleMarks: [TaskID: TaskRowLayout.TitleMarks] = [:]
        for offset in offsets {
            let id = key.window[offset].id
            if offset < key.outline.count { titleMarks[id] = Self.titleMarks(key.outline[offset]) }
            if let parent = key.parentTitles[id] { titleMarks[id, default: .init()].context = " · " + parent }
            if key.blockedInWindow.contains(id) { titleMarks[id, default: .init()].prefix += Theme.blockedMark + " " }
        }
        return titleMarks
    }

    /// The window's row at `offset`, unselected, spanned by `layout`.
    private func row(at offset: Int, of key: RowsKey, in layout: TaskRowLayout) -> TaskList.Row {
        let task = key.window[offset]
        let isMarked = key.markedInWindow.contains(task.id)
        let isContext = key.outline.indices.contains(offset) && key.outline[offset].isContext
        return TaskList.Row(id: task.id, spans: layout.spans(for: task, isMarked: isMarked, isContext: isContext, theme: theme),
                            isSelected: false, isMarked: isMarked)
    }

    /// The preview: a title naming the task, then its notes wrapped to the preview's width.
    private func preview(_ response: TaskList.NotesPreview.Response) -> TaskList.NotesPreview.ViewModel {
        guard let task = response.task else {
            return .init(taskID: nil, title: TextWidth.truncate("Notes", toWidth: response.width),
                         lines: ["No task selected."], isEmpty: true)
        }
        let title = TextWidth.truncate("Notes · \(task.title)", toWidth: response.width)
        let annotations = annotationLines(of: task, width: response.width)
        guard !task.notes.allSatisfy(\.isWhitespace) else {
            guard !annotations.isEmpty else {
                return .init(taskID: task.id, title: title, lines: [keys.editNotes.map { "No notes. \($0) writes some." } ?? "No notes."],
                             isEmpty: true)
            }
            return .init(taskID: task.id, title: title, lines: annotations, isEmpty: false)
        }
        // The preview shows the top of the notes: wrapping only its beginning keeps each
        // move as cheap with a book in the notes as with a line.
        let notes = task.notes
        let end = notes.index(notes.startIndex, offsetBy: Self.previewCharacters, limitedBy: notes.endIndex) ?? notes.endIndex
        let shown = String(notes[..<end])
        let lines = TextWrap.lines(shown, width: response.width) + (annotations.isEmpty ? [] : [""] + annotations)
        return .init(taskID: task.id, title: title, lines: lines, isEmpty: false)
    }

    /// The annotations under the notes: `2026-12-02 09:30` on a line, its text wrapped under
    /// it (so a narrow preview reads as well as a wide one); none: no lines.
    private func annotationLines(of task: Task, width: Int) -> [String] {
        guard !task.annotations.isEmpty else { return [] }
        var lines = [TextWidth.truncate("Annotations (\(task.annotations.count))", toWidth: width)]
        for annotation in task.annotations {
            lines.append(TextWidth.truncate(AnnotationWording.entry(annotation, in: clock), toWidth: width))
            lines += TextWrap.lines("  " + annotation.text, width: width)
        }
        return lines
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

    func presentStatus(response: TaskList.Status.Response) {
        viewController?.displayStatus(viewModel: status(response.kind))
    }

    func presentOpenTask(response: TaskList.OpenTask.Response) {
        viewController?.displayOpenTask(viewModel: .init(destination: response.destination))
    }

    func presentQuestion(response: TaskList.AskQuestion.Response) {
        viewController?.displayQuestion(viewModel: response)
    }

    func presentFetchTasksFailure(response: TaskList.FetchTasks.FailureResponse) {
        viewController?.displayStatus(viewModel: ChangeStatus.failed(.readTasks, response.error))
    }

    private func marks(_ response: TaskList.FetchTasks.Response) -> String {
        guard response.markedCount > 0 else { return "" }
        let hidden = response.hiddenMarkedCount > 0 ? " (\(response.hiddenMarkedCount) hidden)" : ""
        let acting = keys.markedActions.isEmpty ? "" : " — \(keys.markedActions) act on all"
        let unmarking = keys.clearMarks.map { "; \($0) unmarks" } ?? ""
        return "\(response.markedCount) marked\(hidden)\(acting)\(unmarking)"
    }

    // MARK: - Header

    /// The tab names, for `TaskList.filterTabs`.
    static func tabName(_ filter: TaskFilter) -> String {
        switch filter {
        case .all: "All"
        case .pending: "Pending"
        case .ready: "Next"
        case .waiting: "Waiting"
        case .dueToday: "Today"
        case .dueThisWeek: "Week"
        case .overdue: "Overdue"
        case .completed: "Done"
        }
    }

    /// The header for `response`, worked out again only when what it says changed: a move
    /// keeps the counts, the tabs and the note (issue 27: building their strings was a
    /// twentieth of a keystroke).
    private func header(_ response: TaskList.FetchTasks.Response) -> TaskList.Header {
        let key = HeaderKey(response)
        if let last = lastHeader, last.key == key { return last.header }
        let header = fittedHeader(response)
        lastHeader = (key, header)
        return header
    }

    /// The header laid out last and what it was laid out from.
    private var lastHeader: (key: HeaderKey, header: TaskList.Header)?

    /// Everything the header depends on.
    private struct HeaderKey: Equatable {
        let storeName: String
        let query: TaskQuery
        let views: [String]
        let activeView: String?
        let searchFilter: String
        let summary: TaskSummary
        let rowWidth: Int
        let context: String?

        init(_ response: TaskList.FetchTasks.Response) {
            storeName = response.storeName
            query = response.query
            views = response.views
            activeView = response.activeView
            searchFilter = response.searchFilter
            summary = response.summary
            rowWidth = response.rowWidth
            context = response.context
        }
    }

    private func fittedHeader(_ response: TaskList.FetchTasks.Response) -> TaskList.Header {
        let summary = response.summary
        // Most pressing first: a narrow window drops the counts from the end.
        var counts = ["\(summary.pending) pending"]
        if summary.overdue > 0 { counts.append("\(summary.overdue) overdue") }
        if summary.dueToday > 0 { counts.append("\(summary.dueToday) today") }
        counts.append("\(summary.completed) done")
        let query = response.query
        var note: [String] = []
        // First: what hides most of the tasks, so it stays when a narrow window cuts the note.
        if let context = response.context { note.append("context: \(context)") }
        if let project = query.project { note.append("project: \(project)") }
        if let tag = query.tag { note.append("tag: #\(tag)") }
        if !response.searchFilter.isEmpty { note.append("filter: \"\(response.searchFilter)\"") }
        note.append("sort: \(query.sort.name)")
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
        if response.summary.total == 0, response.context == nil {
            let press = [keys.add.map { "\($0) to add your first task" }, keys.help.map { "\($0) for all keys" }]
                .compactMap { $0 }.joined(separator: ", or ")
            return ["No tasks yet.",
                    press.isEmpty ? "taskdeck help keys shows the keys." : "Press \(press).",
                    "From a shell: taskdeck add \"Buy milk\" --due tomorrow"]
        }
        let query = response.query
        let isNarrowed = query.project != nil || query.tag != nil
        let clearsSearch = keys.clearMarks.map { "\($0) clears the search" }
        let clearsNarrowing = keys.clearNarrowing.map { "\($0) clears the project / tag filter" }
        let anotherTab = keys.nextTab.map { "\($0) shows another tab" }
        func sentence(_ parts: [String?]) -> String {
            let said = parts.compactMap { $0 }
            return said.isEmpty ? "" : said.joined(separator: "; ") + "."
        }
        switch (response.searchFilter.isEmpty, isNarrowed) {
        case (false, false): return ["Nothing matches.", sentence([clearsSearch])]
        case (true, true): return ["Nothing matches.", sentence([clearsNarrowing, anotherTab])]
        case (false, true): return ["Nothing matches.", sentence([clearsSearch, clearsNarrowing])]
        case (true, false): break
        }
        let tab = response.activeView ?? TaskListPresenter.tabName(query.filter)
        if let context = response.context {
            return ["Nothing here in \(tab) within the context '\(context)'.",
                    sentence([anotherTab, ":context none shows every task"])]
        }
        return ["Nothing here in \(tab).", sentence([anotherTab])]
    }

    // MARK: - Status

    /// What every concern may say, then each concern's own words (in its folder's presenter).
    private func status(_ kind: TaskList.Status.Response.Kind) -> TaskList.Status.ViewModel {
        switch kind {
        case .change(let outcome): ChangeStatus.line(for: outcome, keys: keys)
        case .noTaskSelected: .init(text: "No task selected", isError: false)
        case .readOnlyStore(let name):
            .init(text: "\(name) is read-only: you can look, but changes will not be saved (chmod u+w to allow them)",
                  isError: true)
        case .unshownFiles(let paths): .init(text: unshownText(paths), isError: true)
        case .browse(let status): line(for: status)
        case .search(let status): line(for: status)
        case .changes(let status): line(for: status)
        case .tags(let status): line(for: status)
        case .tree(let status): line(for: status)
        case .commandLine(let status): line(for: status)
        case .storage(let status): line(for: status)
        case .plan(let status): line(for: status)
        case .depends(let status): line(for: status)
        case .context(let status): line(for: status)
        }
    }

    /// "Not shown: x.ics (and 2 more files), unreadable or a repeated UID; taskdeck list says why":
    /// the file's name only (the status line is one row), and where the whole story is.
    private func unshownText(_ paths: [String]) -> String {
        let first = paths.first.map { $0.split(separator: "/").last.map(String.init) ?? $0 } ?? ""
        let more = paths.count > 1 ? " (and \(paths.count - 1) more file\(paths.count > 2 ? "s" : ""))" : ""
        return "Not shown: \(first)\(more), unreadable or a repeated UID; taskdeck list says why"
    }
}
