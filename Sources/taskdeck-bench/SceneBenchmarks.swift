import Foundation
import TaskDomain
import TaskScenes
import TaskStorage
import TaskWording
import TerminalCore

/// The Task List's keystroke path with 10,000 tasks, through the public scene API exactly
/// as the run loop drives it: a key, then a frame drawn and diffed into bytes.
@MainActor
let sceneBenchmarks: [Benchmark] = {
    let clock = FixedClock(year: 2026, month: 3, day: 11)
    let tasks = StorageBenchmarkData.tasks(count: 10_000, clock: clock)
    let size = Size(width: 200, height: 60)

    /// The same tasks as a tree: every task after the first in each run of five is a
    /// subtask of the one before it (2,000 trees four levels deep).
    let tree: [Task] = tasks.enumerated().map { index, task in
        guard index % 5 != 0,
              let nested = try? Task(id: task.id, title: task.title, notes: task.notes, status: task.status,
                                     created: task.created, modified: task.modified, completed: task.completed,
                                     due: task.due, priority: task.priority, project: task.project, tags: task.tags,
                                     parent: tasks[index - 1].id) else { return task }
        return nested
    }

    /// A home scene over 10k in-memory tasks, laid out and shown once.
    func makeScene(_ tasks: [Task] = tasks) -> (TerminalViewController, Navigator) {
        let worker = TaskWorker(service: TaskService(repository: InMemoryTaskRepository(tasks: tasks), clock: clock),
                                storeName: "bench.json")
        let navigator = Navigator(size: size)
        navigator.setRoot(homeScene(worker: worker, navigator: navigator, query: TaskQuery(filter: .all, sort: .due)))
        return (navigator.stack[0], navigator)
    }

    let (scene, navigator) = makeScene()
    let (treeScene, treeNavigator) = makeScene(tree)
    var renderer = Renderer(colorMode: .trueColor)
    var frame = Canvas(size: size)
    navigator.render(into: &frame)
    _ = renderer.render(frame)
    let down = InputEvent.key(KeyEvent(.char("j")))
    let up = InputEvent.key(KeyEvent(.char("k")))
    var step = 0
    var movesMeasured = 0
    var scrollStep = 0
    var bytesWritten = 0

    return [
        Benchmark(name: "list: key j with 10k tasks (handle only)", iterations: 2000) {
            step += 1
            scene.handle(step % 200 < 100 ? down : up)
            return step
        },
        // As the run loop draws: into the renderer's two reused frame buffers, over the frame
        // on screen, only what changed (issue 27).
        Benchmark(name: "list: key j with 10k tasks + draw + diff 200x60", iterations: 2000) {
            step += 1
            scene.handle(step % 200 < 100 ? down : up)
            let bytes = renderer.render(size: size, keepingShownFrame: true) { navigator.render(into: &$0) }.count
            movesMeasured += 1
            bytesWritten += bytes
            if movesMeasured == 2000 {
                print("  bytes per move: \(String(format: "%.1f", Double(bytesWritten) / 2000))")
            }
            return bytes
        },
        // Every key scrolls the list by a row (issue 27): `j` down from the window's last row
        // (then `k` back up from its first), as the run loop draws.
        Benchmark(name: "list: key j that scrolls, 10k tasks + draw + diff 200x60", iterations: 2000) {
            step += 1
            scrollStep += 1
            if scrollStep % 2000 == 1 {
                for _ in 0..<size.height { scene.handle(down) }
                _ = renderer.render(size: size, keepingShownFrame: true) { navigator.render(into: &$0) }
            }
            scene.handle(down)
            return renderer.render(size: size, keepingShownFrame: true) { navigator.render(into: &$0) }.count
        },
        // The whole frame drawn and compared, as the run loop drew before the list drew only changes.
        Benchmark(name: "list: key j with 10k tasks + whole frame + diff 200x60", iterations: 2000) {
            step += 1
            scene.handle(step % 200 < 100 ? down : up)
            return renderer.render(size: size) { navigator.render(into: &$0) }.count
        },
        // The same with a new canvas each frame, as the run loop drew before it reused buffers.
        Benchmark(name: "list: key j with 10k tasks + draw (new canvas) + diff", iterations: 2000) {
            step += 1
            scene.handle(step % 200 < 100 ? down : up)
            var canvas = Canvas(size: size)
            navigator.render(into: &canvas)
            return renderer.render(canvas).count
        },
        Benchmark(name: "list: key j with 10k tasks in trees + draw + diff 200x60", iterations: 2000) {
            step += 1
            treeScene.handle(step % 200 < 100 ? down : up)
            return renderer.render(size: size, keepingShownFrame: true) { treeNavigator.render(into: &$0) }.count
        },
        // Two changes (raise the priority, undo it): each lays the tree out again.
        Benchmark(name: "list: + and u in trees of 10k tasks + draw + diff", iterations: 50) {
            treeScene.handle(.key(KeyEvent(.char("+"))))
            treeScene.handle(.key(KeyEvent(.char("u"))))
            return renderer.render(size: size) { treeNavigator.render(into: &$0) }.count
        },
        // Fold and unfold (`h`, `l`): the folds are the scene's, so the tree is not laid out again.
        Benchmark(name: "list: h and l in trees of 10k tasks + draw + diff", iterations: 200) {
            treeScene.handle(.key(KeyEvent(.char("h"))))
            treeScene.handle(.key(KeyEvent(.char("l"))))
            return renderer.render(size: size) { treeNavigator.render(into: &$0) }.count
        },
        Benchmark(name: "list: + and u with 10k tasks (no trees) + draw + diff", iterations: 50) {
            scene.handle(.key(KeyEvent(.char("+"))))
            scene.handle(.key(KeyEvent(.char("u"))))
            return renderer.render(size: size) { navigator.render(into: &$0) }.count
        },
        Benchmark(name: "list: open the home scene on 10k tasks", iterations: 20) {
            makeScene().1.stack.count
        },
        Benchmark(name: "list: one search keystroke over 10k tasks", iterations: 50) {
            step += 1
            scene.handle(.key(KeyEvent(.char("/"))))
            scene.handle(.key(KeyEvent(.char(step % 2 == 0 ? "m" : "x"))))
            scene.handle(.key(KeyEvent(.escape)))
            return step
        },
        // The filter language as typed: 20 keystrokes, each filtering (words, a project, a priority).
        Benchmark(name: "list: type '+home !>=medium milk' over 10k tasks (20 keys)", iterations: 20) {
            scene.handle(.key(KeyEvent(.char("/"))))
            for character in "+home !>=medium milk" { scene.handle(.key(KeyEvent(.char(character)))) }
            scene.handle(.key(KeyEvent(.escape)))
            step += 1
            return step
        },
        // The plan (issue 22): Tab from All to Pending, to Next (ready, urgency, flat, top 25)
        // and back (each a new query, sorted once), drawn.
        Benchmark(name: "list: f f F F (Pending, Next, back) over 10k tasks + draw", iterations: 20) {
            for key in ["f", "f", "F", "F"] { scene.handle(.key(KeyEvent(.char(Character(key))))) }
            return renderer.render(size: size) { navigator.render(into: &$0) }.count
        },
        // The run loop's beat with nothing arriving: what the list costs once a second.
        Benchmark(name: "list: a tick of the clock with nothing back from waiting (10k tasks)", iterations: 2000) {
            navigator.timeDidPass()
            step += 1
            return step
        },
    ]
}()

/// The home scene as the app makes it without a config file: the default theme and keys,
/// no editor, sync or exporter, the default columns.
func homeScene(worker: TaskWorking, navigator: Navigator,
               query: TaskQuery = TaskQuery(filter: .pending, sort: .due)) -> TerminalViewController {
    let environment = SceneEnvironment(worker: worker, theme: .dark, keys: .defaults, notesEditor: nil, sync: nil, exporter: nil,
                                       plan: .defaults, contexts: ContextChoice(contexts: [], active: nil, problems: [], saver: nil), fields: [])
    let settings = TaskListSettings(query: query, views: [], openView: nil, columns: ListColumn.defaults, viewColumns: [:],
                                    dateStyle: .relative)
    return TaskListConfigurator.make(environment: environment, settings: settings, navigator: navigator)
}
