import TerminalCore

/// Everything a key can do on the Task List.
enum TaskListAction: Hashable, Sendable {
    case move(ScrollMovement)
    case toggle, skipOccurrence, undo, redo
    case mark, markAll, clearMarks, raisePriority, lowerPriority, editTags
    case search, nextFilter, previousFilter, cycleSort, clearNarrowing
    case open, add, edit, editNotes, delete, projectsAndTags, statistics, sync
    case togglePreview, nextMatch, previousMatch, commandLine
    /// Scrolls the notes preview a line (`J` / `K`); the list keeps its selection.
    case scrollPreview(down: Bool)
    case help, quit
    case addSubtask, indent, outdent, moveToParent, collapse, expand
}

/// What a key does while the move-to-parent field at the bottom is open.
enum TaskListParentAction: Hashable, Sendable {
    case apply, cancel, complete
}

/// What a key does while the tags field at the bottom is open.
enum TaskListTagsAction: Hashable, Sendable {
    case apply, cancel, complete
}

/// What a key does while the command line (`:`) is open.
enum TaskListCommandLineAction: Hashable, Sendable {
    case run, cancel, complete, olderLine, newerLine
}

/// What a key does while the search field at the bottom is open.
enum TaskListSearchAction: Hashable, Sendable {
    case keep, clear
    case move(ScrollMovement)
}

/// The Task List's keys, declared once: dispatch, Help and the bottom hints read these.
enum TaskListKeyMap {
    static let list = KeyMap<TaskListAction>([
        KeyBinding([.char("j"), .key(.down)], .move(.down), group: "Move", "next task"),
        KeyBinding([.char("k"), .key(.up)], .move(.up), group: "Move", "previous task"),
        KeyBinding([.char("g"), .key(.home)], .move(.top), group: "Move", "first task"),
        KeyBinding([.char("G"), .key(.end)], .move(.bottom), group: "Move", "last task"),
        KeyBinding([.key(.pageDown), .ctrl("f"), .char(" ")], .move(.pageDown), group: "Move", "page down"),
        KeyBinding([.key(.pageUp), .ctrl("b")], .move(.pageUp), group: "Move", "page up"),
        KeyBinding([.ctrl("d")], .move(.halfPageDown), group: "Move", "half a page down"),
        KeyBinding([.ctrl("u")], .move(.halfPageUp), group: "Move", "half a page up"),

        KeyBinding([.char("x")], .toggle, group: "Change", "toggle done", hint: "done"),
        KeyBinding([.char("X")], .skipOccurrence, group: "Change", "skip to the next occurrence (a repeating task)"),
        KeyBinding([.char("a")], .add, group: "Change", "add a task", hint: "add"),
        KeyBinding([.char("e")], .edit, group: "Change", "edit the task"),
        KeyBinding([.char("E")], .editNotes, group: "Change", "edit the notes in $VISUAL / $EDITOR"),
        KeyBinding([.char("D"), .key(.delete)], .delete, group: "Change", "delete the task"),
        KeyBinding([.char("+"), .char("=")], .raisePriority, group: "Change", "raise the priority"),
        KeyBinding([.char("-")], .lowerPriority, group: "Change", "lower the priority"),
        KeyBinding([.char("#")], .editTags, group: "Change", "add tags (work) or remove them (-work)"),
        KeyBinding([.char("u")], .undo, group: "Change", "undo the last change", hint: "undo"),
        KeyBinding([.ctrl("r")], .redo, group: "Change", "redo"),

        KeyBinding([.char("A")], .addSubtask, group: "Subtasks", "add a subtask of the task"),
        KeyBinding([.char(">")], .indent, group: "Subtasks", "indent: make it a subtask of the task above it"),
        KeyBinding([.char("<")], .outdent, group: "Subtasks", "outdent: move it up a level"),
        KeyBinding([.char("m")], .moveToParent, group: "Subtasks", "move it under another task (type a title or ID; empty: top level)"),
        KeyBinding([.char("h"), .key(.left)], .collapse, group: "Subtasks", "collapse the subtasks (on a subtask: go to its parent)"),
        KeyBinding([.char("l"), .key(.right)], .expand, group: "Subtasks", "expand the subtasks"),

        KeyBinding([.char("v")], .mark, group: "Marks", "mark / unmark the task and move down"),
        KeyBinding([.char("V")], .markAll, group: "Marks", "mark every task in the list"),
        KeyBinding([.key(.escape)], .clearMarks, group: "Marks", "clear the marks (x D + - # act on marked tasks), else a kept search"),

        KeyBinding([.char("/")], .search, group: "View", "filter: milk +home #tag !high due:today (Enter keeps, Esc clears; / edits it)", hint: "search"),
        KeyBinding([.char(":")], .commandLine, group: "View", "command line: an action by name (:sort priority, :help lists them)"),
        KeyBinding([.char("n")], .nextMatch, group: "View", "next task matching the last search"),
        KeyBinding([.char("N")], .previousMatch, group: "View", "previous task matching the last search"),
        KeyBinding([.char("p")], .togglePreview, group: "View", "show / hide the notes preview"),
        KeyBinding([.char("J")], .scrollPreview(down: true), group: "View", "scroll the notes preview a line down"),
        KeyBinding([.char("K")], .scrollPreview(down: false), group: "View", "scroll the notes preview a line up"),
        KeyBinding([.char("f"), .key(.tab)], .nextFilter, group: "View", "next tab (All … Done, then saved views)", hint: "filter"),
        KeyBinding([.char("F"), .key(.backTab)], .previousFilter, group: "View", "previous tab"),
        KeyBinding([.char("s")], .cycleSort, group: "View", "cycle the order", hint: "sort"),
        KeyBinding([.key(.enter)], .open, group: "View", "open the task"),
        KeyBinding([.char("t")], .projectsAndTags, group: "View", "projects and tags"),
        KeyBinding([.char("c")], .clearNarrowing, group: "View", "clear the project / tag filter"),
        KeyBinding([.char("S")], .statistics, group: "View", "statistics"),
        // `$` as in mutt (sync-mailbox): a deliberate, shifted key nothing else uses.
        KeyBinding([.char("$")], .sync, group: "View", "sync: run the sync command (vdirsyncer sync)"),
        KeyBinding([.char("?")], .help, group: "View", "help", hint: "help"),
        KeyBinding([.char("q")], .quit, group: "View", "quit", hint: "quit"),
    ])

    static let search = KeyMap<TaskListSearchAction>([
        KeyBinding([.key(.enter)], .keep, group: "Search", "keep the search as a filter"),
        KeyBinding([.key(.escape)], .clear, group: "Search", "clear the search"),
        KeyBinding([.key(.down)], .move(.down), group: "Search", "next task"),
        KeyBinding([.key(.up)], .move(.up), group: "Search", "previous task"),
    ])

    static let parent = KeyMap<TaskListParentAction>([
        KeyBinding([.key(.enter)], .apply, group: "Move field", "move the task under the task typed"),
        KeyBinding([.key(.escape)], .cancel, group: "Move field", "cancel"),
        KeyBinding([.key(.tab)], .complete, group: "Move field", "complete the title being typed (again: the next one)"),
    ])

    static let commandLine = KeyMap<TaskListCommandLineAction>([
        KeyBinding([.key(.enter)], .run, group: "Command line", "run the command"),
        KeyBinding([.key(.escape)], .cancel, group: "Command line", "cancel"),
        KeyBinding([.key(.tab)], .complete, group: "Command line", "complete the command or its argument (again: the next one)"),
        KeyBinding([.key(.up)], .olderLine, group: "Command line", "the previous command line of this session"),
        KeyBinding([.key(.down)], .newerLine, group: "Command line", "the next command line of this session"),
    ])

    /// Help's table of the command line (the key actions by name are the list's own help).
    static let commands = KeyHelpSection(title: "Commands (after :)", entries: [
        KeyHelpEntry(keys: ":sort ORDER", summary: "order the list: priority, due, created, title"),
        KeyHelpEntry(keys: ":tab :filter NAME", summary: "show a tab: all, pending, today, week, overdue, done"),
        KeyHelpEntry(keys: ":view NAME", summary: "show a saved view"),
        KeyHelpEntry(keys: ":export FMT [PATH]", summary: "write the list to a file (~/taskdeck-export.EXT); ! overwrites"),
        KeyHelpEntry(keys: ":sync :help :q", summary: "sync, this help, quit"),
        KeyHelpEntry(keys: ":ACTION", summary: "any key's action by its config name: :toggle, :undo, :edit-notes"),
    ])

    static let tags = KeyMap<TaskListTagsAction>([
        KeyBinding([.key(.enter)], .apply, group: "Tags field", "apply the tags"),
        KeyBinding([.key(.escape)], .cancel, group: "Tags field", "cancel"),
        KeyBinding([.key(.tab)], .complete, group: "Tags field", "complete the tag being typed (again: the next one)"),
    ])
}
