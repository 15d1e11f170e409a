import TaskWording

/// Help's business logic: the opening scene's keys, then the keys that work everywhere,
/// the filter language where the scene filters (the list's `/`), and the manual's topics.
final class HelpInteractor: HelpBusinessLogic, HelpDataStore {
    private let presenter: HelpPresentationLogic
    private let globalSections: [KeyHelpSection]

    var topic: Help.Topic?
    var sections: [KeyHelpSection] = []

    init(presenter: HelpPresentationLogic, globalSections: [KeyHelpSection] = GlobalKeys.map.helpSections) {
        self.presenter = presenter
        self.globalSections = globalSections
    }

    // MARK: - Business logic

    func showKeys(request: Help.ShowKeys.Request) {
        presenter.presentKeys(response: .init(topic: topic,
                                          sections: sections + globalSections,
                                          width: request.width,
                                          showsFilterLanguage: topic == .taskList,
                                          manualTopics: ManualTopic.allCases))
    }
}
