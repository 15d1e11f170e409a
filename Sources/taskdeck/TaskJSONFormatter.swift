import TerminalCore
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
        guard !tasks.isEmpty else { return "[]\n" }
        let rows = tasks.map { task in
            Row(id: task.id.description, title: task.title, status: task.status.rawValue, created: task.created,
                modified: task.modified, completed: task.completed, due: task.due?.storageString,
                priority: task.priority.rawValue, project: task.project, tags: task.sortedTags, notes: task.notes)
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .iso8601
        return escapingControls(String(decoding: try encoder.encode(rows), as: UTF8.self)) + "\n"
    }

    /// JSON as `JSONEncoder` writes it, with every character `TextWidth.isControl` names
    /// above C0 written as a `\uXXXX` escape: the encoder escapes only what JSON requires
    /// (C0, inside strings; the C0 left are the layout's newlines), so DEL,
    /// C1 controls (U+009B is a CSI on many terminals) and bidirectional overrides would reach
    /// the terminal raw. The structure is ASCII, so such characters only occur inside strings,
    /// where the escape means the same character: the JSON stays valid and equal.
    static func escapingControls(_ json: String) -> String {
        let needsEscape = { (scalar: Unicode.Scalar) in scalar.value >= 0x20 && TextWidth.isControl(scalar) }
        guard json.unicodeScalars.contains(where: needsEscape) else { return json }
        var result = String.UnicodeScalarView()
        for scalar in json.unicodeScalars {
            if needsEscape(scalar) {
                let hex = String(scalar.value, radix: 16)
                result.append(contentsOf: ("\\u" + String(repeating: "0", count: 4 - hex.count) + hex).unicodeScalars)
            } else {
                result.append(scalar)
            }
        }
        return String(result)
    }
}
