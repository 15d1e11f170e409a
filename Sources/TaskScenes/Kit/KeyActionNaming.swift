import TerminalCore

/// An action a config file can bind keys to, by a stable kebab-case name (`toggle`,
/// `page-down`). The names are the config file's vocabulary and README's table: renaming
/// one breaks users' files, so a name once shipped stays.
protocol KeyActionNaming: Hashable, Sendable {
    var configName: String { get }
}

extension ScrollMovement {
    /// The one name a movement has in every scene, so `[keys] down = ...` moves everywhere.
    var configName: String {
        switch self {
        case .up: "up"
        case .down: "down"
        case .pageUp: "page-up"
        case .pageDown: "page-down"
        case .halfPageUp: "half-page-up"
        case .halfPageDown: "half-page-down"
        case .top: "top"
        case .bottom: "bottom"
        }
    }
}

extension TaskListAction: KeyActionNaming {
    var configName: String {
        switch self {
        case .move(let movement): movement.configName
        case .toggle: "toggle"
        case .skipOccurrence: "skip-occurrence"
        case .undo: "undo"
        case .redo: "redo"
        case .mark: "mark"
        case .markAll: "mark-all"
        case .clearMarks: "clear-marks"
        case .raisePriority: "raise-priority"
        case .lowerPriority: "lower-priority"
        case .editTags: "edit-tags"
        case .search: "search"
        case .nextFilter: "next-filter"
        case .previousFilter: "previous-filter"
        case .cycleSort: "cycle-sort"
        case .clearNarrowing: "clear-narrowing"
        case .open: "open"
        case .add: "add"
        case .edit: "edit"
        case .editNotes: "edit-notes"
        case .delete: "delete"
        case .togglePreview: "toggle-preview"
        case .nextMatch: "next-match"
        case .previousMatch: "previous-match"
        case .commandLine: "command-line"
        case .scrollPreview(down: true): "preview-down"
        case .scrollPreview(down: false): "preview-up"
        case .projectsAndTags: "projects-and-tags"
        case .statistics: "statistics"
        case .sync: "sync"
        case .help: "help"
        case .quit: "quit"
        case .addSubtask: "add-subtask"
        case .indent: "indent"
        case .outdent: "outdent"
        case .moveToParent: "move-to-parent"
        case .collapse: "collapse"
        case .expand: "expand"
        }
    }
}

extension TaskDetailAction: KeyActionNaming {
    var configName: String {
        switch self {
        // The next task is the list's `down`: one step through what the screen shows.
        case .next: "down"
        case .previous: "up"
        case .scroll(.down): "line-down"
        case .scroll(.up): "line-up"
        case .scroll(let movement): movement.configName
        case .toggle: "toggle"
        case .skipOccurrence: "skip-occurrence"
        case .edit: "edit"
        case .editNotes: "edit-notes"
        case .delete: "delete"
        case .undo: "undo"
        case .redo: "redo"
        case .help: "help"
        case .back: "back"
        }
    }
}

extension ProjectsAndTagsAction: KeyActionNaming {
    var configName: String {
        switch self {
        case .move(let movement): movement.configName
        case .switchList: "switch-list"
        case .showProjects: "show-projects"
        case .showTags: "show-tags"
        case .choose: "choose"
        case .back: "back"
        case .help: "help"
        }
    }
}

extension StatisticsAction: KeyActionNaming {
    var configName: String {
        switch self {
        case .scroll(let movement): movement.configName
        case .back: "back"
        case .help: "help"
        }
    }
}

extension HelpAction: KeyActionNaming {
    var configName: String {
        switch self {
        case .scroll(let movement): movement.configName
        case .close: "back"
        }
    }
}

extension ConfirmAction: KeyActionNaming {
    var configName: String {
        switch self {
        case .answer(.yes): "yes"
        case .answer(.no): "no"
        case .answer(.alternative): "other-choice"
        }
    }
}

extension TaskEditorAction: KeyActionNaming {
    var configName: String {
        switch self {
        case .save: "save"
        case .cancel: "cancel"
        case .help: "help"
        case .focus(.next, _): "next-field"
        case .focus(.previous, _): "previous-field"
        case .priority(.next): "raise-priority"
        case .priority(.previous): "lower-priority"
        }
    }
}
