/// Why a filter could not be read, and where: the word (as typed) and its column (1 is the
/// first character), so the app and the CLI can point at it. The sentences are in
/// `TaskWording.FilterErrorText`, shared by the CLI and the list's presenter.
public struct FilterError: Error, Hashable, Sendable {
    public enum Reason: Hashable, Sendable {
        /// `+` with a project name that cannot be one (empty, `home.`): the domain's reason.
        case invalidProject(TaskDomainError.NameProblem)
        /// `#` with a tag that cannot be one: the domain's reason.
        case invalidTag(TaskDomainError.NameProblem)
        /// `!` followed by something other than a priority (with an optional comparison).
        case invalidPriority
        /// A date word (`due:`, `wait:`, `scheduled:`, `until:`: the name) followed by
        /// something that is neither a date phrase nor `none` / `any`.
        case invalidDate(String)
        /// `status:` followed by something other than `done` or `pending`.
        case unknownStatus
        /// `name:` where name is no field a filter reads (`project:` and `tag:` are;
        /// `estimate:` is not): the name, lowercased.
        case unknownField(String)
        /// A date field with a modifier other than `.before`, `.after` or `.by` (`due.on:`).
        case unknownModifier(field: String)
        /// A declared custom field's word whose value does not read as its type (`estimate:>lots`): the field.
        case invalidFieldValue(String)
        /// `is:` followed by something other than `overdue`, `repeating`, `waiting`, `active`,
        /// `scheduled` or `ready`.
        case unknownIs
        /// `depends:` followed by something other than an ID prefix, `any` or `none`.
        case invalidDepends
        /// `or`, `and`, `not`, `-` or `(` with nothing to apply to.
        case missingOperand
        /// A `(` never closed (the word is the `(`).
        case unclosedParenthesis
        /// A `)` that closes nothing.
        case unexpectedParenthesis
        /// A `"` never closed (the word runs from the quote to the end).
        case unclosedQuote
        /// More than `FilterParser`'s limit of groups and negations inside one another.
        case nestedTooDeeply
    }

    public let reason: Reason
    /// The word that could not be read, as typed.
    public let word: String
    /// Where the word starts, counted in characters from 1.
    public let column: Int

    public init(_ reason: Reason, word: String, column: Int) {
        self.reason = reason
        self.word = word
        self.column = column
    }
}
