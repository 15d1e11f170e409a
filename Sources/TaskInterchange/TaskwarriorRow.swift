import Foundation
import TaskDomain

/// One task as Taskwarrior's JSON holds it.
struct TaskwarriorRow: Encodable {
    struct Annotation: Encodable {
        let entry: String
        let description: String
    }

    let uuid: String
    let description: String
    let status: String
    let entry: String
    let modified: String
    let end: String?
    let due: String?
    let priority: String?
    let project: String?
    let tags: [String]?
    let annotations: [Annotation]?

    init(_ task: Task, dates: LocalDates) {
        uuid = task.id.description
        description = task.title
        status = task.status.rawValue
        entry = TaskwarriorDate.format(task.created)
        modified = TaskwarriorDate.format(task.modified)
        end = task.completed.map(TaskwarriorDate.format)
        due = task.due.map { TaskwarriorDate.format(dates.instant(of: $0)) }
        switch task.priority {
        case .none: priority = nil
        case .low: priority = "L"
        case .medium: priority = "M"
        case .high: priority = "H"
        }
        project = task.project
        tags = task.tags.isEmpty ? nil : task.sortedTags
        annotations = task.notes.isEmpty ? nil : [Annotation(entry: modified, description: task.notes)]
    }
}
