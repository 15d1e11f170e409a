import Foundation
import TaskDomain
import TaskStorage
import TerminalCore
@testable import TaskScenes

/// Fixed dates and builders for the Detail, Confirm and Help scene tests.
enum DetailFixtures {
    /// Wednesday 2026-03-11 10:00 UTC, weeks starting Monday.
    static let clock = FixedClock(year: 2026, month: 3, day: 11, hour: 10, minute: 0)

    struct TestError: Error, CustomStringConvertible {
        var description: String { "disk full" }
    }

    static func day(_ year: Int, _ month: Int, _ day: Int) -> CalendarDay {
        guard let value = CalendarDay(year: year, month: month, day: day) else { fatalError("bad test date") }
        return value
    }

    /// An instant on the fixed clock's calendar.
    static func date(_ year: Int, _ month: Int, _ day: Int, _ hour: Int = 12, _ minute: Int = 0) -> Date {
        FixedClock(year: year, month: month, day: day, hour: hour, minute: minute).now
    }

    static func task(_ title: String, status: TaskStatus = .pending, created: Date = clock.now,
                     modified: Date? = nil, completed: Date? = nil, due: Due? = nil,
                     priority: Priority = .none, project: String? = nil, tags: [String] = [],
                     notes: String = "") -> Task {
        do {
            return try Task(title: title, notes: notes, status: status, created: created, modified: modified,
                            completed: completed, due: due, priority: priority, project: project, tags: tags)
        } catch {
            fatalError("invalid test task: \(error)")
        }
    }

    /// A real worker over an in-memory repository, and the repository (to fail writes).
    static func worker(_ tasks: [Task]) -> (DetailWorkerSpy, InMemoryTaskRepository) {
        let repository = InMemoryTaskRepository(tasks: tasks)
        let worker = TaskWorker(service: TaskService(repository: repository, clock: clock), storeName: "tasks.json")
        return (DetailWorkerSpy(worker), repository)
    }
}

/// A `TaskWorking` that records every call and passes it to a real `TaskWorker`; reads can
/// be made to fail.
final class DetailWorkerSpy: TaskWorking {
    private let real: TaskWorker
    private(set) var calls: [String] = []
    var failReads = false

    init(_ real: TaskWorker) { self.real = real }

    var storeName: String { real.storeName }
    func takeStorageNews() throws -> CommitReport { try real.takeStorageNews() }
    var clock: any Clock { real.clock }

    func allTasks() throws -> [Task] {
        calls.append("allTasks")
        if failReads { throw DetailFixtures.TestError() }
        return try real.allTasks()
    }

    func add(_ draft: TaskDraft) throws -> TaskChange {
        calls.append("add")
        return try real.add(draft)
    }

    func edit(_ ids: [TaskID], _ edit: TaskEdit) throws -> TaskChange {
        calls.append("edit")
        return try real.edit(ids, edit)
    }

    func toggleCompletion(ids: [TaskID]) throws -> TaskChange {
        calls.append("toggle")
        return try real.toggleCompletion(ids: ids)
    }

    func delete(ids: [TaskID]) throws -> TaskChange {
        calls.append("delete")
        return try real.delete(ids: ids)
    }

    func undo() throws -> TaskChange? {
        calls.append("undo")
        return try real.undo()
    }

    func redo() throws -> TaskChange? {
        calls.append("redo")
        return try real.redo()
    }
}


/// Input events as tests type them (scene-local names, so other test files may have their own).
enum DetailInput {
    /// A plain character key.
    static func char(_ character: Character) -> InputEvent { .key(KeyEvent(.char(character))) }
    /// A key without modifiers.
    static func key(_ key: Key) -> InputEvent { .key(KeyEvent(key)) }
    /// A Ctrl-letter.
    static func ctrl(_ character: Character) -> InputEvent { .key(.ctrl(character)) }

    /// Every row of a scene drawn into a canvas of `size`, as text.
    static func screen(of scene: TerminalViewController, size: Size) -> [String] {
        var canvas = Canvas(size: size)
        scene.render(into: &canvas, area: canvas.bounds)
        return (0..<size.height).map { canvas.text(ofRow: $0) }
    }
}
