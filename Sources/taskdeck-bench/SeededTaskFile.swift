import Foundation
import TaskDomain
import TaskStorage

/// A compacted task file in a fresh temporary folder holding `tasks`, opened through a
/// `TaskService` the first time a benchmark asks (loading it is not what they measure; after
/// each commit the journal is kept, not compacted, as a person's commits keep it).
final class SeededTaskFile {
    private let file: URL
    private let clock: any Clock
    private var service: TaskService?

    /// `name` tells the benchmarks' folders apart (`taskdeck-bench-NAME-PID`).
    init(_ name: String, tasks: [Task], clock: any Clock) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("taskdeck-bench-\(name)-\(getpid())")
        file = folder.appendingPathComponent("tasks.json")
        self.clock = clock
        try? FileManager.default.removeItem(at: folder)
        let seed = FileTaskRepository(url: file)
        _ = try? seed.save(tasks)
        try? seed.compact()
    }

    func opened() throws -> TaskService {
        if let service { return service }
        let repository = FileTaskRepository(url: file)
        repository.compactsAfterCommit = false
        _ = try repository.loadAll()
        let made = TaskService(repository: repository, clock: clock)
        service = made
        return made
    }
}
