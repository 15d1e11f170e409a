import Testing
import TaskDomain
import TaskTestSupport
import TerminalCore
@testable import TaskScenes

/// The ownership rules of every scene, checked through the real navigator: the view
/// controller holds the interactor and the router, the interactor holds the presenter, and
/// the presenter and the router hold the view controller (and everything else) weakly. So
/// once the navigator lets go of a scene, its four parts are gone; one strong back
/// reference makes a cycle that outlives the scene, and this fails.
@Suite struct SceneDeallocationTests {
    enum Scene: String, CaseIterable, CustomTestStringConvertible {
        case taskList, taskDetail, taskEditor, confirm, help, projectsAndTags, statistics, agenda
        var testDescription: String { rawValue }
        /// Confirm is shown over a scene; the others replace it.
        var isModal: Bool { self == .confirm }
    }

    /// Weak references to the parts of one scene.
    final class Parts {
        weak var viewController: AnyObject?
        weak var interactor: AnyObject?
        weak var presenter: AnyObject?
        weak var router: AnyObject?

        /// The names of the parts still alive.
        var alive: [String] {
            [("view controller", viewController), ("interactor", interactor), ("presenter", presenter),
             ("router", router)].compactMap { $0.1 == nil ? nil : $0.0 }
        }
    }

    static let allParts = ["view controller", "interactor", "presenter", "router"]

    @Test(arguments: Scene.allCases)
    func aSceneIsGoneOnceTheNavigatorLetsGoOfIt(scene: Scene) throws {
        let navigator = Navigator(size: Size(width: 100, height: 30))
        let repository = try SpyRepository([Fixtures.Samples.milk, Fixtures.Samples.report, Fixtures.Samples.call])
        let worker = TaskWorker(service: TaskService(repository: repository, clock: Fixtures.Samples.clock), storeName: "tasks.json")
        let home = SceneSpy("home")
        navigator.setRoot(home)

        let parts = try show(scene, on: navigator, worker: worker, over: home)
        // The references were taken from the live scene: its parts exist until it goes.
        #expect(parts.alive == Self.allParts)

        if scene.isModal { navigator.dismiss() } else { navigator.pop() }
        #expect(navigator.stack.count == 1 && navigator.modals.isEmpty)
        #expect(parts.alive == [], "still alive after the navigator let go")
    }

    /// Builds `scene` as its opening router would, shows it, draws it and sends it a key,
    /// and returns weak references to its parts (no strong one outlives this call).
    private func show(_ scene: Scene, on navigator: Navigator, worker: TaskWorker,
                      over home: TerminalViewController) throws -> Parts {
        let viewController: TerminalViewController
        switch scene {
        case .taskList:
            viewController = TaskListConfigurator.make(environment: .testing(worker), settings: .testing(), navigator: navigator)
        case .taskDetail:
            let detail = TaskDetailConfigurator.make(environment: .testing(worker), navigator: navigator, listDataStore: nil)
            detail.dataStore.order = try [Fixtures.Samples.milk.id, Fixtures.Samples.report.id]
            detail.dataStore.currentTaskID = try Fixtures.Samples.report.id
            viewController = detail.viewController
        case .taskEditor:
            viewController = TaskEditorConfigurator.make(environment: .testing(worker), navigator: navigator, returnDataStore: nil)
        case .confirm:
            viewController = ConfirmConfigurator.make(question: .deleteTasks(count: 2), environment: .testing(worker),
                                                      navigator: navigator, completion: { _ in })
        case .help:
            viewController = HelpConfigurator.make(environment: .testing(worker), navigator: navigator)
        case .projectsAndTags:
            viewController = ProjectsAndTagsConfigurator.make(environment: .testing(worker), navigator: navigator,
                                                              listDataStore: nil).viewController
        case .statistics:
            viewController = StatisticsConfigurator.make(environment: .testing(worker), navigator: navigator)
        case .agenda:
            viewController = AgendaConfigurator.make(environment: .testing(worker), navigator: navigator).viewController
        }
        if scene.isModal { navigator.present(viewController) } else { navigator.push(viewController) }
        var canvas = Canvas(size: navigator.size)
        navigator.render(into: &canvas)
        navigator.handle(.key(KeyEvent(.down)))
        navigator.render(into: &canvas)

        let parts = Parts()
        parts.viewController = viewController
        parts.interactor = Self.object(named: "interactor", in: viewController)
        parts.router = Self.object(named: "router", in: viewController)
        // The Task List's concerns share their presenter through the scene's state.
        parts.presenter = parts.interactor.flatMap {
            Self.object(named: "presenter", in: $0) ?? Self.object(named: "state", in: $0).flatMap {
                Self.object(named: "presenter", in: $0)
            }
        }
        return parts
    }

    /// The object stored in the property `name` of `subject`, private or not, optional or
    /// not. Read by reflection: the interactor's presenter is private, as it should be.
    private static func object(named name: String, in subject: Any) -> AnyObject? {
        guard let value = Mirror(reflecting: subject).children.first(where: { $0.label == name })?.value else {
            return nil
        }
        let mirror = Mirror(reflecting: value)
        if mirror.displayStyle == .optional {
            return mirror.children.first.map { $0.value as AnyObject }
        }
        return value as AnyObject
    }
}
