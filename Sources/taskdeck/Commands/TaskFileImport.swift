import Foundation
import TaskDomain
import TaskInterchange
import TaskStorage

/// What an import input holds: through its format's codec, except for a taskdeck task file
/// (`{"schemaVersion": …, "tasks": […]}`) read from a path, which is read the way the store
/// reads it, journal included (`tasks.json.journal` beside it holds the recent changes;
/// the snapshot alone can miss most of them).
enum TaskFileImport {
    static func document(of input: ImportInputs.Input, format: any InterchangeFormat,
                         context: InterchangeContext) throws -> ImportDocument {
        var document = try format.decode(input.text, context: context)
        guard format.name == JSONTaskFormat().name, let path = input.path, isTaskFile(input.text),
              FileManager.default.fileExists(atPath: path + ".journal") else { return document }
        let repository = FileTaskRepository(url: URL(fileURLWithPath: path), mode: .readOnly)
        let tasks = try repository.loadAll()
        // The snapshot's records name their bad fields as the codec read them; the journal's
        // tasks are the store's, valid by construction.
        document.tasks = tasks.enumerated().map { index, task in
            ImportedTask(task: task, origin: "task \(index + 1)")
        }
        return document
    }

    /// A task file's top level: an object with `schemaVersion`.
    private static func isTaskFile(_ text: InterchangeText) -> Bool {
        guard text.firstSignificantCharacter == "{",
              let object = (try? JSONSerialization.jsonObject(with: Data(text.string.utf8))) as? [String: Any] else { return false }
        return object["schemaVersion"] != nil
    }
}
