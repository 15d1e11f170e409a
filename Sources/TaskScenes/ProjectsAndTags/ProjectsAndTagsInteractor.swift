import TaskDomain

/// Projects & Tags' business logic: the two lists and their counts, which list is active,
/// the selection in each, and which project or tag Enter chooses.
///
/// It starts on the list's current narrowing (that project or tag is selected, its list
/// active); otherwise on the projects, or on the tags when there are no projects.
final class ProjectsAndTagsInteractor: ProjectsAndTagsBusinessLogic, ProjectsAndTagsDataStore {
    private let presenter: ProjectsAndTagsPresentationLogic
    private let worker: TaskWorking
    /// The active context: the lists and counts hold only the tasks it keeps.
    private let contexts: ContextChoice

    var currentNarrowing: ProjectsAndTags.Narrowing?
    private(set) var choice: ProjectsAndTags.Narrowing?

    private var projects: [TaskGroupCount] = []
    private var tags: [TaskGroupCount] = []
    private var activeList = ProjectsAndTags.Kind.projects
    private var selectedProject = 0
    private var selectedTag = 0
    private var pageSize = 1
    /// False until the first read: then the selection starts on the current narrowing.
    private var hasFetched = false

    init(presenter: ProjectsAndTagsPresentationLogic, worker: TaskWorking, contexts: ContextChoice) {
        self.presenter = presenter
        self.contexts = contexts
        self.worker = worker
    }

    // MARK: - Business logic

    func fetchGroups(request: ProjectsAndTags.FetchGroups.Request) {
        pageSize = max(1, request.pageSize)
        let keepProject = projects.indices.contains(selectedProject) ? projects[selectedProject].name : nil
        let keepTag = tags.indices.contains(selectedTag) ? tags[selectedTag].name : nil
        do {
            let tasks = contexts.kept(try worker.allTasks(), clock: worker.clock)
            projects = TaskGroups.projects(in: tasks)
            tags = TaskGroups.tags(in: tasks)
        } catch {
            presenter.presentFetchGroupsFailure(response: .init(error: SceneError(error)))
            return
        }
        if hasFetched {
            selectedProject = index(of: keepProject, in: projects) ?? selectedProject
            selectedTag = index(of: keepTag, in: tags) ?? selectedTag
        } else {
            hasFetched = true
            startOnCurrentNarrowing()
        }
        selectedProject = clamped(selectedProject, count: projects.count)
        selectedTag = clamped(selectedTag, count: tags.count)
        presentGroups()
    }

    func moveSelection(request: ProjectsAndTags.MoveSelection.Request) {
        let count = activeList == .projects ? projects.count : tags.count
        guard count > 0 else { return }
        let current = activeList == .projects ? selectedProject : selectedTag
        let next = request.movement.target(from: current, page: pageSize, count: count)
        guard next != current else { return }
        if activeList == .projects { selectedProject = next } else { selectedTag = next }
        presentGroups()
    }

    func switchList(request: ProjectsAndTags.SwitchList.Request) {
        let next = request.to ?? (activeList == .projects ? .tags : .projects)
        guard next != activeList else { return }
        activeList = next
        presentGroups()
    }

    func selectGroup(request: ProjectsAndTags.SelectGroup.Request) {
        let count = request.list == .projects ? projects.count : tags.count
        guard (0..<count).contains(request.index) else { return }
        let current = request.list == .projects ? selectedProject : selectedTag
        guard request.list != activeList || request.index != current else { return }
        activeList = request.list
        if request.list == .projects { selectedProject = request.index } else { selectedTag = request.index }
        presentGroups()
    }

    func chooseGroup(request: ProjectsAndTags.ChooseGroup.Request) {
        switch activeList {
        case .projects:
            choice = projects.indices.contains(selectedProject) ? .project(projects[selectedProject].name) : nil
        case .tags:
            choice = tags.indices.contains(selectedTag) ? .tag(tags[selectedTag].name) : nil
        }
        presenter.presentChooseGroup(response: .init(choice: choice, activeList: activeList))
    }

    // MARK: - Helpers

    private func startOnCurrentNarrowing() {
        switch currentNarrowing {
        case .project(let name)?:
            activeList = .projects
            selectedProject = index(of: name, in: projects) ?? 0
        case .tag(let name)?:
            activeList = .tags
            selectedTag = index(of: name, in: tags) ?? 0
        case nil:
            activeList = projects.isEmpty && !tags.isEmpty ? .tags : .projects
        }
    }

    /// The position of `name`, ignoring case (a narrowing typed as `Home` finds `home`).
    private func index(of name: String?, in groups: [TaskGroupCount]) -> Int? {
        guard let name = name?.lowercased() else { return nil }
        return groups.firstIndex { $0.name.lowercased() == name }
    }

    /// Where the list's narrowing is in the projects or the tags, if it is there.
    private func currentIndex(in list: ProjectsAndTags.Kind) -> Int? {
        switch (currentNarrowing, list) {
        case (.project(let name)?, .projects): index(of: name, in: projects)
        case (.tag(let name)?, .tags): index(of: name, in: tags)
        default: nil
        }
    }

    private func clamped(_ index: Int, count: Int) -> Int {
        min(max(0, index), max(0, count - 1))
    }

    private func presentGroups() {
        presenter.presentGroups(response: .init(
            projects: projects,
            tags: tags,
            activeList: activeList,
            selectedProject: projects.isEmpty ? nil : selectedProject,
            selectedTag: tags.isEmpty ? nil : selectedTag,
            currentNarrowing: currentNarrowing,
            currentProject: currentIndex(in: .projects),
            currentTag: currentIndex(in: .tags),
            context: contexts.active?.name))
    }
}
