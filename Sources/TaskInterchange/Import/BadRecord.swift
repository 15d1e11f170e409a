import TaskDomain
import TaskWording

/// One record of an input that cannot be imported: where it is, which of its fields is
/// wrong (as the format names it) and why.
///
/// A format reads every record and collects these rather than stopping at the first, so
/// an import names every bad record at once (`task 3, field 'priority': 'U' is not H, M or
/// L`); nothing is written unless the person asks for the good ones (`--skip-bad`).
public struct BadRecord: Error, Hashable, Sendable {
    /// `task 3` or `line 7`.
    public var location: String
    /// The field as the format names it (`priority`, `due:`); nil when the record as a
    /// whole is wrong (not an object, two records with one ID).
    public var field: String?
    public var reason: String

    public init(location: String, field: String? = nil, reason: String) {
        self.location = location
        self.field = field
        self.reason = reason
    }

    /// `task 3, field 'priority'`, or the location alone.
    public var place: String {
        field.map { "\(location), field '\($0)'" } ?? location
    }
}

extension BadRecord {
    /// How a format names the task fields the domain checks, for a refusal's `field`.
    struct FieldNames {
        var title = "title"
        var project = "project"
        var tags = "tags"
    }

    /// Runs `body`, turning the domain's refusal (an empty title, a project with a space)
    /// into a bad record at `location` naming the field.
    static func validating<T>(at location: String, names: FieldNames = FieldNames(),
                              _ body: () throws(TaskDomainError) -> T) throws(BadRecord) -> T {
        do {
            return try body()
        } catch {
            let field: String? = switch error {
            case .emptyTitle, .titleHasNewline: names.title
            case .invalidProject: names.project
            case .invalidTag: names.tags
            default: nil
            }
            throw BadRecord(location: location, field: field, reason: DomainErrorText.sentence(error))
        }
    }
}
