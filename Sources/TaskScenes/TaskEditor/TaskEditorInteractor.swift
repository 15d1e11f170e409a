import TaskDomain

/// The Task Editor's business logic: focus, priority and completion, reading the typed
/// fields into a draft or an edit, and saving through the shared worker (so a save is one
/// step on the undo stack).
///
/// It keeps no copy of the typed text: every request carries it (`TaskEditor.FormText`
/// says why the view's widgets own it). What it keeps is what it decides, and the form as
/// loaded, to tell what changed.
///
/// Adding applies the quick-add shorthand of the Title field (`QuickAddParser`); a field
/// the person filled wins over the matching token (Due, Project, a Priority other than
/// none): that kind of token is then not read and its words stay in the title. Tags from
/// both are kept. Editing takes the title literally and sends only
/// the fields whose value changed, so undo reads "Edited 'X'" and nothing else is touched.
final class TaskEditorInteractor: TaskEditorBusinessLogic, TaskEditorDataStore {
    private let presenter: TaskEditorPresentationLogic
    private let worker: TaskWorking

    // MARK: Data store

    var task: Task?
    var parent: Task?
    private(set) var savedTask: TaskEditor.SavedTask?

    // MARK: State

    /// The text the form was loaded with: what "changed" and an edit are measured against.
    private var initialText = TaskEditor.FormText()
    private var initialPriority = Priority.none
    private(set) var priority = Priority.none
    private(set) var focus = TaskEditor.Field.title
    private var errors: [TaskEditor.Field: TaskDomainError] = [:]
    private var completion = NameCompletion()

    init(presenter: TaskEditorPresentationLogic, worker: TaskWorking) {
        self.presenter = presenter
        self.worker = worker
    }

    private var isEditing: Bool { task != nil }

    // MARK: - Business logic

    func loadForm(request: TaskEditor.LoadForm.Request) {
        initialText = task.map(TaskEditorInteractor.text(of:)) ?? TaskEditor.FormText()
        initialPriority = task?.priority ?? .none
        priority = initialPriority
        focus = .title
        errors = [:]
        do {
            let tasks = try worker.allTasks()
            completion = NameCompletion(projects: TaskGroups.projects(in: tasks).map(\.name),
                                        tags: TaskGroups.tags(in: tasks).map(\.name))
        } catch {
            completion = NameCompletion()
            presenter.presentStatus(response: .init(kind: .completionUnavailable(SceneError(error))))
        }
        presentForm(initialText, newText: initialText.byField)
    }

    func editField(request: TaskEditor.EditField.Request) {
        errors[request.field] = nil
        presentForm(request.form)
    }

    func cyclePriority(request: TaskEditor.CyclePriority.Request) {
        // Stops at the ends (→ on high stays high): a selector that wraps turns a held key
        // from "most important" into "none".
        priority = PriorityUpdate.step(up: request.direction == .next).applied(to: priority)
        errors[.priority] = nil
        presentForm(request.form)
    }

    func moveFocus(request: TaskEditor.MoveFocus.Request) {
        var form = request.form
        var newText: [TaskEditor.Field: String] = [:]
        if request.completes, request.direction == .next, let next = nextCompletion(in: form) {
            form[text: focus] = next
            newText[focus] = next
            errors[focus] = nil
        } else {
            tabCycle.reset()
            let all = TaskEditor.Field.allCases
            let step = request.direction == .next ? 1 : all.count - 1
            focus = all[(focus.rawValue + step) % all.count]
        }
        presentForm(form, newText: newText)
    }

    func save(request: TaskEditor.Save.Request) {
        let form = request.form
        do {
            if let task {
                let edit = try readEdit(of: task, from: form)
                if edit.isEmpty {
                    savedTask = .init(id: task.id, change: nil)
                } else {
                    let change = try worker.edit([task.id], edit)
                    savedTask = .init(id: task.id, change: change)
                }
            } else {
                let change = try worker.add(try readDraft(from: form))
                guard let id = change.ids.first else {
                    presenter.presentSaveFailure(response: .init(kind: .nothingAdded))
                    return
                }
                savedTask = .init(id: id, change: change)
            }
            presenter.presentSaved(response: .init(change: savedTask?.change))
        } catch let invalid as InvalidFields {
            refuse(invalid.errors, form: form)
        } catch let error as TaskDomainError {
            if let field = TaskEditorInteractor.field(of: error) {
                refuse([field: error], form: form)
            } else {
                presenter.presentSaveFailure(response: .init(kind: .notSaved(SceneError(error))))
            }
        } catch {
            presenter.presentSaveFailure(response: .init(kind: .notSaved(SceneError(error))))
        }
    }

    func cancel(request: TaskEditor.Cancel.Request) {
        presenter.presentCancel(response: .init(needsConfirmation: isChanged(request.form), quitting: request.quitting))
    }

    /// True when the form differs from what it was loaded with.
    private func isChanged(_ form: TaskEditor.FormText) -> Bool {
        form != initialText || priority != initialPriority
    }

    // MARK: - Reading the form

    /// Every field the domain refused, so the form can mark them all at once.
    private struct InvalidFields: Error {
        var errors: [TaskEditor.Field: TaskDomainError]
    }

    /// The new task: the form's fields, with quick-add filling what the fields leave empty.
    private func readDraft(from form: TaskEditor.FormText) throws -> TaskDraft {
        let quick = quickAdd(form)
        var reader = FieldReader(form: form, clock: worker.clock)
        let title = reader.title(quick.title)
        let due = reader.due() ?? quick.due
        let recurrence = reader.recurrence() ?? quick.recurrence
        let project = reader.project() ?? quick.project
        let tags = reader.tags()
        try reader.throwIfInvalid()
        var allTags = tags
        for tag in quick.tags where !allTags.contains(tag) { allTags.append(tag) }
        let priority = self.priority != .none ? self.priority : (quick.priority ?? .none)
        return TaskDraft(title: title, notes: form.notes, due: due, priority: priority,
                         project: project, tags: allTags, parent: isEditing ? nil : parent?.id,
                         recurrence: recurrence)
    }

    /// Only the fields whose value differs from the task's.
    private func readEdit(of task: Task, from form: TaskEditor.FormText) throws -> TaskEdit {
        var reader = FieldReader(form: form, clock: worker.clock)
        let title = reader.title(form.title)
        let due = form.due == initialText.due ? task.due : reader.due()
        let recurrence = form.recurrence == initialText.recurrence ? task.recurrence : reader.recurrence()
        let project = reader.project()
        let tags = Set(reader.tags())
        try reader.throwIfInvalid()
        var edit = TaskEdit()
        if title != task.title { edit.title = .set(title) }
        if form.notes != task.notes { edit.notes = .set(form.notes) }
        if due != task.due { edit.due = .set(due) }
        if recurrence != task.recurrence { edit.recurrence = .set(recurrence) }
        if priority != task.priority { edit.priority = .set(priority) }
        if project != task.project { edit.project = .set(project) }
        edit.addTags = tags.subtracting(task.tags).sorted()
        edit.removeTags = task.tags.subtracting(tags).sorted()
        return edit
    }

    /// Reads and validates the text fields, collecting an error per field instead of
    /// stopping at the first.
    private struct FieldReader {
        let form: TaskEditor.FormText
        let clock: any Clock
        var errors: [TaskEditor.Field: TaskDomainError] = [:]

        mutating func title(_ text: String) -> String {
            do { return try TaskValidation.title(text) } catch { errors[.title] = error; return text }
        }

        /// nil when the field is empty (or invalid).
        mutating func due() -> Due? {
            let text = form.due.trimmingWhitespace
            guard !text.isEmpty else { return nil }
            do { return try DuePhraseParser(clock: clock).parse(text) } catch { errors[.due] = error; return nil }
        }

        /// nil when the field is empty (or invalid).
        mutating func recurrence() -> Recurrence? {
            let text = form.recurrence.trimmingWhitespace
            guard !text.isEmpty else { return nil }
            do { return try RecurrencePhraseParser(clock: clock).parse(text) } catch { errors[.recurrence] = error; return nil }
        }

        mutating func project() -> String? {
            guard !form.project.trimmingWhitespace.isEmpty else { return nil }
            do { return try TaskValidation.project(form.project) } catch { errors[.project] = error; return nil }
        }

        /// The normalized tags in the order typed, without duplicates.
        mutating func tags() -> [String] {
            var result: [String] = []
            for word in TaskValidation.tagWords(in: form.tags) {
                do {
                    let tag = try TaskValidation.tag(word)
                    if !result.contains(tag) { result.append(tag) }
                } catch {
                    if errors[.tags] == nil { errors[.tags] = error }
                }
            }
            return result
        }

        func throwIfInvalid() throws {
            if !errors.isEmpty { throw InvalidFields(errors: errors) }
        }
    }

    // MARK: - Helpers

    private func refuse(_ fieldErrors: [TaskEditor.Field: TaskDomainError], form: TaskEditor.FormText) {
        errors = fieldErrors
        let fields = TaskEditor.Field.allCases.filter { fieldErrors[$0] != nil }
        if let first = fields.first { focus = first }
        presentForm(form)
        presenter.presentSaveFailure(response: .init(kind: .invalidFields(fields)))
    }

    /// The quick-add reading of the title: every token is read and taken out of the
    /// title. A field the person filled wins over its token (tags from both are kept), so
    /// `Pay rent fri +home !low #bills` with Due and Priority set saves as `Pay rent` with
    /// those two fields, `+home` and `#bills` (`readDraft`, and the preview in `presentForm`).
    private func quickAdd(_ form: TaskEditor.FormText) -> QuickAddParser.Result {
        QuickAddParser(clock: worker.clock).parse(form.title)
    }

    /// The preview of what a save would store: the title's tokens with the filled fields
    /// in their place; nil when the title holds no token.
    private func quickAddPreview(_ form: TaskEditor.FormText, due: TaskEditor.DuePreview) -> QuickAddParser.Result? {
        var read = quickAdd(form)
        guard !read.isPlainTitle else { return nil }
        if case .valid(let filled) = due { (read.due, read.duePhrase) = (filled, form.due.trimmingWhitespace) }
        if let filled = try? RecurrencePhraseParser(clock: worker.clock).parse(form.recurrence) { read.recurrence = filled }
        if let project = try? TaskValidation.project(form.project) { read.project = project }
        if priority != .none { read.priority = priority }
        return read
    }

    private var tabCycle = TabCompletionCycle()

    /// What the focused field becomes on Tab, or nil when Tab moves on.
    private func nextCompletion(in form: TaskEditor.FormText) -> String? {
        switch focus {
        case .project: return tabCycle.next(after: form.project, offer: completion.projectOffer)
        case .tags: return tabCycle.next(after: form.tags, offer: completion.tagOffer)
        default: return nil
        }
    }

    private func presentForm(_ form: TaskEditor.FormText, newText: [TaskEditor.Field: String] = [:]) {
        let dueText = form.due.trimmingWhitespace
        let due: TaskEditor.DuePreview
        if dueText.isEmpty {
            due = .none
        } else if let parsed = try? DuePhraseParser(clock: worker.clock).parse(dueText) {
            due = .valid(parsed)
        } else {
            due = .invalid(dueText)
        }
        let quickAdd = isEditing ? nil : quickAddPreview(form, due: due)
        let recurrence = repeatPreview(form, due: due, quickAdd: quickAdd)
        let completions: [String]
        switch focus {
        case .project: completions = completion.projectCandidates(for: form.project)
        case .tags: completions = completion.tagCandidates(for: form.tags)
        default: completions = []
        }
        presenter.presentForm(response: .init(
            isEditing: isEditing, parentTitle: isEditing ? nil : parent?.title, newText: newText, priority: priority,
            focus: focus, due: due, recurrence: recurrence, quickAdd: quickAdd,
            completions: completions, errors: errors, isDirty: isChanged(form)))
    }

    /// What the Repeat field means, with the due date it would start from: the Due field's
    /// (or the title's date), else the rule's first day from today, as saving would make it.
    private func repeatPreview(_ form: TaskEditor.FormText, due: TaskEditor.DuePreview,
                               quickAdd: QuickAddParser.Result?) -> TaskEditor.RepeatPreview {
        let text = form.recurrence.trimmingWhitespace
        guard !text.isEmpty else { return .none }
        do {
            let rule = try RecurrencePhraseParser(clock: worker.clock).parse(text)
            var first = quickAdd?.due
            if case .valid(let filled) = due { first = filled }
            let start = first ?? Due(day: rule.firstOccurrence(onOrAfter: worker.clock.today))
            try rule.validate(startingOn: start.day)
            return .valid(rule, first: start)
        } catch {
            return .invalid(error)
        }
    }

    /// The fields' text for an existing task; the due date and the rule in forms the parsers read back.
    static func text(of task: Task) -> TaskEditor.FormText {
        TaskEditor.FormText(title: task.title, notes: task.notes, due: task.due?.description ?? "",
                            recurrence: task.recurrence?.phrase ?? "",
                            project: task.project ?? "", tags: task.sortedTags.joined(separator: " "))
    }

    /// The field a domain validation error concerns, if it concerns one.
    static func field(of error: TaskDomainError) -> TaskEditor.Field? {
        switch error {
        case .emptyTitle, .titleHasNewline: .title
        case .invalidDuePhrase: .due
        case .invalidRepeatPhrase: .recurrence
        case .invalidPriority: .priority
        case .invalidProject: .project
        case .invalidTag: .tags
        case .idPrefixTooShort, .unknownID, .ambiguousID, .taskNotFound, .parentNotFound, .parentCycle,
             .alreadyTopLevel, .openSubtasks: nil
        }
    }
}

private extension String {
    /// The text without leading and trailing whitespace (Foundation-free).
    var trimmingWhitespace: String {
        var text = Substring(self)
        while text.first?.isWhitespace == true { text.removeFirst() }
        while text.last?.isWhitespace == true { text.removeLast() }
        return String(text)
    }
}
