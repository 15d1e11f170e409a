import Testing
import TerminalCore
@testable import TaskScenes

/// The key table in Scenes.md ("One meaning per key"), held to account across every
/// scene's key map: a key a `less` or `vit` user presses by reflex does the same kind of
/// thing wherever they are, and never changes a task where it only moves elsewhere.
@Suite struct KeyMeaningTests {
    let space = KeyEvent(.char(" "))

    @Test func spacePagesDownInEveryScreenThatScrollsAndNeverChangesATask() {
        #expect(TaskListKeyMap.list.action(for: space) == .browse(.move(.pageDown)))
        #expect(TaskDetailKeyMap.map.action(for: space) == .scroll(.pageDown))
        #expect(ProjectsAndTagsKeyMap.map.action(for: space) == .move(.pageDown))
        #expect(StatisticsKeyMap.map.action(for: space) == .scroll(.pageDown))
        #expect(HelpKeyMap.map.action(for: space) == .scroll(.pageDown))
    }

    @Test func xIsTheOnlyKeyThatTogglesDone() {
        #expect(TaskListKeyMap.list.bindings.filter { $0.action == .change(.toggle) }.map(\.keys) == [[KeyEvent(.char("x"))]])
        #expect(TaskDetailKeyMap.map.bindings.filter { $0.action == .toggle }.map(\.keys) == [[KeyEvent(.char("x"))]])
        #expect(AgendaKeyMap.map.bindings.filter { $0.action == .toggle }.map(\.keys) == [[KeyEvent(.char("x"))]])
    }

    /// `j`/`k` step to the next or previous thing the screen is about: a task in the list
    /// and the task view (like mutt's pager), a project or tag, a line of text in Help
    /// and Statistics. `g`/`G` go to the first and the last of the same.
    @Test func jAndKStepThroughWhatTheScreenShows() {
        let j = KeyEvent(.char("j")), k = KeyEvent(.char("k"))
        #expect(TaskListKeyMap.list.action(for: j) == .browse(.move(.down)) && TaskListKeyMap.list.action(for: k) == .browse(.move(.up)))
        #expect(TaskDetailKeyMap.map.action(for: j) == .next && TaskDetailKeyMap.map.action(for: k) == .previous)
        #expect(ProjectsAndTagsKeyMap.map.action(for: j) == .move(.down))
        #expect(StatisticsKeyMap.map.action(for: j) == .scroll(.down))
        #expect(AgendaKeyMap.map.action(for: j) == .next && AgendaKeyMap.map.action(for: k) == .previous)
        #expect(HelpKeyMap.map.action(for: k) == .scroll(.up))
    }

    /// Every screen closes with Esc and q and shows its keys with ?, and the list (the
    /// home) quits with q.
    @Test func escAndQGoBackAndQuestionMarkHelpsEverywhere() {
        let escape = KeyEvent(.escape), q = KeyEvent(.char("q")), help = KeyEvent(.char("?"))
        #expect(TaskDetailKeyMap.map.action(for: escape) == .back && TaskDetailKeyMap.map.action(for: q) == .back)
        #expect(ProjectsAndTagsKeyMap.map.action(for: escape) == .back && ProjectsAndTagsKeyMap.map.action(for: q) == .back)
        #expect(StatisticsKeyMap.map.action(for: escape) == .back && StatisticsKeyMap.map.action(for: q) == .back)
        #expect(HelpKeyMap.map.action(for: escape) == .close && HelpKeyMap.map.action(for: q) == .close)
        #expect(TaskListKeyMap.list.action(for: q) == .browse(.quit))
        #expect(TaskListKeyMap.list.action(for: help) == .browse(.help) && TaskDetailKeyMap.map.action(for: help) == .help)
        #expect(ProjectsAndTagsKeyMap.map.action(for: help) == .help && StatisticsKeyMap.map.action(for: help) == .help)
        #expect(AgendaKeyMap.map.action(for: escape) == .back && AgendaKeyMap.map.action(for: q) == .back)
        #expect(AgendaKeyMap.map.action(for: help) == .help)
    }

    @Test func undoAndRedoAreTheSameKeysWhereverTasksChange() {
        let u = KeyEvent(.char("u")), redo = KeyEvent.ctrl("r")
        #expect(TaskListKeyMap.list.action(for: u) == .change(.undo) && TaskListKeyMap.list.action(for: redo) == .change(.redo))
        #expect(TaskDetailKeyMap.map.action(for: u) == .undo && TaskDetailKeyMap.map.action(for: redo) == .redo)
        #expect(AgendaKeyMap.map.action(for: u) == .undo && AgendaKeyMap.map.action(for: redo) == .redo)
    }

    /// `$` (mutt's sync-mailbox) runs the sync command, from the list only; no other scene
    /// gives it a meaning, and no other key syncs.
    @Test func dollarSyncsFromTheListAndMeansNothingElseAnywhere() {
        let dollar = KeyEvent(.char("$"))
        #expect(TaskListKeyMap.list.bindings.filter { $0.action == .storage(.sync) }.map(\.keys) == [[dollar]])
        #expect(TaskListKeyMap.search.action(for: dollar) == nil && TaskListKeyMap.tags.action(for: dollar) == nil)
        #expect(TaskDetailKeyMap.map.action(for: dollar) == nil)
        #expect(ProjectsAndTagsKeyMap.map.action(for: dollar) == nil)
        #expect(StatisticsKeyMap.map.action(for: dollar) == nil)
        #expect(AgendaKeyMap.map.action(for: dollar) == nil)
        #expect(HelpKeyMap.map.action(for: dollar) == nil)
        #expect(ConfirmKeyMap.map.action(for: dollar) == nil)
    }
}

extension KeyMeaningTests {
    /// `E` (capital, as mutt's edit-raw) hands the notes to the person's editor wherever a
    /// task is shown, and is the only key that does; `e` stays the form.
    @Test func capitalEEditsTheNotesWhereverATaskIsShown() {
        let capitalE = KeyEvent(.char("E"))
        #expect(TaskListKeyMap.list.bindings.filter { $0.action == .change(.editNotes) }.map(\.keys) == [[capitalE]])
        #expect(TaskDetailKeyMap.map.bindings.filter { $0.action == .editNotes }.map(\.keys) == [[capitalE]])
        #expect(TaskListKeyMap.list.action(for: KeyEvent(.char("e"))) == .change(.edit))
        #expect(TaskDetailKeyMap.map.action(for: KeyEvent(.char("e"))) == .edit)
    }

    /// `n` / `N` are vim's and less's next / previous match in the list, `:` its command
    /// line; `p` (mutt's and ranger's preview) shows the notes. None of them changes a task.
    @Test func searchMatchesPreviewAndTheCommandLineAreTheListsOnly() {
        let list = TaskListKeyMap.list
        #expect(list.action(for: KeyEvent(.char("n"))) == .search(.nextMatch))
        #expect(list.action(for: KeyEvent(.char("N"))) == .search(.previousMatch))
        #expect(list.action(for: KeyEvent(.char("p"))) == .browse(.togglePreview))
        #expect(list.action(for: KeyEvent(.char(":"))) == .commandLine(.commandLine))
        for key in ["n", "N", "p", ":"].map({ KeyEvent(.char(Character($0))) }) {
            #expect(TaskDetailKeyMap.map.action(for: key) == nil)
        }
    }
}
