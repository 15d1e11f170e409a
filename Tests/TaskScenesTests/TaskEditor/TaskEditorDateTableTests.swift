import TaskDomain
import TaskTestSupport
import Testing
@testable import TaskScenes

/// The shared date tables through the app's editor, each at its moment's clock: the Due
/// field, the Title field's quick add when adding, and the words appended to a title when
/// editing (`e`, append ` tomorrow`, Enter).
struct TaskEditorDateTableTests {
    let presenter = TaskEditorPresentationLogicSpy()

    private func editor(at moment: DateTableMoment, editing task: Task? = nil) -> (EditorFormDriver, TaskWorkingSpy) {
        let worker = TaskWorkingSpy.editing(task.map { [$0] } ?? [], clock: moment.clock)
        let interactor = TaskEditorInteractor(presenter: presenter, worker: worker)
        interactor.task = task
        let editor = EditorFormDriver(interactor: interactor, presenter: presenter)
        editor.load()
        return (editor, worker)
    }

    @Test(arguments: DatePhraseTable.accepted)
    func theDueFieldTakesThePhrase(_ row: DatePhraseTable.Row) throws {
        let (editor, worker) = editor(at: row.moment)
        editor.type(.title, "Task")
        editor.type(.due, row.text)
        guard case .valid(let reading) = presenter.lastForm?.due else {
            Issue.record("the Due field shows \(String(describing: presenter.lastForm?.due))")
            return
        }
        #expect(reading.due.storageString == row.due && reading.notes == row.notes)
        editor.save()
        #expect(worker.addDrafts.map { $0.due?.storageString } == [row.due])
    }

    @Test(arguments: DatePhraseTable.refused.filter { !$0.text.isEmpty })
    func theDueFieldRefusesWhatIsNoDate(_ row: DatePhraseTable.Row) {
        let (editor, worker) = editor(at: row.moment)
        editor.type(.title, "Task")
        editor.type(.due, row.text)
        editor.save()
        #expect(worker.addDrafts.isEmpty)
        #expect(presenter.lastForm?.errors[.due] == .invalidDuePhrase(row.text.trimmingBlanks))
    }

    @Test(arguments: TitleDateTable.rows)
    func quickAddReadsTheTitle(_ row: TitleDateTable.Row) throws {
        let (editor, worker) = editor(at: row.moment)
        editor.type(.title, row.text)
        let preview = presenter.lastForm?.quickAdd
        #expect(preview?.leftAsText ?? [] == row.leftAsText)
        #expect(preview?.dueReading?.notes ?? [] == row.notes)
        editor.save()
        let draft = try #require(worker.addDrafts.first)
        #expect(draft.title == row.title)
        #expect(draft.due?.storageString == row.due)
        #expect(draft.recurrence?.ruleText == row.rule)
    }

    /// The rows whose words are appended to their title: typed onto a task called that.
    @Test(arguments: TitleDateTable.rows.filter { $0.text.hasPrefix($0.title + " ") && $0.text != $0.title })
    func editingReadsWhatWasAppendedToTheTitle(_ row: TitleDateTable.Row) throws {
        let task = try Fixtures.Samples.task(row.title)
        let (editor, worker) = editor(at: row.moment, editing: task)
        editor.type(.title, row.text)
        editor.save()
        let edit = try #require(worker.editCalls.first?.edit)
        #expect(edit.title == .keep)
        let due = row.due.flatMap { Due(storageString: $0) }
        #expect(edit.due == (due == nil ? .keep : .set(due)))
        #expect(edit.recurrence == (row.rule == nil ? .keep : .set(Recurrence(ruleText: row.rule ?? ""))))
    }
}
