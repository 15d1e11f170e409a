import TaskDomain
import TaskTestSupport
@testable import TaskScenes

/// Tasks with a project tree and tags, and their groups as `TaskGroups` lists them.
enum ProjectsAndTagsFixtures {
    /// Call mom: no project, #phone.
    static var call: Task { get throws { try Fixtures.Samples.task("Call mom", tags: ["phone"]) } }

    /// Buy milk (home.kitchen), Plant tulips (home.garden), Write report (work, done) and
    /// Call mom; each call builds new ones.
    static var tasks: [Task] {
        get throws {
            [try Fixtures.Samples.task("Buy milk", project: "home.kitchen", tags: ["shop"]),
             try Fixtures.Samples.task("Plant tulips", project: "home.garden", tags: ["outdoor"]),
             try Fixtures.Samples.task("Write report", project: "work", tags: ["shop"], completed: true),
             try call]
        }
    }

    static let projects = [
        TaskGroupCount(name: "home", depth: 0, pending: 2, total: 2),
        TaskGroupCount(name: "home.garden", depth: 1, pending: 1, total: 1),
        TaskGroupCount(name: "home.kitchen", depth: 1, pending: 1, total: 1),
        TaskGroupCount(name: "work", depth: 0, pending: 0, total: 1),
    ]
    static let tags = [
        TaskGroupCount(name: "outdoor", depth: 0, pending: 1, total: 1),
        TaskGroupCount(name: "phone", depth: 0, pending: 1, total: 1),
        TaskGroupCount(name: "shop", depth: 0, pending: 1, total: 2),
    ]
}
