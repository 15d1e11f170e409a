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
        }
    }

    public var errorDescription: String? { description }
}

extension InterchangeError {
    /// Runs `body`, turning the domain's refusal (an empty title, a project with a space)
    /// into a `malformed` error that says where in the input it is.
    static func validating<T>(source: String, location: String,
                              _ body: () throws(TaskDomainError) -> T) throws(InterchangeError) -> T {
        do {
            return try body()
        } catch {
            throw .malformed(source: source, location: location, reason: DomainErrorText.sentence(error))
        }
    }
}
