import TaskDomain

/// The sentence for a filter that could not be read, pointing at the word and its column:
/// the CLI prints it after `taskdeck: `, the list's presenter shows it on the status line.
public enum FilterErrorText {
    public static func sentence(_ error: FilterError) -> String {
        "cannot read '\(error.word)' (column \(error.column)) of the filter: " + why(error)
    }

    private static func why(_ error: FilterError) -> String {
        switch error.reason {
        case .invalidProject(let problem): DomainErrorText.projectReason(problem)
        case .invalidTag(let problem): DomainErrorText.tagReason(problem)
        case .invalidPriority: "a priority is none, low, medium or high, with an optional <, <=, > or >= (!>=medium)"
        case .invalidDate(let name):
            "not a date; try \(name):today, \(name):<fri, \(name):>=2026-12-01, \(name):none or \(name):any"
        case .unknownStatus: "use status:done or status:pending"
        case .unknownField(let name):
            "a filter has no field '\(name)'; it reads due:, wait:, scheduled:, until:, status:, is:, depends:, "
                + "project: (or +), tag: (or #), priority: (or !) and the fields the config file declares ([fields.\(name)] "
                + "declares one); put text with a colon in quotes (\"\(name):…\")"
        case .unknownModifier(let field):
            "use \(field).before:, \(field).after: or \(field).by: (or \(field):<fri, \(field):>fri, \(field):<=fri)"
        case .invalidFieldValue(let name):
            "not a value of the field \(name); try \(name):3, \(name):>2, \(name):none or \(name):any (its type is in the config file)"
        case .unknownIs:
            "use is:overdue, is:repeating, is:waiting, is:active, is:scheduled, is:ready, is:blocked or is:blocking"
        case .invalidDepends: "use depends: with a task's ID (or its first characters), depends:any or depends:none"
        case .missingOperand: "'\(error.word)' needs a filter after it"
        case .unclosedParenthesis: "this ( is never closed"
        case .unexpectedParenthesis: "this ) closes nothing"
        case .unclosedQuote: "this quote is never closed"
        case .nestedTooDeeply: "groups and negations nest at most 100 deep"
        }
    }
}
