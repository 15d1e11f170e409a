import TerminalCore

/// `i` on the list: a field at the bottom whose line is added to the targets, dated now (an
/// annotation, as `taskdeck annotate` adds one). Removing one is `taskdeck denotate`.
enum TaskListAnnotateAction: KeyActionNaming {
    case annotate

    static let bindings: [KeyBinding<TaskListAnnotateAction>] = [
        KeyBinding([.char("i")], .annotate, group: "Change", "annotate: add a dated line to the task"),
    ]

    var configName: String {
        switch self {
        case .annotate: "annotate"
        }
    }
}

/// What a key does while the annotation field at the bottom is open.
enum TaskListAnnotateFieldAction: Hashable, Sendable {
    case apply, cancel

    static let keys = KeyMap<TaskListAnnotateFieldAction>([
        KeyBinding([.key(.enter)], .apply, group: "Annotation field", "add the line to the task"),
        KeyBinding([.key(.escape)], .cancel, group: "Annotation field", "cancel"),
    ])
}

extension TaskListViewController {
    func perform(_ action: TaskListAnnotateAction) {
        switch action {
        case .annotate: interactor.annotate.openAnnotatePrompt(request: .init())
        }
    }

    /// Enter adds the line (an empty one is refused by the domain, and said), Esc cancels.
    func perform(_ action: TaskListAnnotateFieldAction, annotation text: String) {
        prompt = nil
        if action == .apply { interactor.annotate.annotate(request: .init(text: text)) }
    }

    /// Opens the annotation field.
    func displayAnnotatePrompt(viewModel: TaskList.AnnotatePrompt.ViewModel) {
        prompt = Prompt(kind: .annotate, label: viewModel.label, field: TextField(text: ""))
        needsDisplay = true
    }
}
