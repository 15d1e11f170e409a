import TaskDomain

/// topydo's dependencies in todo.txt: a task that waits for others carries `id:N`, and each
/// task it waits for carries `p:N` (topydo's "parent" is the task that waits; its `p:`
/// children must be done first). taskdeck reads them as `depends` and writes them back,
/// keeping an imported task's `id:` number, so a line nobody changed goes back as it came.
struct TodoTxtDependencies {
    /// The dependency words of one line.
    struct Words: Equatable {
        /// The `id:` the task is written with (only a task that waits for others has one).
        var id: String?
        /// The `id:` numbers of the tasks that wait for this one (its `p:` words).
        var blocks: [String]
        /// Every `id:` number of the export's tasks, written or imported: a line's `p:`
        /// naming none of them names a task that is not in it, and is kept as written.
        var numbers: Set<String>

        static let none = Words(id: nil, blocks: [], numbers: [])
    }

    private var words: [TaskID: Words] = [:]
    private var numbers: Set<String> = []
    /// `numbers` and the imported `id:`s of tasks that no longer wait (their `p:`s go too).
    private var known: Set<String> = []
    /// Dependencies on a task that is not in the export: todo.txt cannot name it.
    private(set) var unwritable = 0

    /// Numbers the tasks of one export that wait for others: the `id:` of the line each
    /// came from when it has one (and no other task took it), else the smallest number no
    /// line of the export uses. `original` reads the line a task was imported from.
    init(exporting tasks: [Task], original: (Task) -> TodoTxtLine?) {
        let exported = Set(tasks.map(\.id))
        let waiting = tasks.filter { !$0.depends.isEmpty }
        var reserved = Set<String>(), originalIDs = Set<String>()
        var idOf: [TaskID: String] = [:]
        for task in tasks {
            guard let line = original(task) else { continue }
            reserved.formUnion(line.blocks)
            guard let id = line.dependencyID else { continue }
            reserved.insert(id)
            originalIDs.insert(id)
            if !task.depends.isEmpty, !numbers.contains(id) {
                idOf[task.id] = id
                numbers.insert(id)
            }
        }
        var next = 1
        for task in waiting where idOf[task.id] == nil {
            while reserved.contains(String(next)) || numbers.contains(String(next)) { next += 1 }
            idOf[task.id] = String(next)
            numbers.insert(String(next))
        }
        for task in waiting {
            guard let id = idOf[task.id] else { continue }
            words[task.id, default: .none].id = id
            for blocker in task.depends {
                guard exported.contains(blocker) else {
                    unwritable += 1
                    continue
                }
                words[blocker, default: .none].blocks.append(id)
            }
        }
        known = numbers.union(originalIDs)
        for (task, entry) in words {
            words[task]?.blocks = entry.blocks.sorted { (Int($0) ?? .max, $0) < (Int($1) ?? .max, $1) }
        }
    }

    func words(for task: TaskID) -> Words {
        var entry = words[task] ?? .none
        entry.numbers = known
        return entry
    }

    /// The tasks each task waits for, read from the lines' `id:` and `p:` words (a line
    /// that waits for itself, or a `p:` naming no line's `id:`, gives nothing); `unmatched`
    /// counts those `p:` words.
    static func depends(of lines: [(id: TaskID, line: TodoTxtLine)]) -> (depends: [TaskID: Set<TaskID>], unmatched: Int) {
        var named: [String: TaskID] = [:]
        for (id, line) in lines {
            if let value = line.dependencyID, named[value] == nil { named[value] = id }
        }
        var depends: [TaskID: Set<TaskID>] = [:]
        var unmatched = 0
        for (id, line) in lines {
            for value in line.blocks {
                guard let waiting = named[value] else {
                    unmatched += 1
                    continue
                }
                if waiting != id { depends[waiting, default: []].insert(id) }
            }
        }
        return (depends, unmatched)
    }
}
