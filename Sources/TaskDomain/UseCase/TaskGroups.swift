/// A project or tag with how many tasks it holds.
public struct TaskGroupCount: Hashable, Sendable {
    /// The project path or tag.
    public let name: String
    /// Nesting depth of a project (`home` 0, `home.garden` 1); always 0 for tags.
    public let depth: Int
    public let pending: Int
    public let total: Int

    public init(name: String, depth: Int, pending: Int, total: Int) {
        self.name = name
        self.depth = depth
        self.pending = pending
        self.total = total
    }
}

/// Listings of projects and tags with their counts, for a Projects & Tags view.
public enum TaskGroups {
    /// Every project and every ancestor of one, alphabetical (so parents precede children);
    /// a project's counts include its sub-projects and the subtasks without a project of
    /// their own under its tasks (`SubtaskProjects`), as a `TaskQuery` by project does.
    public static func projects(in tasks: [Task]) -> [TaskGroupCount] {
        var counts: [String: (pending: Int, total: Int)] = [:]
        let inherited = SubtaskProjects(tasks)
        for task in tasks {
            guard let project = inherited.project(of: task) else { continue }
            var path = ""
            for part in project.split(separator: ".") {
                path = path.isEmpty ? String(part) : path + "." + part
                counts[path, default: (0, 0)].total += 1
                if !task.isCompleted { counts[path, default: (0, 0)].pending += 1 }
            }
        }
        return counts.keys.sorted(by: pathOrder).map { name in
            TaskGroupCount(name: name, depth: name.split(separator: ".").count - 1,
                           pending: counts[name]?.pending ?? 0, total: counts[name]?.total ?? 0)
        }
    }

    /// Every tag, alphabetical.
    public static func tags(in tasks: [Task]) -> [TaskGroupCount] {
        var counts: [String: (pending: Int, total: Int)] = [:]
        for task in tasks {
            for tag in task.tags {
                counts[tag, default: (0, 0)].total += 1
                if !task.isCompleted { counts[tag, default: (0, 0)].pending += 1 }
            }
        }
        return counts.keys.sorted().map { name in
            TaskGroupCount(name: name, depth: 0, pending: counts[name]?.pending ?? 0, total: counts[name]?.total ?? 0)
        }
    }

    /// Orders paths part by part, so `home.garden` comes right after `home`, before `home-office`.
    private static func pathOrder(_ lhs: String, _ rhs: String) -> Bool {
        lhs.split(separator: ".").lexicographicallyPrecedes(rhs.split(separator: "."))
    }
}
