import Foundation
import TaskDomain
import TaskTestSupport
import TerminalCore
@testable import TaskScenes

/// Records what the interactor presents.
final class TaskEditorPresentationLogicSpy: TaskEditorPresentationLogic {
    private(set) var presentFormResponses: [TaskEditor.ShowForm.Response] = []
    private(set) var presentSavedResponses: [TaskEditor.Save.Response] = []
    private(set) var presentSaveFailureResponses: [TaskEditor.Save.Failure] = []
    private(set) var presentCancelResponses: [TaskEditor.Cancel.Response] = []
    private(set) var presentStatusResponses: [TaskEditor.Status.Response] = []
    private(set) var presentQuestionResponses: [TaskEditor.AskQuestion.Response] = []

    func presentForm(response: TaskEditor.ShowForm.Response) { presentFormResponses.append(response) }
    func presentSaved(response: TaskEditor.Save.Response) { presentSavedResponses.append(response) }
    func presentSaveFailure(response: TaskEditor.Save.Failure) { presentSaveFailureResponses.append(response) }
    func presentCancel(response: TaskEditor.Cancel.Response) { presentCancelResponses.append(response) }
    func presentStatus(response: TaskEditor.Status.Response) { presentStatusResponses.append(response) }
    func presentQuestion(response: TaskEditor.AskQuestion.Response) { presentQuestionResponses.append(response) }

    var lastForm: TaskEditor.ShowForm.Response? { presentFormResponses.last }
}


/// Records what the presenter displays.
final class TaskEditorDisplayLogicSpy: TaskEditorDisplayLogic {
    private(set) var displayFormViewModels: [TaskEditor.ShowForm.ViewModel] = []
    private(set) var displaySavedViewModels: [TaskEditor.Save.ViewModel] = []
    private(set) var displayCancelViewModels: [TaskEditor.Cancel.ViewModel] = []
    private(set) var displayStatusViewModels: [TaskEditor.Status.ViewModel] = []
    private(set) var displayQuestionViewModels: [TaskEditor.AskQuestion.ViewModel] = []

    func displayForm(viewModel: TaskEditor.ShowForm.ViewModel) { displayFormViewModels.append(viewModel) }
    func displaySaved(viewModel: TaskEditor.Save.ViewModel) { displaySavedViewModels.append(viewModel) }
    func displayCancel(viewModel: TaskEditor.Cancel.ViewModel) { displayCancelViewModels.append(viewModel) }
    func displayStatus(viewModel: TaskEditor.Status.ViewModel) { displayStatusViewModels.append(viewModel) }
    func displayQuestion(viewModel: TaskEditor.AskQuestion.ViewModel) { displayQuestionViewModels.append(viewModel) }

    var lastForm: TaskEditor.ShowForm.ViewModel? { displayFormViewModels.last }

    func row(_ field: TaskEditor.Field) -> TaskEditor.ShowForm.Row? {
        lastForm?.rows.first { $0.field == field }
    }
}

/// Records every request the view sends.
final class TaskEditorBusinessLogicSpy: TaskEditorBusinessLogic {
    enum Call: Equatable {
        case loadForm(TaskEditor.LoadForm.Request)
        case editField(TaskEditor.EditField.Request)
        case cyclePriority(TaskEditor.CyclePriority.Request)
        case moveFocus(TaskEditor.MoveFocus.Request)
        case save(TaskEditor.Save.Request)
        case cancel(TaskEditor.Cancel.Request)
        case answerQuestion(TaskEditor.AnswerQuestion.Request)
    }

    private(set) var calls: [Call] = []

    func loadForm(request: TaskEditor.LoadForm.Request) { calls.append(.loadForm(request)) }
    func editField(request: TaskEditor.EditField.Request) { calls.append(.editField(request)) }
    func cyclePriority(request: TaskEditor.CyclePriority.Request) { calls.append(.cyclePriority(request)) }
    func moveFocus(request: TaskEditor.MoveFocus.Request) { calls.append(.moveFocus(request)) }
    func save(request: TaskEditor.Save.Request) { calls.append(.save(request)) }
    func cancel(request: TaskEditor.Cancel.Request) { calls.append(.cancel(request)) }
    func answerQuestion(request: TaskEditor.AnswerQuestion.Request) { calls.append(.answerQuestion(request)) }
}

/// Records every route the view asks for.
final class TaskEditorRouterSpy: TaskEditorRoutingLogic, TaskEditorDataPassing {
    enum Route: Equatable { case backAfterSave, back, question(ConfirmQuestion), quit, help }

    private(set) var routes: [Route] = []
    var dataStore: TaskEditorDataStore?

    func routeBackAfterSave() { routes.append(.backAfterSave) }
    func routeBack() { routes.append(.back) }
    func routeToQuestion(_ question: ConfirmQuestion) { routes.append(.question(question)) }
    func routeToQuit() { routes.append(.quit) }
    func routeToHelp() { routes.append(.help) }
}


/// A scene beneath the editor that records what it is told.
final class TaskEditorReturnDataStoreSpy: TaskReturnDataStore {
    private(set) var selectedIDs: [TaskID] = []
    private(set) var announced: [TaskChange] = []

    func selectTask(id: TaskID) { selectedIDs.append(id) }
    func announce(_ change: TaskChange) { announced.append(change) }
}

/// An editor data store with a task set and a save to report.
final class EditorDataStoreStub: TaskEditorDataStore {
    var task: Task?
    var parent: Task?
    var defaults = WriteDefaults.none
    var savedTask: TaskEditor.SavedTask?
}

/// A view that is the editor router's route source: records the answers handed back.
final class TaskEditorRouteSourceSpy: TaskEditorRouteSource {
    let sceneName = "Task Editor"
    var keyHelp: [KeyHelpSection] { TaskEditorKeyMap.helpSections(form: TaskEditorKeyMap.form) }
    var needsDisplay = false
    private(set) var answers: [ConfirmAnswer] = []

    func handle(_ event: InputEvent) {}
    func render(into canvas: inout Canvas, area: Rect) {}
    func questionAnswered(_ answer: ConfirmAnswer) { answers.append(answer) }
}
