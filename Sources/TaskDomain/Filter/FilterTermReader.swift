import Foundation

/// Reads one word of a filter into its test: `+home`, `#shop`, `!>=medium`, `due:<fri`
/// (and `wait:`, `scheduled:`, `until:`), `status:done`, `is:overdue` (`is:waiting`,
/// `is:active`, `is:scheduled`, `is:ready`, `is:repeating`), a `-` before any of them, or
/// else text to look for.
struct FilterTermReader {
    let dates: DateReader

    func node(_ token: FilterToken) throws(FilterError) -> FilterNode {
        guard !token.quoted else { return text(token.value) }
        let value = Substring(token.value)
        if value.hasPrefix("-"), value.count > 1 {
            let rest = String(token.text.dropFirst())
            let inner = FilterToken(text: rest, value: String(value.dropFirst()), quoted: rest.hasPrefix("\""),
                                    column: token.column + 1)
            return .not(try node(inner))
        }
        func failure(_ reason: FilterError.Reason) -> FilterError {
            FilterError(reason, word: token.text, column: token.column)
        }
        switch value.first {
        case "+":
            do { return .term(.project(try TaskValidation.project(String(value.dropFirst())))) } catch {
                throw failure(.invalidProject(Self.problem(error)))
            }
        case "#":
            do { return .term(.tag(try TaskValidation.tag(String(value.dropFirst())))) } catch {
                throw failure(.invalidTag(Self.problem(error)))
            }
        case "!":
            let (comparison, level) = FilterComparison.split(value.dropFirst())
            guard let priority = try? Priority(parsing: String(level)) else { throw failure(.invalidPriority) }
            return .term(.priority(comparison, priority))
        default:
            break
        }
        guard let colon = value.firstIndex(of: ":") else { return text(token.value) }
        let argument = value[value.index(after: colon)...]
        let name = value[..<colon].lowercased()
        if let field = FilterDateField(word: name) {
            return .term(try date(field, argument.lowercased()[...], failure: failure(.invalidDate(field.rawValue))))
        }
        switch name {
        case "status":
            switch argument.lowercased() {
            case "done", "completed": return .term(.status(.completed))
            case "pending", "open": return .term(.status(.pending))
            default: throw failure(.unknownStatus)
            }
        case "is":
            switch argument.lowercased() {
            case "overdue": return .term(.overdue)
            case "repeating": return .term(.repeating)
            case "waiting": return .term(.waiting)
            case "active", "started": return .term(.active)
            case "scheduled": return .term(.scheduled)
            case "ready": return .term(.ready)
            default: throw failure(.unknownIs)
            }
        default:
            return text(token.value)
        }
    }

    private func date(_ field: FilterDateField, _ argument: Substring, failure: FilterError) throws(FilterError) -> FilterTerm {
        switch argument {
        case "none": return .dateNone(field)
        case "any": return .dateAny(field)
        default:
            let (comparison, phrase) = FilterComparison.split(argument)
            guard let due = try? dates.parse(String(phrase)) else { throw failure }
            // A filter compares days: `due:<fri 9:30` is the same test as `due:<fri`.
            return .date(field, comparison, due.day)
        }
    }

    private func text(_ text: String) -> FilterNode {
        let folded = SearchFolding.fold(text)
        return folded.isEmpty ? .all([]) : .term(.text(FilterWord(folded: folded)))
    }

    /// Why a `+` or `#` word is no name: `TaskValidation.project` and `.tag` throw nothing else.
    private static func problem(_ error: TaskDomainError) -> TaskDomainError.NameProblem {
        switch error {
        case .invalidTag(_, let problem), .invalidProject(_, let problem): problem
        default: .notOneWord
        }
    }
}
