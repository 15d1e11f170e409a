import TaskDomain
import TaskTestSupport
@testable import TaskScenes

/// Tasks with a project tree and tags, and their groups as `TaskGroups` lists them.
enum ProjectsAndTagsFixtures {
    static let milk = Seeds.task("Buy milk", project: "home.kitchen", tags: ["shop"])
    static let plant = Seeds.task("Plant tulips", project: "home.garden", tags: ["outdoor"])
    static let report = Seeds.task("Write report", project: "work", tags: ["shop"], completed: true)
    static let call = Seeds.task("Call mom", tags: ["phone"])

    static var tasks: [Task] { [milk, plant, report, call] }

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
