import TaskWording
import Testing
import TerminalCore
@testable import TaskScenes

final class HelpPresentationLogicSpy: HelpPresentationLogic {
    private(set) var keysResponses: [Help.ShowKeys.Response] = []
    func presentKeys(response: Help.ShowKeys.Response) { keysResponses.append(response) }
}

final class HelpDisplayLogicSpy: HelpDisplayLogic {
    private(set) var keysViewModels: [Help.ShowKeys.ViewModel] = []
    func displayKeys(viewModel: Help.ShowKeys.ViewModel) { keysViewModels.append(viewModel) }
}

final class HelpBusinessLogicSpy: HelpBusinessLogic {
    private(set) var showKeysRequests: [Help.ShowKeys.Request] = []
    func showKeys(request: Help.ShowKeys.Request) { showKeysRequests.append(request) }
}

final class HelpRouterSpy: HelpRoutingLogic, HelpDataPassing {
    private(set) var routeToPreviousSceneCalls = 0
    var dataStore: HelpDataStore?
    func routeToPreviousScene() { routeToPreviousSceneCalls += 1 }
}

private let moveSection = KeyHelpSection(title: "Move", entries: [
    KeyHelpEntry(keys: "j ↓", summary: "next task"),
    KeyHelpEntry(keys: "PgDn Ctrl-F", summary: "page down"),
])
private let globalSection = KeyHelpSection(title: "Everywhere", entries: [KeyHelpEntry(keys: "Ctrl-C", summary: "quit")])

@Suite struct HelpInteractorTests {
    @Test func theScenesKeysComeFirstThenTheGlobalOnes() {
        let presenter = HelpPresentationLogicSpy()
        let interactor = HelpInteractor(presenter: presenter, globalSections: [globalSection])
        interactor.topic = .taskList
        interactor.sections = [moveSection]
        interactor.showKeys(request: .init(width: 70))
        #expect(presenter.keysResponses == [.init(topic: .taskList, sections: [moveSection, globalSection], width: 70,
                                                  showsFilterLanguage: true, manualTopics: ManualTopic.allCases)])
    }

    /// Only the list filters (its `/`); every scene points to the manual.
    @Test(arguments: [Help.Topic.taskDetail, .taskEditor, .projectsAndTags, .statistics])
    func otherScenesShowNoFilterLanguage(topic: Help.Topic) {
        let presenter = HelpPresentationLogicSpy()
        let interactor = HelpInteractor(presenter: presenter, globalSections: [])
        interactor.topic = topic
        interactor.showKeys(request: .init(width: 70))
        #expect(presenter.keysResponses.first?.showsFilterLanguage == false)
        #expect(presenter.keysResponses.first?.manualTopics == ManualTopic.allCases)
    }

    @Test func byDefaultTheGlobalKeysAreTheRunLoops() {
        let presenter = HelpPresentationLogicSpy()
        let interactor = HelpInteractor(presenter: presenter)
        interactor.showKeys(request: .init(width: 70))
        #expect(presenter.keysResponses.first?.sections == GlobalKeys.map.helpSections)
        #expect(presenter.keysResponses.first?.sections.first?.title == "Everywhere")
    }
}

@Suite struct HelpPresenterTests {
    @Test func headingsThenKeysPaddedToOneColumnByDisplayWidth() {
        let display = HelpDisplayLogicSpy()
        let presenter = HelpPresenter()
        presenter.viewController = display
        presenter.presentKeys(response: .init(topic: .taskList, sections: [moveSection, globalSection], width: 80))
        let viewModel = display.keysViewModels.first
        #expect(viewModel?.title == "Help · Task List")
        #expect(viewModel?.lines.map(\.plainText) == [
            "Move",
            "  j ↓          next task",
            "  PgDn Ctrl-F  page down",
            "",
            "Everywhere",
            "  Ctrl-C       quit",
        ])
        #expect(viewModel?.lines.map(\.kind) == [.heading, .entry, .entry, .blank, .heading, .entry])
    }

    /// Every scene Help explains, named in its title.
    @Test(arguments: [
        (Help.Topic.taskList, "Help · Task List"), (.taskDetail, "Help · Task Detail"),
        (.taskEditor, "Help · Task Editor"), (.projectsAndTags, "Help · Projects & Tags"),
        (.statistics, "Help · Statistics"),
    ])
    func theTitleNamesTheScene(topic: Help.Topic, title: String) {
        let display = HelpDisplayLogicSpy()
        let presenter = HelpPresenter()
        presenter.viewController = display
        presenter.presentKeys(response: .init(topic: topic, sections: [], width: 80))
        #expect(display.keysViewModels == [.init(title: title, lines: [])])
    }

    @Test func theFilterLanguageAndTheManualFollowTheKeysInTheirOwnColumns() {
        let display = HelpDisplayLogicSpy()
        let presenter = HelpPresenter()
        presenter.viewController = display
        presenter.presentKeys(response: .init(topic: .taskList, sections: [globalSection], width: 100,
                                              showsFilterLanguage: true, manualTopics: [.dates, .exitCodes]))
        let lines = display.keysViewModels.first?.lines.map(\.plainText) ?? []
        let filterHeading = try? #require(lines.firstIndex(of: "The filter language: words side by side must all hold"))
        #expect(lines.prefix(3) == ["Everywhere", "  Ctrl-C  quit", ""])
        let filterLines = lines.dropFirst((filterHeading ?? 0) + 1).prefix(FilterWords.entries.count)
        let widest = min(100 / 2 - 2, FilterWords.entries.map { $0.examples.joined(separator: ", ").count }.max() ?? 0)
        for (line, entry) in zip(filterLines, FilterWords.entries) {
            let keys = entry.examples.joined(separator: ", ")
            #expect(line == "  " + keys + String(repeating: " ", count: widest - keys.count + 2) + entry.keeps)
        }
        #expect(lines.suffix(4) == [
            "",
            "More in the manual, in a shell: taskdeck help TOPIC",
            "  dates       " + ManualTopic.dates.summary,
            "  exit-codes  " + ManualTopic.exitCodes.summary,
        ])
    }

    @Test func theKeysColumnTakesAtMostHalfANarrowWindow() {
        let display = HelpDisplayLogicSpy()
        let presenter = HelpPresenter()
        presenter.viewController = display
        presenter.presentKeys(response: .init(topic: nil, sections: [moveSection], width: 16))
        #expect(display.keysViewModels.first?.title == "Help")
        #expect(display.keysViewModels.first?.lines.map(\.keys) == ["", "  j ↓     ", "  PgDn …  "])
    }
}

@Suite struct HelpViewControllerTests {
    private func scene(lines count: Int, router: HelpRouterSpy? = nil) -> (HelpViewController, HelpBusinessLogicSpy) {
        let interactor = HelpBusinessLogicSpy()
        let viewController = HelpViewController(interactor: interactor, router: router)
        viewController.layout(size: Size(width: 40, height: 8))
        viewController.displayKeys(viewModel: .init(title: "Help · Test", lines: (1...count).map {
            Help.Line(kind: .entry, keys: "  k\($0)  ", text: "line \($0)")
        }))
        return (viewController, interactor)
    }

    @Test func appearingAsksForTheKeysAtTheWindowWidth() {
        let interactor = HelpBusinessLogicSpy()
        let viewController = HelpViewController(interactor: interactor, router: nil)
        viewController.layout(size: Size(width: 72, height: 20))
        viewController.viewWillAppear()
        #expect(interactor.showKeysRequests == [.init(width: 72)])
    }

    @Test(arguments: [TestInput.key(.escape), TestInput.char("q"), TestInput.char("?")])
    func closeKeysRouteBack(event: InputEvent) {
        let router = HelpRouterSpy()
        let (viewController, _) = scene(lines: 3, router: router)
        viewController.handle(event)
        #expect(router.routeToPreviousSceneCalls == 1)
    }

    @Test func scrollsWithVimKeysArrowsAndPages() {
        let (viewController, _) = scene(lines: 10)  // 4 lines fit
        #expect(viewController.scroll.offset == 0)
        viewController.handle(TestInput.char("j"))
        viewController.handle(TestInput.key(.down))
        #expect(viewController.scroll.offset == 2)
        viewController.handle(TestInput.char("k"))
        #expect(viewController.scroll.offset == 1)
        viewController.handle(TestInput.key(.pageDown))
        #expect(viewController.scroll.offset == 5)
        viewController.handle(TestInput.char("G"))
        #expect(viewController.scroll.offset == 6)
        viewController.handle(TestInput.key(.pageUp))
        #expect(viewController.scroll.offset == 2)
        viewController.handle(TestInput.char("g"))
        #expect(viewController.scroll.offset == 0)
        viewController.handle(TestInput.key(.up))
        #expect(viewController.scroll.offset == 0)
    }

    @Test func drawsTheVisibleLinesThePositionAndTheHints() {
        let (viewController, _) = scene(lines: 10)
        viewController.handle(TestInput.char("j"))
        let screen = TestInput.screen(of: viewController, size: Size(width: 40, height: 8))
        #expect(screen == [
            " Help · Test                            ",
            "────────────────────────────────────────",
            "   k2  line 2                           ",
            "   k3  line 3                           ",
            "   k4  line 4                           ",
            "   k5  line 5                           ",
            "                                 2–5/10 ",
            "j scroll  Esc back                      ",
        ])
    }
}

@Suite struct HelpRouterTests {
    @Test func closingPopsBackToTheSceneItExplains() {
        let navigator = NavigatorSpy()
        let router = HelpRouter(navigator: navigator)
        router.routeToPreviousScene()
        #expect(navigator.calls == [.pop])
    }

    /// The VIP way in: the opening router reaches Help's data store through Help's router,
    /// fills it, then pushes; what it passed is what Help shows.
    @Test func theOpeningRouterPassesTheTopicAndKeysThroughHelpsRouter() throws {
        let navigator = NavigatorSpy()
        let opener = try HelpOpenerStub(navigator: navigator)
        opener.routeToHelp(about: .statistics, keys: [moveSection])
        #expect(navigator.calls == [.push("Help")])
        let help = try #require(navigator.pushed.first as? HelpViewController)
        let store = try #require(help.router?.dataStore)
        #expect(store.topic == .statistics)
        #expect(store.sections == [moveSection])
        help.viewWillAppear()
        #expect(help.viewModel?.title == "Help · Statistics")
        #expect(help.viewModel?.lines.first?.text == "Move")
    }
}

/// A scene's router that opens Help, as every scene's does.
private final class HelpOpenerStub: HelpOpening {
    let navigator: SceneNavigating?
    let environment: SceneEnvironment
    init(navigator: SceneNavigating) throws {
        self.navigator = navigator
        environment = .testing(try TaskWorkingSpy())
    }
}
