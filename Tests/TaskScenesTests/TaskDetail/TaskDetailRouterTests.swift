import Testing
import TaskDomain
import TaskTestSupport
import TerminalCore
@testable import TaskScenes

@Suite struct TaskDetailRouterTests {
    private func router() -> (TaskDetailRouter, NavigatorSpy, TaskDetailDataStoreStub, DetailListDataStoreSpy,
                              TaskDetailRouteSourceSpy) {
        let navigator = NavigatorSpy()
        let router = TaskDetailRouter(navigator: navigator, environment: .testing(TaskWorkingSpy.over([]).0))
        let store = TaskDetailDataStoreStub()
        let list = DetailListDataStoreSpy()
        let source = TaskDetailRouteSourceSpy()
        router.dataStore = store
        router.listDataStore = list
        router.viewController = source
        return (router, navigator, store, list, source)
    }

    @Test func backToTheListSelectsTheShownTaskAndPops() {
        let (router, navigator, store, list, _) = router()
        let id = TaskID()
        store.currentTaskID = id
        router.routeToTaskList()
        #expect(list.selectedIDs == [id])
        #expect(list.announced.isEmpty)
        #expect(navigator.calls == [.pop])
    }

    @Test func afterADeleteTheListIsToldWhatWasDeleted() throws {
        let (router, _, store, list, _) = router()
        let task = try Fixtures.task("Buy milk")
        let change = TaskChange(action: .deleted, entries: [.init(id: task.id, before: task, after: nil)])
        store.currentTaskID = task.id
        store.deletion = change
        router.routeToTaskList()
        #expect(list.announced == [change])
    }

    @Test func aQuestionIsPresentedInConfirmAndItsAnswerGoesBackToTheView() throws {
        let (router, navigator, _, _, source) = router()
        router.routeToQuestion(.deleteTask(titled: "Buy milk"))
        #expect(navigator.calls == [.present("Confirm")])
        let confirm = try #require(navigator.presented.first as? ConfirmViewController)
        confirm.handle(TestInput.char("n"))
        #expect(source.answers == [.no])
        #expect(navigator.calls == [.present("Confirm"), .dismiss])

        router.routeToQuestion(.deleteTask(titled: "Buy milk"))
        let second = try #require(navigator.presented.last)
        second.handle(TestInput.char("y"))
        #expect(source.answers == [.no, .yes])
    }

    @Test func helpIsPushedWithTheDetailsKeys() throws {
        let (router, navigator, _, _, source) = router()
        router.routeToHelp()
        withExtendedLifetime(source) {}
        #expect(navigator.calls == [.push("Help")])
        let help = try #require(navigator.pushed.first as? HelpViewController)
        let store = try #require(help.router?.dataStore)
        #expect(store.topic == .taskDetail)
        #expect(store.sections == TaskDetailKeyMap.map.helpSections)
    }

    @Test func editPushesTheEditorWithTheShownTaskAndASaveComesBackHere() throws {
        let task = try Fixtures.task("Water flowers")
        let (worker, _) = TaskWorkingSpy.over([task])
        let navigator = NavigatorSpy()
        let router = TaskDetailRouter(navigator: navigator, environment: .testing(worker))
        let store = TaskDetailDataStoreStub()
        store.currentTask = task
        store.currentTaskID = task.id
        router.dataStore = store
        router.routeToEditTask()
        #expect(navigator.calls == [.push("Task Editor")])
        let editor = try #require(navigator.pushed.first as? TaskEditorViewController)
        #expect(editor.router?.dataStore?.task == task)
        // After a save the editor's router tells this scene what was saved.
        let change = TaskChange(action: .edited, entries: [.init(id: task.id, before: task, after: task)])
        let saved = EditorDataStoreStub()
        saved.savedTask = .init(id: task.id, change: change)
        (editor.router as? TaskEditorRouter)?.passDataToReturnScene(source: saved, destination: store)
        #expect(store.currentTaskID == task.id)
    }
}
