import TaskDomain
import TaskWording

/// The settings a config file gives, typed; nil where the file says nothing (the default,
/// or an environment variable or option, then applies: the executable decides that).
public struct ConfigSettings: Equatable, Sendable {
    /// `[store] file`: the JSON task file, `~` expanded, relative to the config file's folder.
    public var storeFile: Sourced<String>?
    /// `[store] vdir`: a folder of `.ics` files instead (never together with `file`).
    public var storeVdir: Sourced<String>?
    /// `[store] vdir-list`: the vdir list (sub-folder name) new tasks without a list of their project go to.
    public var vdirList: Sourced<String>?
    /// `[store] lock-timeout`: seconds a change waits for another writer's lock.
    public var lockTimeout: Sourced<Double>?
    /// `[sync] command`: the shell command `taskdeck sync` and the app's `$` run.
    public var syncCommand: Sourced<String>?
    /// `[sync] timeout`: seconds the sync command may run before it is ended.
    public var syncTimeout: Sourced<Int>?
    /// `[editor] command`: the editor the app's `E` opens notes in.
    public var editorCommand: Sourced<String>?
    /// `[list] tab`: the filter tab the app opens on.
    public var listTab: Sourced<TaskFilter>?
    /// `[list] tab` naming a saved view instead of a built-in tab.
    public var listView: Sourced<String>?
    /// `[views.NAME]`: the saved views, in the file's order.
    public var views: [ViewSetting] = []
    /// The custom fields `[fields.NAME]` declares, in the file's order.
    public var fields: [FieldDeclaration] = []
    /// `[contexts.NAME]`: the contexts, in the file's order.
    public var contexts: [ContextSetting] = []
    /// `[list] sort`: the app's first order, and `taskdeck list`'s without `--sort`.
    public var listSort: Sourced<TaskSort>?
    /// `[list] columns`: which columns the app's rows and `taskdeck list` show, in order.
    public var listColumns: Sourced<[ListColumn]>?
    /// `[list] date-style`: due dates relative to today or as ISO dates.
    public var dateStyle: Sourced<DateStyle>?
    /// `[keys]` and `[keys.SCENE]`: the preset and the bindings, checked by the scenes.
    public var keys = KeySettings()
    /// `[theme] name` and `[theme.colors]`: checked by TaskTheme's `ThemeConfiguration`.
    public var theme = ThemeSettings()
    /// `[mouse] enabled`: whether the app asks the terminal for mouse reports.
    public var mouseEnabled: Sourced<Bool>?
    /// `[urgency]`: the coefficients the file sets, by their key (`priority-high`).
    public var urgency: [String: Sourced<Double>] = [:]
    /// `[urgency.tag]`: extra points per tag, in the file's order.
    public var urgencyTags: [UrgencyBonus] = []
    /// `[urgency.project]`: extra points per project (and its sub-projects), in the file's order.
    public var urgencyProjects: [UrgencyBonus] = []
    /// `[urgency.field]` and `[urgency.field.NAME]`: extra points for a custom field, or one
    /// of its values, in the file's order.
    public var urgencyFields: [UrgencyFieldBonus] = []
    /// `[start] several-active`: whether several tasks may run at once.
    public var severalActive: Sourced<Bool>?
    /// `[next] limit`: how many tasks the Next view and `taskdeck next` show.
    public var nextLimit: Sourced<Int>?
    /// `[undo] limit`: how many changes the shared undo history keeps.
    public var undoLimit: Sourced<Int>?

    public init() {}
}

/// The values taskdeck uses when nothing else says: one place, read by the executable and
/// by `taskdeck config --default`, so the two cannot disagree.
public enum ConfigDefaults {
    public static let syncCommand = "vdirsyncer sync"
    /// The editor when neither the file nor `$VISUAL` / `$EDITOR` name one.
    public static let editorCommand = "vi"
    public static let lockTimeoutSeconds = 5.0
    public static let lockTimeoutRange = 0.0...3600.0
    /// Seconds a sync may run (vdirsyncer over a slow link takes tens of seconds, a hung
    /// server forever).
    public static let syncTimeoutSeconds = 120
    public static let syncTimeoutRange = 1...86_400
    public static let listTab = TaskFilter.pending
    public static let listSort = TaskSort.due
    public static let mouseEnabled = true
    public static let listColumns = ListColumn.defaults
    public static let dateStyle = DateStyle.default
}

/// The names of the app's filter tabs as a config file writes them: the tabs' own words
/// (`done`, not the domain's `completed`), in the tabs' order.
public enum ListTabName {
    public static let all: [(name: String, filter: TaskFilter)] = [
        ("all", .all), ("pending", .pending), ("next", .ready), ("today", .dueToday),
        ("week", .dueThisWeek), ("overdue", .overdue), ("waiting", .waiting), ("done", .completed),
    ]

    public static func filter(named name: String) -> TaskFilter? {
        all.first { $0.name == name.lowercased() }?.filter
    }

    public static func name(of filter: TaskFilter) -> String {
        all.first { $0.filter == filter }?.name ?? filter.rawValue
    }
}
