/// The spies' names before they were made one way (`<Scene><Protocol>Spy`, routers
/// `<Scene>RouterSpy`), kept so tests written on other branches still compile; delete once
/// those branches are merged.

typealias ConfirmBusinessSpy = ConfirmBusinessLogicSpy
typealias ConfirmDisplaySpy = ConfirmDisplayLogicSpy
typealias ConfirmPresentationSpy = ConfirmPresentationLogicSpy
typealias EditorBusinessLogicSpy = TaskEditorBusinessLogicSpy
typealias EditorDisplayLogicSpy = TaskEditorDisplayLogicSpy
typealias EditorPresentationLogicSpy = TaskEditorPresentationLogicSpy
typealias EditorReturnDataStoreSpy = TaskEditorReturnDataStoreSpy
typealias EditorRoutingLogicSpy = TaskEditorRouterSpy
typealias HelpBusinessSpy = HelpBusinessLogicSpy
typealias HelpDisplaySpy = HelpDisplayLogicSpy
typealias HelpPresentationSpy = HelpPresentationLogicSpy
typealias DetailWorkerSpy = TaskWorkingSpy
typealias EditorTaskWorkingSpy = TaskWorkingSpy
