import Testing
import TaskDomain
import TaskTestSupport
@testable import TaskScenes

@Suite struct ProjectsAndTagsPresenterTests {
    let display = ProjectsAndTagsDisplayLogicSpy()

    func makePresenter() -> ProjectsAndTagsPresenter {
        let presenter = ProjectsAndTagsPresenter()
        presenter.viewController = display
        return presenter
    }

    func present(active: ProjectsAndTags.Kind = .projects, current: ProjectsAndTags.Narrowing? = nil,
                 currentProject: Int? = nil, currentTag: Int? = nil) -> ProjectsAndTags.FetchGroups.ViewModel? {
        makePresenter().presentGroups(response: .init(
            projects: ProjectsAndTagsFixtures.projects, tags: ProjectsAndTagsFixtures.tags, activeList: active,
            selectedProject: 1, selectedTag: 2, currentNarrowing: current,
            currentProject: currentProject, currentTag: currentTag))
        return display.displayGroupsViewModels.last
    }

    @Test func projectsAreIndentedByDepthWithPendingAndTotal() throws {
        let viewModel = try #require(present())
        #expect(viewModel.projects == ProjectsAndTags.List(
            title: "Projects", countsTitle: "pending / total",
            rows: [
                .init(label: "home", counts: "2 / 2", isCurrent: false, isDone: false),
                .init(label: "  garden", counts: "1 / 1", isCurrent: false, isDone: false),
                .init(label: "  kitchen", counts: "1 / 1", isCurrent: false, isDone: false),
                .init(label: "work", counts: "0 / 1", isCurrent: false, isDone: true),
            ],
            selectedIndex: 1, isActive: true,
            emptyState: ["No projects yet.", "Give a task one: +home in a title,", "or the editor's Project field."]))
    }

    @Test func deeperProjectsAreIndentedFurther() throws {
        makePresenter().presentGroups(response: .init(
            projects: [.init(name: "a", depth: 0, pending: 1, total: 1), .init(name: "a.b.c", depth: 2, pending: 1, total: 3)],
            tags: [], activeList: .projects, selectedProject: 0, selectedTag: nil, currentNarrowing: nil))
        let viewModel = try #require(display.displayGroupsViewModels.last)
        #expect(viewModel.projects.rows.map(\.label) == ["a", "    c"])
        #expect(viewModel.projects.rows.map(\.counts) == ["1 / 1", "1 / 3"])
    }

    @Test func tagsAreShownWithAHash() throws {
        let viewModel = try #require(present(active: .tags))
        #expect(viewModel.tags.rows == [
            .init(label: "#outdoor", counts: "1 / 1", isCurrent: false, isDone: false),
            .init(label: "#phone", counts: "1 / 1", isCurrent: false, isDone: false),
            .init(label: "#shop", counts: "1 / 2", isCurrent: false, isDone: false),
        ])
        #expect(viewModel.tags.isActive)
        #expect(!viewModel.projects.isActive)
        #expect(viewModel.tags.selectedIndex == 2)
        #expect(viewModel.activeList == .tags)
    }

    /// The interactor says where the narrowing is (matched as the list matches it); the
    /// presenter marks that row and names the narrowing as it was given.
    @Test func theCurrentNarrowingIsMarkedAndNamed() throws {
        let byProject = try #require(present(current: .project("Home.Garden"), currentProject: 1))
        #expect(byProject.projects.rows.map(\.isCurrent) == [false, true, false, false])
        #expect(byProject.tags.rows.map(\.isCurrent) == [false, false, false])
        #expect(byProject.current == "list shows: project Home.Garden")

        let byTag = try #require(present(current: .tag("shop"), currentTag: 2))
        #expect(byTag.tags.rows.map(\.isCurrent) == [false, false, true])
        #expect(byTag.projects.rows.map(\.isCurrent) == [false, false, false, false])
        #expect(byTag.current == "list shows: tag #shop")

        #expect(present()?.current == "list shows: all")
    }

    @Test func emptyListsSayHowToFillThem() throws {
        makePresenter().presentGroups(response: .init(projects: [], tags: [], activeList: .projects,
                                                      selectedProject: nil, selectedTag: nil, currentNarrowing: nil))
        let viewModel = try #require(display.displayGroupsViewModels.last)
        #expect(viewModel.projects.rows.isEmpty)
        #expect(viewModel.projects.selectedIndex == nil)
        #expect(viewModel.tags.emptyState == ["No tags yet.", "Give a task some: #shop in a title,", "or # on the task list."])
    }

    @Test func aChoiceGoesThroughAndNothingToChooseSaysSo() {
        let presenter = makePresenter()
        presenter.presentChooseGroup(response: .init(choice: .tag("shop"), activeList: .tags))
        presenter.presentChooseGroup(response: .init(choice: nil, activeList: .projects))
        presenter.presentChooseGroup(response: .init(choice: nil, activeList: .tags))
        #expect(display.displayChooseGroupViewModels == [.init(choice: .tag("shop"))])
        #expect(display.displayStatusViewModels == [
            .init(text: "No project to show", isError: false),
            .init(text: "No tag to show", isError: false),
        ])
    }

    @Test func aFailureSaysWhatWentWrong() {
        makePresenter().presentFetchGroupsFailure(response: .init(error: SceneError(Fixtures.TestError("disk full"))))
        #expect(display.displayStatusViewModels == [.init(text: "Could not read the tasks: disk full", isError: true)])
    }
}
