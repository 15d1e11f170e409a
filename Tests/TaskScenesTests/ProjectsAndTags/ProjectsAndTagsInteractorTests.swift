import Testing
import TaskDomain
import TaskTestSupport
@testable import TaskScenes

@Suite struct ProjectsAndTagsInteractorTests {
    let presenter = ProjectsAndTagsPresentationLogicSpy()

    /// An interactor over `tasks`, `ProjectsAndTagsFixtures.tasks` by default.
    func makeInteractor(_ tasks: [Task]? = nil,
                        current: ProjectsAndTags.Narrowing? = nil) throws -> (ProjectsAndTagsInteractor, TaskWorkingSpy) {
        let worker = try TaskWorkingSpy(tasks: tasks ?? ProjectsAndTagsFixtures.tasks)
        let interactor = ProjectsAndTagsInteractor(presenter: presenter, worker: worker)
        interactor.currentNarrowing = current
        return (interactor, worker)
    }

    func response(active: ProjectsAndTags.Kind = .projects, project: Int? = 0, tag: Int? = 0,
                  current: ProjectsAndTags.Narrowing? = nil, currentProject: Int? = nil,
                  currentTag: Int? = nil) -> ProjectsAndTags.FetchGroups.Response {
        .init(projects: ProjectsAndTagsFixtures.projects, tags: ProjectsAndTagsFixtures.tags, activeList: active,
              selectedProject: project, selectedTag: tag, currentNarrowing: current,
              currentProject: currentProject, currentTag: currentTag)
    }

    @Test func fetchingReadsTheTasksOnceAndStartsOnTheFirstProject() throws {
        let (interactor, worker) = try makeInteractor()
        interactor.fetchGroups(request: .init(pageSize: 10))
        #expect(worker.allTasksCallCount == 1)
        #expect(presenter.presentGroupsResponses == [response()])
    }

    @Test func itStartsOnTheTagTheListIsNarrowedTo() throws {
        let (interactor, _) = try makeInteractor(current: .tag("shop"))
        interactor.fetchGroups(request: .init(pageSize: 10))
        #expect(presenter.presentGroupsResponses == [response(active: .tags, tag: 2, current: .tag("shop"), currentTag: 2)])
    }

    @Test func itStartsOnTheProjectTheListIsNarrowedToIgnoringCase() throws {
        let (interactor, _) = try makeInteractor(current: .project("HOME.Kitchen"))
        interactor.fetchGroups(request: .init(pageSize: 10))
        #expect(presenter.presentGroupsResponses == [response(project: 2, current: .project("HOME.Kitchen"), currentProject: 2)])
    }

    @Test func withoutProjectsItStartsOnTheTags() throws {
        let (interactor, _) = try makeInteractor([ProjectsAndTagsFixtures.call])
        interactor.fetchGroups(request: .init(pageSize: 10))
        #expect(presenter.presentGroupsResponses == [.init(
            projects: [], tags: [.init(name: "phone", depth: 0, pending: 1, total: 1)], activeList: .tags,
            selectedProject: nil, selectedTag: 0, currentNarrowing: nil)])
    }

    @Test func withNoTasksNothingIsSelected() throws {
        let (interactor, _) = try makeInteractor([])
        interactor.fetchGroups(request: .init(pageSize: 10))
        #expect(presenter.presentGroupsResponses == [.init(
            projects: [], tags: [], activeList: .projects, selectedProject: nil, selectedTag: nil, currentNarrowing: nil)])
    }

    @Test func movingChangesOnlyTheActiveListsSelectionAndStaysInRange() throws {
        let (interactor, worker) = try makeInteractor()
        interactor.fetchGroups(request: .init(pageSize: 2))
        interactor.moveSelection(request: .init(movement: .down))
        interactor.moveSelection(request: .init(movement: .pageDown))
        interactor.moveSelection(request: .init(movement: .down))  // already last: nothing presented
        interactor.moveSelection(request: .init(movement: .pageUp))
        interactor.moveSelection(request: .init(movement: .top))
        interactor.moveSelection(request: .init(movement: .up))  // already first
        interactor.moveSelection(request: .init(movement: .bottom))
        #expect(presenter.presentGroupsResponses.map(\.selectedProject) == [0, 1, 3, 1, 0, 3])
        #expect(presenter.presentGroupsResponses.map(\.selectedTag) == [0, 0, 0, 0, 0, 0])
        #expect(worker.allTasksCallCount == 1)
    }

    @Test func switchingTogglesOrPicksAListAndKeepsEachSelection() throws {
        let (interactor, _) = try makeInteractor()
        interactor.fetchGroups(request: .init(pageSize: 10))
        interactor.moveSelection(request: .init(movement: .down))
        interactor.switchList(request: .init(to: nil))
        interactor.moveSelection(request: .init(movement: .bottom))
        interactor.switchList(request: .init(to: .tags))  // already there: nothing presented
        interactor.switchList(request: .init(to: .projects))
        #expect(presenter.presentGroupsResponses.suffix(3) == [
            response(active: .tags, project: 1, tag: 0),
            response(active: .tags, project: 1, tag: 2),
            response(active: .projects, project: 1, tag: 2),
        ])
    }

    @Test func choosingAProjectKeepsItForTheRouter() throws {
        let (interactor, _) = try makeInteractor()
        interactor.fetchGroups(request: .init(pageSize: 10))
        interactor.moveSelection(request: .init(movement: .down))
        interactor.chooseGroup(request: .init())
        #expect(presenter.presentChooseGroupResponses == [.init(choice: .project("home.garden"), activeList: .projects)])
        #expect(interactor.choice == .project("home.garden"))
    }

    @Test func choosingATag() throws {
        let (interactor, _) = try makeInteractor()
        interactor.fetchGroups(request: .init(pageSize: 10))
        interactor.switchList(request: .init(to: .tags))
        interactor.moveSelection(request: .init(movement: .bottom))
        interactor.chooseGroup(request: .init())
        #expect(presenter.presentChooseGroupResponses == [.init(choice: .tag("shop"), activeList: .tags)])
        #expect(interactor.choice == .tag("shop"))
    }

    @Test func choosingFromAnEmptyListChoosesNothing() throws {
        let (interactor, _) = try makeInteractor([ProjectsAndTagsFixtures.call])
        interactor.fetchGroups(request: .init(pageSize: 10))
        interactor.switchList(request: .init(to: .projects))
        interactor.chooseGroup(request: .init())
        #expect(presenter.presentChooseGroupResponses == [.init(choice: nil, activeList: .projects)])
        #expect(interactor.choice == nil)
    }

    @Test func fetchingAgainKeepsTheSelectedGroupsByName() throws {
        let (interactor, worker) = try makeInteractor()
        interactor.fetchGroups(request: .init(pageSize: 10))
        interactor.moveSelection(request: .init(movement: .bottom))  // work
        _ = try worker.add(TaskDraft(title: "Art class", project: "art"))
        interactor.fetchGroups(request: .init(pageSize: 10))
        let last = try #require(presenter.presentGroupsResponses.last)
        #expect(last.projects.first?.name == "art")
        #expect(last.selectedProject == 4)
        try #require(last.projects.count > 4)
        #expect(last.projects[4].name == "work")
    }

    @Test func aFailedReadIsPresentedAsAFailure() throws {
        let (worker, _) = try TaskWorkingSpy.over(ProjectsAndTagsFixtures.tasks)
        worker.failReads = true
        let interactor = ProjectsAndTagsInteractor(presenter: presenter, worker: worker)
        interactor.fetchGroups(request: .init(pageSize: 10))
        #expect(presenter.presentFetchGroupsFailureResponses == [.init(error: SceneError(Fixtures.TestError()))])
        #expect(presenter.presentGroupsResponses.isEmpty)
    }
}
