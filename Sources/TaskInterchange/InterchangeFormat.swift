import Foundation
import TaskDomain

/// One file format taskdeck imports and exports (`taskdeck import` / `taskdeck export`).
///
/// A format is a pure codec between bytes and tasks: it reads no files and knows no store.
/// Matching imported tasks with stored ones is `ImportPlan`'s job, so a format only says
/// what each record carried (`ImportedTask.missing`, `.toTheDay`). To add a format, write
/// one type conforming to this protocol and list it in `InterchangeFormats.all`.
public protocol InterchangeFormat: Sendable {
    /// The name `--format` takes: `json`, `todotxt`, `taskwarrior`.
    var name: String { get }
    /// File name endings (without the dot) that suggest this format, used to decide between
    /// formats whose content looks alike (`json` and `taskwarrior` are both JSON).
    var fileExtensions: [String] { get }
    /// Whether `text` looks like this format. Several formats may say yes; see
    /// `InterchangeFormats.detect(_:fileName:)`.
    func detect(_ text: InterchangeText) -> Bool
    /// Other files read with a file of this name (todo.txt's `done.txt`), by name, looked for
    /// in the same folder.
    func companionFiles(of fileName: String) -> [String]
    /// Reads every record; throws `InterchangeError.malformed` naming the line or field.
    func decode(_ text: InterchangeText, context: InterchangeContext) throws -> ImportDocument
    /// Writes `tasks` in the given order.
    func encode(_ tasks: [Task], context: InterchangeContext) throws -> ExportDocument
    /// Writes `tasks` as the files an export to `fileName` makes: that file, and for a
    /// format with companions its companions beside it (todo.txt's `done.txt`).
    func encodeFiles(_ tasks: [Task], named fileName: String, context: InterchangeContext) throws -> [ExportFile]
}

extension InterchangeFormat {
    public func companionFiles(of fileName: String) -> [String] { [] }

    public func encodeFiles(_ tasks: [Task], named fileName: String, context: InterchangeContext) throws -> [ExportFile] {
        [ExportFile(name: fileName, document: try encode(tasks, context: context))]
    }
}
