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
/// the person filled wins over the matching token (Due, Repeat, Project, a Priority other
/// than none). Tags from both are kept. Editing reads the words added to the title the
/// same way (`e`, append ` #home tomorrow`, Enter), a field the person changed winning over
/// them, and sends only the fields whose value changed, so undo reads "Edited 'X'" and
/// nothing else is touched. What the text means is read by `TaskEditorFormReader`, once
/// for the preview and once for the save.
final class TaskEditorInteractor: TaskEditorBusinessLogic, TaskEditorDataStore {
    private let presenter: TaskEditorPresentationLogic
    private let worker: TaskWorking
    /// The config's declared custom fields: a row each after Tags, read by their type.
    private let customFields: [FieldDeclaration]
    /// The form's fields in Tab order (taskdeck's, then the declared ones).
    private let fields: [TaskEditor.Field]

    // MARK: Data store

    var task: Task?
    var parent: Task?
    var defaults = WriteDefaults.none
    private(set) var savedTask: TaskEditor.SavedTask?

    // MARK: State

    /// The text the form was loaded with: what "changed" and an edit are measured against.
    private var initialText = TaskEditor.FormText()
    private var initialPriority = Priority.none
    private(set) var priority = Priority.none
    private(set) var focus = TaskEditor.Field.title
    private var errors: [TaskEditor.Field: TaskDomainError] = [:]
    private var completion = NameCompletion()
    /// The leave that waits for the answer to the discard question: whether it quits.
    private var pendingCancel: Bool?

    /// The longest notes (UTF-8 bytes) the form edits. Longer ones (100 MB pasted from a
    /// log) are kept as they are and left to the person's editor: the form's text area
    /// would take every key in proportion to their size, and opening it took 39 s.
    static let editableNotesLimit = 1 << 20

    init(presenter: TaskEditorPresentationLogic, worker: TaskWorking, customFields: [FieldDeclaration]) {
        self.presenter = presenter
        self.worker = worker
        self.customFields = customFields
        fields = TaskEditor.Field.all(custom: customFields)
    }

    private var isEditing: Bool { task != nil }

    // MARK: - Business logic

    func loadForm(request: TaskEditor.LoadForm.Request) {
        initialText = task.map(TaskEditorInteractor.text(of:)) ?? TaskEditor.FormText()
        // Every declared field has its line (empty when unset); undeclared ones have none.
        initialText.custom = Dictionary(uniqueKeysWithValues: customFields.map { ($0.name, task?.fields[$0.name] ?? "") })
        if task == nil {
            // A new subtask starts in its parent's project (the domain gives it one left
            // empty too); else in the context's, view's or filter's.
            initialText.project = parent?.project ?? defaults.project ?? ""
            initialText.tags = defaults.tags.joined(separator: " ")
        }
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
            let step = request.direction == .next ? 1 : fields.count - 1
            focus = fields[((fields.firstIndex(of: focus) ?? 0) + step) % fields.count]
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

    /// Leaves at once when nothing was changed; else asks whether to discard the changes and
    /// leaves (or quits, for Ctrl-C) only on a yes (`answerQuestion`).
    func cancel(request: TaskEditor.Cancel.Request) {
        guard isChanged(request.form) else {
            presenter.presentCancel(response: .init(quitting: request.quitting))
            return
        }
        pendingCancel = request.quitting
        presenter.presentQuestion(response: .init(question: .discardChanges(toTaskTitled: task?.title,
                                                                            quitting: request.quitting)))
    }

    func answerQuestion(request: TaskEditor.AnswerQuestion.Request) {
        guard let quitting = pendingCancel else { return }
        pendingCancel = nil
        if request.answer == .yes { presenter.presentCancel(response: .init(quitting: quitting)) }
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

    private var formReader: TaskEditorFormReader {
        TaskEditorFormReader(clock: worker.clock, task: task, initial: initialText, customFields: customFields)
    }

    /// The new task: the form's fields, with quick-add filling what the fields leave empty.
    private func readDraft(from form: TaskEditor.FormText) throws -> TaskDraft {
        let reading = formReader.read(form)
        let quick = reading.quickAdd ?? QuickAddParser.Result(title: form.title)
        var reader = FieldReader(form: form, errors: reading.errors)
        let title = reader.title(quick.title)
        // A Project field as it opened (empty, or the list's default) yields to the title's `+project`.
        let fieldProject = reader.project()
        let project = form.project != initialText.project ? fieldProject : (quick.project ?? fieldProject)
        let tags = reader.tags()
        // A field typed wins over the title's `estimate:3`.
        var values = quick.fields
        for declaration in customFields {
            guard let text = form.custom[declaration.name], !text.trimmingBlanks.isEmpty else { continue }
            values[declaration.name] = reader.custom(declaration, dates: DateReader(clock: worker.clock))
        }
        try reader.throwIfInvalid()
        var allTags = tags
        for tag in quick.tags where !allTags.contains(tag) { allTags.append(tag) }
        let priority = self.priority != .none ? self.priority : (quick.priority ?? .none)
        var draft = TaskDraft(title: title, notes: form.notes, due: reading.savedDue?.due, priority: priority,
                              project: project, tags: allTags, parent: isEditing ? nil : parent?.id,
                              recurrence: reading.savedRule, wait: reading.savedPlan[.wait] ?? nil,
                              scheduled: reading.savedPlan[.scheduled] ?? nil, until: reading.savedPlan[.until] ?? nil)
        draft.fields = CustomFields(values.compactMapValues { $0 })
        return draft
    }

    /// Only the fields whose value differs from the task's.
    private func readEdit(of task: Task, from form: TaskEditor.FormText) throws -> TaskEdit {
        let reading = formReader.read(form)
        let quick = reading.quickAdd
        var reader = FieldReader(form: form, errors: reading.errors)
        let title = reader.title(quick?.title ?? form.title)
        let fieldProject = reader.project()
        let project = form.project != initialText.project ? fieldProject : (quick?.project ?? fieldProject)
        let tags = Set(reader.tags()).union(quick?.tags ?? [])
        let priority = self.priority != initialPriority ? self.priority : (quick?.priority ?? self.priority)
        // Only declared fields whose line changed (empty clears), over the title's words;
        // every other field of the task, declared or not, stays as it is.
        var values: [String: String?] = (quick?.fields ?? [:]).mapValues { $0 }
        for declaration in customFields where form.custom[declaration.name] != initialText.custom[declaration.name] {
            let text = form.custom[declaration.name] ?? ""
            values[declaration.name] = text.trimmingBlanks.isEmpty ? .some(nil)
                : reader.custom(declaration, dates: DateReader(clock: worker.clock))
        }
        try reader.throwIfInvalid()
        var edit = TaskEdit()
        if title != task.title { edit.title = .set(title) }
        if form.notes != task.notes { edit.notes = .set(form.notes) }
        if reading.savedDue?.due != task.due { edit.due = .set(reading.savedDue?.due) }
        if reading.savedRule != task.recurrence { edit.recurrence = .set(reading.savedRule) }
        if priority != task.priority { edit.priority = .set(priority) }
        if project != task.project { edit.project = .set(project) }
        if let wait = reading.savedPlan[.wait], wait != task.wait { edit.wait = .set(wait) }
        if let scheduled = reading.savedPlan[.scheduled], scheduled != task.scheduled { edit.scheduled = .set(scheduled) }
        if let until = reading.savedPlan[.until], until != task.until { edit.until = .set(until) }
        for (name, value) in values where value != task.fields[name] { edit.fields[name] = value }
        edit.addTags = tags.subtracting(task.tags).sorted()
        edit.removeTags = task.tags.subtracting(tags).sorted()
        return edit
    }

    /// Reads and validates the title, project and tags, collecting an error per field
    /// (with those the form reader found) instead of stopping at the first.
    private struct FieldReader {
        let form: TaskEditor.FormText
        var errors: [TaskEditor.Field: TaskDomainError]

        mutating func title(_ text: String) -> String {
            do { return try TaskValidation.title(text) } catch { errors[.title] = errors[.title] ?? error; return text }
        }

        mutating func project() -> String? {
            guard !form.project.trimmingBlanks.isEmpty else { return nil }
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

        /// A declared field's line read by its type and allowed values (nil when refused).
        mutating func custom(_ declaration: FieldDeclaration, dates: DateReader) -> String? {
            do {
                return try declaration.storedValue(form.custom[declaration.name] ?? "", dates: dates)
            } catch {
                errors[.custom(declaration.name)] = error
                return nil
            }
        }

        func throwIfInvalid() throws {
            if !errors.isEmpty { throw InvalidFields(errors: errors) }
        }
    }

    // MARK: - Helpers

    private func refuse(_ fieldErrors: [TaskEditor.Field: TaskDomainError], form: TaskEditor.FormText) {
        errors = fieldErrors
        let fields = self.fields.filter { fieldErrors[$0] != nil }
        if let first = fields.first { focus = first }
        presentForm(form)
        presenter.presentSaveFailure(response: .init(kind: .invalidFields(fields)))
    }

    /// The preview of what a save would store from the title: its tokens, with a filled
    /// field in place of the token of its kind; nil when the title holds nothing to read
    /// and nothing that looks like a date.
    private func quickAddPreview(_ form: TaskEditor.FormText, _ reading: TaskEditorFormReader.Reading)
        -> QuickAddParser.Result? {
        guard var read = reading.quickAdd, !read.isPlainTitle || !read.leftAsText.isEmpty else { return nil }
        if read.dueReading != nil || reading.savedDue != nil && !isEditing { read.dueReading = reading.savedDue }
        if read.recurrence != nil || !isEditing { read.recurrence = reading.savedRule }
        // Adding, a Project field as it opened (a default of the list's) yields to the title's `+project`, as the save does.
        let yields = !isEditing && read.project != nil && form.project == initialText.project
        if !yields, let project = try? TaskValidation.project(form.project), read.project != nil || !isEditing {
            read.project = project
        }
        if priority != .none, read.priority != nil || !isEditing { read.priority = priority }
        return read
    }

    /// The day a rule read from the title starts on when no due date was read with it.
    private func firstDue(of preview: QuickAddParser.Result?, _ reading: TaskEditorFormReader.Reading) -> Due? {
        guard let preview, let rule = preview.recurrence, preview.dueReading == nil else { return nil }
        return reading.savedDue?.due ?? Due(day: rule.firstOccurrence(onOrAfter: worker.clock.today))
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
        let reading = formReader.read(form)
        let completions: [String]
        switch focus {
        case .project: completions = completion.projectCandidates(for: form.project)
        case .tags: completions = completion.tagCandidates(for: form.tags)
        default: completions = []
        }
        presenter.presentForm(response: .init(
            isEditing: isEditing, parentTitle: isEditing ? nil : parent?.title,
            parentProject: isEditing ? nil : takenProject(form), newText: newText, priority: priority,
            focus: focus, due: reading.due, recurrence: reading.recurrence, planDates: reading.planDates,
            waitPastDue: reading.waitPastDue, quickAdd: quickAddPreview(form, reading),
            quickAddFirstDue: firstDue(of: quickAddPreview(form, reading), reading),
            completions: completions, errors: errors, isDirty: isChanged(form),
            oversizedNotes: isEditing && initialText.notes.utf8.count > Self.editableNotesLimit ? initialText.notes.utf8.count : nil,
            customFields: customFields))
    }

    /// The parent's project, when a new subtask will take it: the Project field holds it or is empty.
    private func takenProject(_ form: TaskEditor.FormText) -> String? {
        guard let project = parent?.project else { return nil }
        let typed = form.project.trimmingBlanks
        return typed.isEmpty || (try? TaskValidation.project(typed)) == project ? project : nil
    }

    /// The fields' text for an existing task; the due date and the rule in forms the parsers read back.
    static func text(of task: Task) -> TaskEditor.FormText {
        TaskEditor.FormText(title: task.title, notes: task.notes, due: task.due?.description ?? "",
                            recurrence: task.recurrence?.phrase ?? "", wait: task.wait?.description ?? "",
                            scheduled: task.scheduled?.description ?? "", until: task.until?.description ?? "",
                            project: task.project ?? "", tags: task.sortedTags.joined(separator: " "))
    }

    /// The field a domain validation error concerns, if it concerns one.
    static func field(of error: TaskDomainError) -> TaskEditor.Field? {
        switch error {
        case .emptyTitle, .titleHasNewline: .title
        case .invalidDuePhrase: .due
        case .invalidRepeatPhrase, .twoTimes: .recurrence
        case .notAField: .title
        case .invalidPriority: .priority
        case .invalidProject: .project
        case .invalidTag: .tags
        case .idPrefixTooShort, .unknownID, .ambiguousID, .taskNotFound, .parentNotFound, .parentCycle,
             .alreadyTopLevel, .openSubtasks, .startingCompleted, .severalToStart, .blockerNotFound, .dependencyCycle: nil
        case .emptyAnnotation, .noAnnotations, .noSuchAnnotation, .ambiguousAnnotation, .invalidFieldValue: nil
        }
    }
}
