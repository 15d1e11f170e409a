import TerminalCore

/// Everything a key can do on the Task List, by concern: each concern's folder declares
/// its actions with their keys and names (`Changes/TaskListChangesActions.swift`, …), and
/// this enum only gathers them, so a new action never touches this file.
enum TaskListAction: KeyActionNaming {
    case browse(TaskListBrowseAction)
    case search(TaskListSearchAction)
    case marks(TaskListMarksAction)
    case change(TaskListChangeAction)
    case tags(TaskListTagsAction)
    case tree(TaskListTreeAction)
    case commandLine(TaskListCommandLineAction)
    case storage(TaskListStorageAction)
    case plan(TaskListPlanAction)
    case depends(TaskListDependsAction)
    case annotate(TaskListAnnotateAction)
    case context(TaskListContextAction)

    /// The name a config file binds keys to (`[keys.list] toggle = "T"`); `taskdeck help keys` lists them.
    var configName: String {
        switch self {
        case .browse(let action): action.configName
        case .search(let action): action.configName
        case .marks(let action): action.configName
        case .change(let action): action.configName
        case .tags(let action): action.configName
        case .tree(let action): action.configName
        case .commandLine(let action): action.configName
        case .storage(let action): action.configName
        case .plan(let action): action.configName
        case .depends(let action): action.configName
        case .annotate(let action): action.configName
        case .context(let action): action.configName
        }
    }
}

/// The Task List's keys: each concern's bindings, gathered in Help's order of groups
/// (the bottom hints follow the same order).
enum TaskListKeyMap {
    /// Help's groups, in the order Help shows them; within a group, the concerns' order here.
    static let groups = ["Move", "Change", "Subtasks", "Marks", "View"]

    /// The concerns in the order their bindings stand within a group: the search comes
    /// first among the views (its hint `/ filter` before `f tab`: `/` filters, `f` changes the tab).
    static let list = KeyMap<TaskListAction>(grouped: [
        TaskListSearchAction.bindings.map { $0.mapped(TaskListAction.search) },
        TaskListCommandLineAction.bindings.map { $0.mapped(TaskListAction.commandLine) },
        TaskListBrowseAction.bindings.map { $0.mapped(TaskListAction.browse) },
        TaskListStorageAction.bindings.map { $0.mapped(TaskListAction.storage) },
        TaskListChangeAction.bindings.map { $0.mapped(TaskListAction.change) },
        TaskListPlanAction.bindings.map { $0.mapped(TaskListAction.plan) },
        TaskListDependsAction.bindings.map { $0.mapped(TaskListAction.depends) },
        TaskListAnnotateAction.bindings.map { $0.mapped(TaskListAction.annotate) },
        TaskListTagsAction.bindings.map { $0.mapped(TaskListAction.tags) },
        TaskListTreeAction.bindings.map { $0.mapped(TaskListAction.tree) },
        TaskListMarksAction.bindings.map { $0.mapped(TaskListAction.marks) },
        TaskListContextAction.bindings.map { $0.mapped(TaskListAction.context) },
    ].flatMap { $0 }, order: groups)

    /// The keys of the fields at the bottom, each its concern's.
    static let search = TaskListSearchFieldAction.keys
    static let tags = TaskListTagsFieldAction.keys
    static let parent = TaskListParentFieldAction.keys
    static let commandLine = TaskListCommandFieldAction.keys
    static let wait = TaskListWaitFieldAction.keys
    static let depends = TaskListDependsFieldAction.keys
    static let annotate = TaskListAnnotateFieldAction.keys
    static let context = TaskListContextFieldAction.keys
    static let commands = TaskListCommandLineAction.commands
}

extension TaskListViewController {
    /// Hands a key's action to its concern.
    func perform(_ action: TaskListAction) {
        switch action {
        case .browse(let action): perform(action)
        case .search(let action): perform(action)
        case .marks(let action): perform(action)
        case .change(let action): perform(action)
        case .tags(let action): perform(action)
        case .tree(let action): perform(action)
        case .commandLine(let action): perform(action)
        case .storage(let action): perform(action)
        case .plan(let action): perform(action)
        case .depends(let action): perform(action)
        case .annotate(let action): perform(action)
        case .context(let action): perform(action)
        }
    }
}
