import Foundation

/// Reads one word of a filter into its test: `+home`, `#shop`, `!>=medium`, `due:<fri`
/// (and `wait:`, `scheduled:`, `until:`), `status:done`, `is:overdue` (`is:waiting`,
/// `is:active`, `is:scheduled`, `is:ready`, `is:blocked`, `is:blocking`, `is:repeating`, `depends:ID`), a `-` before any of them, or
/// else text to look for.
///
/// Taskwarrior's words read as their taskdeck twins, so a filter a Taskwarrior user types
/// does what they mean: `project:home` is `+home`, `tag:shop` is `#shop`, `priority:H` is
/// `!high`, `due.before:fri` is `due:<fri` (`.after` `>`, `.by` `<=`). Any other `name:` whose
/// name is a word is a field taskdeck does not have: an error naming the fields, never a
/// silent search for the text (which finds nothing). Text with a colon is searched in quotes
/// (`"re: budget"`); digits before the colon (`10:30`) and a URL (`https://…`) are text.
struct FilterTermReader {
    let dates: DateReader
    /// The declared custom fields, by lowercased name.
    var fields: [String: FieldDeclaration] = [:]

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
        var name = value[..<colon].lowercased()
        var modifier = FilterComparison.equal
        if let dot = name.firstIndex(of: "."), let field = FilterDateField(word: String(name[..<dot])) {
            switch name[name.index(after: dot)...] {
            case "before", "below": modifier = .less
            case "after", "above": modifier = .greater
            case "by": modifier = .lessOrEqual
            default: throw failure(.unknownModifier(field: field.rawValue))
            }
            name = field.rawValue
        }
        if let field = FilterDateField(word: name) {
            let phrase = modifier == .equal ? argument.lowercased() : modifier.rawValue + argument.lowercased()
            return .term(try date(field, phrase[...], failure: failure(.invalidDate(field.rawValue))))
        }
        switch name {
        case "project", "pro", "proj":
            // Taskwarrior's `project:` (no value) is no project, as `priority:` is none.
            if argument.isEmpty { return .term(.noProject) }
            return try node(FilterToken(text: token.text, value: "+" + argument, quoted: false, column: token.column))
        case "tag", "tags":
            // `tags:a,b` keeps tasks with both, as quick add's `tags:a,b` gives both.
            let tags = argument.split(separator: ",", omittingEmptySubsequences: false)
            var nodes: [FilterNode] = []
            for tag in tags {
                nodes.append(try node(FilterToken(text: token.text, value: "#" + tag, quoted: false, column: token.column)))
            }
            return nodes.count == 1 ? nodes[0] : .all(nodes)
        case "priority", "pri":
            // Taskwarrior's `priority:` (no value) is no priority.
            let level = argument.isEmpty ? "none" : argument
            return try node(FilterToken(text: token.text, value: "!" + level, quoted: false, column: token.column))
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
            case "blocked": return .term(.blocked)
            case "blocking": return .term(.blocking)
            case "unblocked": return .not(.term(.blocked))
            default: throw failure(.unknownIs)
            }
        case "depends", "dep":
            switch argument.lowercased() {
            case "any": return .term(.depends(.any))
            case "none", "": return .term(.depends(.none))
            case let prefix where prefix.allSatisfy({ $0.isHexDigit || $0 == "-" }):
                return .term(.depends(.id(prefix: prefix)))
            default: throw failure(.invalidDepends)
            }
        default:
            if let declaration = fields[name] {
                return .term(.field(try field(declaration, argument, failure: failure(.invalidFieldValue(declaration.name)))))
            }
            let isWord = !name.isEmpty && name.allSatisfy { $0.isLetter || $0 == "." || $0 == "_" || $0 == "-" }
            guard isWord, !argument.hasPrefix("//") else { return text(token.value) }
            throw failure(.unknownField(name))
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

    /// `estimate:>2`, `estimate:`, `estimate:none`, `estimate:any`, `size:M`, `review:<fri`.
    private func field(_ declaration: FieldDeclaration, _ argument: Substring, failure: FilterError) throws(FilterError) -> FieldTest {
        switch argument.lowercased() {
        case "", "none": return FieldTest(declaration: declaration, check: .absent)
        case "any": return FieldTest(declaration: declaration, check: .present)
        default: break
        }
        let (comparison, rest) = FilterComparison.split(argument)
        let text = String(rest)
        switch declaration.kind {
        case .string:
            return FieldTest(declaration: declaration, check: .compare(comparison, key: nil, text: text))
        case .date:
            guard let due = try? dates.parse(text) else { throw failure }
            return FieldTest(declaration: declaration, check: .compare(comparison, key: Double(due.day.dayNumber), text: text))
        case .number, .duration:
            guard let key = FieldValue.key(text, kind: declaration.kind) else { throw failure }
            return FieldTest(declaration: declaration, check: .compare(comparison, key: key, text: text))
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
