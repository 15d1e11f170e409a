import TaskDomain
import TerminalCore

/// The Task Editor scene (add and edit form): every use case as Request -> Response -> ViewModel.
enum TaskEditor {
    /// The form's fields, in Tab order: taskdeck's own, then the declared custom fields.
    enum Field: Hashable, Sendable {
        case title, notes, due, recurrence, wait, scheduled, until, priority, project, tags
        /// A custom field the config file declares (`[fields.estimate]`), by name: a line of
        /// text read by the field's type. Undeclared fields have none: they stay as they are.
        case custom(String)

        /// taskdeck's own fields, in Tab order.
        static let builtIn: [Field] = [.title, .notes, .due, .recurrence, .wait, .scheduled, .until, .priority, .project, .tags]

        /// Every field of a form with these declared custom fields, in Tab order.
        static func all(custom: [FieldDeclaration]) -> [Field] {
            builtIn + custom.map { .custom($0.name) }
        }

        /// The plan's date fields: read as the Due field is, each with the same preview.
        static let planDates: [Field] = [.wait, .scheduled, .until]
    }

    /// What the person has typed into the six text fields, as typed.
    ///
    /// **Who owns it.** The view's text widgets do, and nothing else keeps a copy, because
    /// the typed text and its cursor are one piece of editing state (as a `UITextField`'s
    /// text is in Clean Swift's CreateOrder form), and the widgets are where keys change it.
    /// The view hands the interactor the whole of it with every request, the way
    /// CreateOrder's requests carry the form's fields; the interactor keeps only what it
    /// decides (focus, priority, errors, the Tab cycle, the task as loaded) and hands text
    /// back (`ShowForm.Response.newText`) only when it puts some in: the loaded task, a Tab
    /// completion. The rule "only Notes holds line breaks" is thereby the widgets' own: Notes
    /// is edited by a `TextArea`, every other field by a single-line `TextField`.
    struct FormText: Equatable {
        var title = ""
        var notes = ""
        var due = ""
        /// The Repeat field: a phrase like `every 2 weeks` (`RecurrencePhraseParser`).
        var recurrence = ""
        /// The plan's dates (`Field.planDates`), phrases like the Due field's.
        var wait = ""
        var scheduled = ""
        var until = ""
        var project = ""
        var tags = ""
        /// The declared custom fields' text, by name (every declared one, empty when unset).
        var custom: [String: String] = [:]

        /// Every text field with its text (priority has none).
        var byField: [Field: String] {
            Dictionary(uniqueKeysWithValues: (Field.builtIn.filter { $0 != .priority } + custom.keys.map { .custom($0) })
                .map { ($0, self[text: $0]) })
        }

        /// The text of a text field (priority has none).
        subscript(text field: Field) -> String {
            get {
                switch field {
                case .title: title
                case .notes: notes
                case .due: due
                case .recurrence: recurrence
                case .wait: wait
                case .scheduled: scheduled
                case .until: until
                case .priority: ""
                case .project: project
                case .tags: tags
                case .custom(let name): custom[name] ?? ""
                }
            }
            set {
                switch field {
                case .title: title = newValue
                case .notes: notes = newValue
                case .due: due = newValue
                case .recurrence: recurrence = newValue
                case .wait: wait = newValue
                case .scheduled: scheduled = newValue
                case .until: until = newValue
                case .priority: break
                case .project: project = newValue
                case .tags: tags = newValue
                case .custom(let name): custom[name] = newValue
                }
            }
        }
    }

    /// What the Due field's text means right now.
    enum DuePreview: Equatable {
        /// The field is empty: no due date.
        case none
        /// The date, the words and what the reading chose (a time that had passed today).
        case valid(DateReading)
        /// The text is not a phrase the domain reads.
        case invalid(String)
    }

    /// What the Repeat field's text means right now.
    enum RepeatPreview: Equatable {
        /// The field is empty: the task does not repeat.
        case none
        /// The rule, and the due date it starts from (the Due field's, or the rule's first day from today).
        case valid(Recurrence, first: Due)
        /// The text is not a phrase the domain reads; the error names the word.
        case invalid(TaskDomainError)
    }

    /// Which way focus moves.
    enum Direction: Hashable, Sendable {
        case next, previous
    }

    /// The task a save added or edited, and the change (nil when an edit changed nothing).
    struct SavedTask: Equatable {
        var id: TaskID
        var change: TaskChange?
    }

    // MARK: - Use cases

    /// Fills the form (empty to add, from the task to edit) and reads the existing
    /// projects and tags for completion.
    enum LoadForm {
        struct Request: Equatable {}
    }

    /// The whole form as it stands; presented after every change to it.
    enum ShowForm {
        struct Response: Equatable {
            var isEditing: Bool
            /// The title of the task a new task will be a subtask of.
            var parentTitle: String? = nil
            /// The parent's project a new subtask takes, while the Project field holds it or
            /// is empty (a project typed instead wins; nil then, and for a top-level task).
            var parentProject: String? = nil
            /// Text the interactor puts into fields: every field when the form is loaded, the
            /// field Tab completed. Empty while the person types (the view owns that text).
            var newText: [Field: String]
            var priority: Priority
            var focus: Field
            var due: DuePreview
            var recurrence: RepeatPreview = .none
            /// What the Wait, Scheduled and Until fields' text means (absent: empty).
            var planDates: [Field: DuePreview] = [:]
            /// The due date a save stores when the wait typed comes after it (a warning).
            var waitPastDue: Due? = nil
            /// What quick-add would fill from the title (editing: from the words added to it); nil
            /// when the title holds no token and nothing that looks like a date.
            var quickAdd: QuickAddParser.Result?
            /// The first due date of a rule the title read without a date (`Pay rent every
            /// month on the 1st`): the day a save gives it, said in the preview.
            var quickAddFirstDue: Due? = nil
            /// Existing projects or tags that Tab would complete the focused field to.
            var completions: [String]
            /// Why the last save was refused, per field; a field's error goes when it is edited.
            var errors: [Field: TaskDomainError]
            var isDirty: Bool
            /// The size in bytes of notes too long to edit in the form (over
            /// `TaskEditorInteractor.editableNotesLimit`): they are kept as they are.
            var oversizedNotes: Int? = nil
            /// The declared custom fields, each a row after Tags (its label, its type's hint).
            var customFields: [FieldDeclaration] = []
        }

        struct ViewModel: Equatable {
            /// "New task" or "Edit task".
            var title: String
            /// "● modified" when something was changed, else "".
            var modified: String
            var rows: [Row]
            var focus: Field
            /// Text the view puts into its text widgets (cursor at the end), as in the response.
            var newText: [Field: String]
        }

        /// One field of the form as drawn: label, content and the line beneath it.
        struct Row: Equatable {
            var field: Field
            var label: String
            var content: Content
            /// The line under the field: a preview, a completion list or a tip.
            var note: Note?
            /// The validation error, shown in red under the field (instead of the note).
            var error: String?
        }

        enum Content: Equatable {
            /// What was typed, drawn by the view's text widget for the field.
            case typedText
            /// Words in place of the field's text, which the form does not edit (notes too
            /// long for it); the field takes no typing and its text is sent back unchanged.
            case fixed(String)
            /// A row of choices (priority), exactly one selected.
            case choices([Choice])
        }

        struct Choice: Equatable {
            var label: String
            var isSelected: Bool
            var style: Style
        }

        struct Note: Equatable {
            var text: String
            var style: Style
        }
    }

    /// A field's text changed in the view.
    enum EditField {
        struct Request: Equatable {
            /// The field whose text changed (its error goes).
            var field: Field
            /// Every field's text, the changed one included.
            var form: FormText
        }
    }

    /// Left / Right on the priority field.
    enum CyclePriority {
        struct Request: Equatable {
            var direction: Direction
            var form: FormText
        }
    }

    /// Tab, Shift-Tab, Down, Up. With `completes` (Tab), the Project and Tags fields first
    /// try to complete their text (see `NameCompletion`); focus moves only when
    /// there is nothing to complete.
    enum MoveFocus {
        struct Request: Equatable {
            var direction: Direction
            var completes: Bool
            var form: FormText
        }
    }

    /// Enter on a single-line field, or Ctrl-S anywhere.
    enum Save {
        struct Request: Equatable {
            var form: FormText
        }

        /// The change saved (nil when an edit changed nothing).
        struct Response: Equatable {
            var change: TaskChange?
        }

        struct ViewModel: Equatable {}

        /// Why nothing was saved.
        struct Failure: Equatable {
            enum Kind: Equatable {
                /// Fields the domain refused, in form order; the form shows each error at its field.
                case invalidFields([Field])
                /// The add went through but reported no task.
                case nothingAdded
                /// Storage (or a vanished task) refused; the presenter words the error.
                case notSaved(SceneError)
            }
            var kind: Kind
        }
    }

    /// Leaving the form: Esc goes back to where it came from, Ctrl-C (`quitting`) leaves
    /// taskdeck. When something was changed the interactor asks first (`AskQuestion`
    /// `.discardChanges`) and answers with the Response only after a yes.
    enum Cancel {
        struct Request: Equatable {
            var quitting = false
            var form: FormText
        }

        struct Response: Equatable {
            var quitting = false
        }

        struct ViewModel: Equatable {
            var quitting = false
        }
    }

    /// "Discard your changes?": the question the interactor decided to ask; the router shows
    /// it in Confirm and brings the answer back.
    typealias AskQuestion = SceneQuestion.Ask

    /// The answer to the discard question: yes leaves the form as the Esc or Ctrl-C asked.
    typealias AnswerQuestion = SceneQuestion.Answer

    /// A one-line message in the status bar, which fades on the next key.
    enum Status {
        struct Response: Equatable {
            enum Kind: Equatable {
                /// The existing projects and tags could not be read (completion is off).
                case completionUnavailable(SceneError)
            }
            var kind: Kind
        }

        typealias ViewModel = StatusLine
    }
}
