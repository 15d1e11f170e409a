import Foundation
import TaskDomain

/// `list --json`: a JSON array with every field, full IDs and ISO-8601 dates, for scripts.
enum TaskJSONFormatter {
    /// One task as printed; absent optionals are left out.
    private struct Row: Encodable {
        let id: String
        let title: String
        let status: String
        let created: Date
        let modified: Date
        let completed: Date?
        let due: String?
        let priority: String
        let project: String?
        let tags: [String]
        let notes: String
    }

    static func format(_ tasks: [Task]) throws -> String {
        let rows = tasks.map { task in
            Row(id: task.id.description, title: task.title, status: task.status.rawValue, created: task.created,
                modified: task.modified, completed: task.completed, due: task.due?.storageString,
                priority: task.priority.rawValue, project: task.project, tags: task.sortedTags, notes: task.notes)
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .iso8601
        return String(decoding: try encoder.encode(rows), as: UTF8.self) + "\n"
    }
}
