import Testing
import TaskDomain
import TerminalCore
@testable import TaskScenes

@Suite struct ProjectsAndTagsViewControllerTests {
    let interactor = ProjectsAndTagsBusinessLogicSpy()
    let router = ProjectsAndTagsRouterSpy()

    func makeViewController(_ size: Size = Size(width: 80, height: 24)) -> ProjectsAndTagsViewController {
        let viewController = ProjectsAndTagsViewController(interactor: interactor, router: router)
        viewController.layout(size: size)
        viewController.viewWillAppear()
        return viewController
    }

    /// Shows the fixture groups through the real presenter.
    func show(in viewController: ProjectsAndTagsViewController, active: ProjectsAndTags.Kind = .projects,
              project: Int = 1, tag: Int = 2, current: ProjectsAndTags.Narrowing? = nil,
              projects: [TaskGroupCount] = ProjectsAndTagsFixtures.projects) {
        let presenter = ProjectsAndTagsPresenter()
        presenter.viewController = viewController
        let tags = ProjectsAndTagsFixtures.tags
        var currentTag: Int?
        if case .tag(let name)? = current { currentTag = tags.firstIndex { $0.name == name } }
        presenter.presentGroups(response: .init(projects: projects, tags: tags,
                                                activeList: active, selectedProject: project, selectedTag: tag,
                                                currentNarrowing: current, currentTag: currentTag))
    }

    @Test func appearingFetchesWithThePageSizeOfAList() {
        _ = makeViewController()
        #expect(interactor.fetchGroupsRequests == [.init(pageSize: 19)])
    }

    @Test func narrowWindowsHaveATabRowSoOneRowLess() {
        _ = makeViewController(Size(width: 50, height: 24))
        #expect(interactor.fetchGroupsRequests == [.init(pageSize: 18)])
    }

    @Test(arguments: [
        (InputEvent.key(KeyEvent(.char("j"))), ScrollMovement.down),
        (.key(KeyEvent(.down)), .down),
        (.key(KeyEvent(.char("k"))), .up),
        (.key(KeyEvent(.up)), .up),
        (.key(KeyEvent(.char("g"))), .top),
        (.key(KeyEvent(.home)), .top),
        (.key(KeyEvent(.char("G"))), .bottom),
        (.key(KeyEvent(.end)), .bottom),
        (.key(KeyEvent(.pageDown)), .pageDown),
        (.key(.ctrl("f")), .pageDown),
        (.key(KeyEvent(.pageUp)), .pageUp),
        (.key(.ctrl("b")), .pageUp),
    ])
    func movementKeys(event: InputEvent, movement: ScrollMovement) {
        makeViewController().handle(event)
        #expect(interactor.moveSelectionRequests == [.init(movement: movement)])
    }

    @Test func listKeysSwitchOrPickTheList() {
        let viewController = makeViewController()
        for event in [InputEvent.key(KeyEvent(.tab)), .key(KeyEvent(.backTab)), .key(KeyEvent(.char("h"))),
                      .key(KeyEvent(.left)), .key(KeyEvent(.char("l"))), .key(KeyEvent(.right))] {
            viewController.handle(event)
        }
        #expect(interactor.switchListRequests == [.init(to: nil), .init(to: nil), .init(to: .projects),
                                                  .init(to: .projects), .init(to: .tags), .init(to: .tags)])
    }

    @Test func enterChoosesEscAndQGoBackQuestionMarkHelps() {
        let viewController = makeViewController()
        viewController.handle(.key(KeyEvent(.enter)))
        viewController.handle(.key(KeyEvent(.escape)))
        viewController.handle(.key(KeyEvent(.char("q"))))
        viewController.handle(.key(KeyEvent(.char("?"))))
        #expect(interactor.chooseGroupRequests == [.init()])
        #expect(router.routes == [.taskList, .taskList, .help])
    }

    @Test func aChoiceRoutesBackToTheList() {
        let viewController = makeViewController()
        viewController.displayChooseGroup(viewModel: .init(choice: .tag("shop")))
        #expect(router.routes == [.taskList])
    }

    @Test func nothingToChooseStaysAndSaysSoUntilTheNextKey() {
        let viewController = makeViewController()
        viewController.displayStatus(viewModel: .init(text: "No project to show", isError: false))
        #expect(router.routes.isEmpty)
        #expect(TestInput.screen(of: viewController, size: Size(width: 80, height: 24))[22]
                    .hasPrefix("No project to show"))
        viewController.handle(.key(KeyEvent(.char("j"))))
        #expect(viewController.status == nil)
    }

    @Test func wideWindowsShowBothListsSideBySide() {
        let viewController = makeViewController()
        show(in: viewController, current: .tag("shop"))
        let screen = TestInput.screen(of: viewController, size: Size(width: 80, height: 24))
        #expect(screen[0] == " Projects & Tags" + String(repeating: " ", count: 42) + "list shows: tag #shop ")
        #expect(screen[1] == String(repeating: "─", count: 80))
        #expect(screen[2] == "  Projects             pending / total │  Tags                  pending / total ")
        #expect(screen[3] == "   home                          2 / 2 │   #outdoor                       1 / 1 ")
        #expect(screen[4] == "     garden                      1 / 1 │   #phone                         1 / 1 ")
        #expect(screen[5] == "     kitchen                     1 / 1 │ ✓ #shop                          1 / 2 ")
        #expect(screen[6] == "   work                          0 / 1 │                                        ")
        #expect(screen[23].hasPrefix("j move  Tab switch  Enter show  Esc back  ? help"))
    }

    @Test func onlyTheActiveListShowsItsSelection() throws {
        let viewController = makeViewController()
        show(in: viewController)
        var canvas = Canvas(size: Size(width: 80, height: 24))
        viewController.render(into: &canvas, area: canvas.bounds)
        let garden = try #require(canvas.cell(at: Point(x: 5, y: 4)))
        let shop = try #require(canvas.cell(at: Point(x: 45, y: 5)))
        #expect(garden.style.background == Theme.selectionBar.background)
        #expect(shop.style.background != Theme.selectionBar.background)
    }

    @Test func narrowWindowsShowTabsAndTheActiveList() {
        let viewController = makeViewController(Size(width: 40, height: 10))
        show(in: viewController, active: .tags)
        let screen = TestInput.screen(of: viewController, size: Size(width: 40, height: 10))
        #expect(screen[2] == " Projects   Tags                        ")
        #expect(screen[3] == "                        pending / total ")
        #expect(screen[4] == "   #outdoor                       1 / 1 ")
        #expect(screen[6] == "   #shop                          1 / 2 ")
    }

    @Test func aLongListScrollsToKeepTheSelectionInView() {
        let projects = (0..<30).map { TaskGroupCount(name: "p\($0)", depth: 0, pending: $0, total: $0) }
        let viewController = makeViewController(Size(width: 80, height: 10))  // 5 rows a list
        show(in: viewController, project: 12, projects: projects)
        #expect(viewController.lists[.projects]?.offset == 8)
        let screen = TestInput.screen(of: viewController, size: Size(width: 80, height: 10))
        #expect(screen[3].hasPrefix("   p8 "))
        #expect(screen[7].hasPrefix("   p12 "))
        show(in: viewController, project: 2, projects: projects)
        #expect(viewController.lists[.projects]?.offset == 2)
    }

    @Test func emptyListsShowTheirEmptyState() {
        let viewController = makeViewController()
        let presenter = ProjectsAndTagsPresenter()
        presenter.viewController = viewController
        presenter.presentGroups(response: .init(projects: [], tags: [], activeList: .projects,
                                                selectedProject: nil, selectedTag: nil, currentNarrowing: nil))
        let screen = TestInput.screen(of: viewController, size: Size(width: 80, height: 24))
        #expect(screen[4].hasPrefix("   No projects yet."))
        #expect(screen[4].contains("│   No tags yet."))
        #expect(!screen[2].contains("pending / total"))
    }

    @Test func aFailureIsShownInTheStatusLine() {
        let viewController = makeViewController()
        viewController.displayStatus(viewModel: .init(text: "Could not read the tasks: disk full", isError: true))
        #expect(viewController.status?.isError == true)
        #expect(TestInput.screen(of: viewController, size: Size(width: 80, height: 24))[22]
                    .hasPrefix("Could not read the tasks: disk full"))
    }

    @Test func helpListsTheKeysFromTheKeyMap() {
        let viewController = makeViewController()
        #expect(viewController.keyHelp.map(\.title) == ["Move", "Choose"])
        #expect(viewController.keyHelp.last?.entries.first == KeyHelpEntry(
            keys: "Enter", summary: "show only this project / tag in the list"))
    }
}
