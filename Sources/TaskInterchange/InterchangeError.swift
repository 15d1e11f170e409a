import Foundation
import TaskDomain
import TaskWording

/// Why an import or export failed, each with a message that names where.
public enum InterchangeError: Error, Equatable, Sendable, CustomStringConvertible, LocalizedError {
    /// The input is not what the format says: where (`line 3`, `task 2, field 'due'`) and why.
    case malformed(source: String, location: String, reason: String)
    /// The input is not UTF-8 text.
    case notText(source: String, byteOffset: Int)
    /// No format, or more than one, fits the input and its name.
    case undetectable(source: String, candidates: [String])
    /// Two records of the input have the same identity.
    case duplicateID(source: String, id: String, first: String, second: String)
    /// Records that cannot be imported, every one of them (nothing was imported).
    case badRecords(source: String, [BadRecord])

    public var description: String {
        switch self {
        case .malformed(let source, let location, let reason):
            "\(source), \(location): \(reason); nothing was imported"
        case .notText(let source, let offset):
            "\(source) is not UTF-8 text (byte \(offset)); nothing was imported"
        case .undetectable(let source, let candidates):
            candidates.isEmpty
                ? "cannot tell the format of \(source); give --format \(InterchangeFormats.names.joined(separator: "|"))"
                : "\(source) could be \(candidates.joined(separator: " or ")); give --format"
        case .duplicateID(let source, let id, let first, let second):
            "\(source): \(first) and \(second) are the same task (\(id)); nothing was imported"
        case .badRecords(let source, let records):
            "\(source): \(records.count == 1 ? "1 record" : "\(records.count) records") cannot be imported; nothing was imported "
                + "(--skip-bad imports the others):\n" + records.map { "  \($0.place): \($0.reason)" }.joined(separator: "\n")
        }
    }

    public var errorDescription: String? { description }
}
