import TerminalCore

/// The keys a sentence names ("u to undo", "E writes some", "x, D, +, -, # act on all"),
/// read from the scene's key map in effect, so a person who remapped `undo` to `U` reads
/// "U to undo". A key the map no longer binds is nil, and the sentence leaves its part out
/// rather than name a key that does nothing.
///
/// Built by the configurators from the same map the view controller dispatches from (the
/// list's for the list, the task screen's for it, the agenda's for the agenda), by the
/// actions' config names, so every scene reads its own keys.
struct SentenceKeys: Equatable, Sendable {
    var undo: String?
    var redo: String?
    var add: String?
    var help: String?
    var editNotes: String?
    var toggle: String?
    var delete: String?
    var raisePriority: String?
    var lowerPriority: String?
    var editTags: String?
    var clearMarks: String?
    var search: String?
    var nextMatch: String?
    var previousMatch: String?
    var clearNarrowing: String?
    var commandLine: String?
    var back: String?
    var nextTab: String?
    var sync: String?
    /// The next and previous row (the task screen: the next and previous task).
    var down: String?
    var up: String?

    /// The first key of each action the sentences name, in `map` (nil where it binds none).
    init<Action: KeyActionNaming>(_ map: KeyMap<Action>) {
        var first: [String: String] = [:]
        for (name, strokes) in map.namedStrokes where first[name] == nil {
            if let stroke = strokes.first { first[name] = stroke.map(\.displayName).joined(separator: " ") }
        }
        undo = first["undo"]
        redo = first["redo"]
        add = first["add"]
        help = first["help"]
        editNotes = first["edit-notes"]
        toggle = first["toggle"]
        delete = first["delete"]
        raisePriority = first["raise-priority"]
        lowerPriority = first["lower-priority"]
        editTags = first["edit-tags"]
        clearMarks = first["clear-marks"]
        search = first["search"]
        nextMatch = first["next-match"]
        previousMatch = first["previous-match"]
        clearNarrowing = first["clear-narrowing"]
        commandLine = first["command-line"]
        back = first["back"]
        nextTab = first["next-filter"]
        sync = first["sync"]
        down = first["down"]
        up = first["up"]
    }

    /// A scene whose sentences name only undo and redo (the Agenda's own words).
    init(undo: String?, redo: String?) {
        self.undo = undo
        self.redo = redo
    }

    /// The list's default keys (tests, and scenes that show only the list's sentences).
    static let listDefaults = SentenceKeys(TaskListKeyMap.list)

    // MARK: - Pieces of sentences

    /// " — u to undo" (nothing when no key undoes).
    var undoTail: String { undo.map { " — \($0) to undo" } ?? "" }

    /// " — Ctrl-R to redo" (nothing when no key redoes).
    var redoTail: String { redo.map { " — \($0) to redo" } ?? "" }

    /// "x, D, +, -, #": the keys that act on every marked task, those bound.
    var markedActions: String {
        [toggle, delete, raisePriority, lowerPriority, editTags].compactMap { $0 }.joined(separator: ", ")
    }
}
