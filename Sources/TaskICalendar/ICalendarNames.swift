import TaskDomain

/// Names from the calendar world made into taskdeck names.
public enum ICalendarNames {
    /// A project from free text (a collection's `displayname`, an `X-TASKDECK-PROJECT`):
    /// spaces become `-`, empty dotted parts are dropped (`My Tasks` -> `My-Tasks`); nil when
    /// nothing is left.
    public static func project(from text: String) -> String? {
        let parts = text.split(separator: ".").map { part in
            part.split(whereSeparator: { $0.isWhitespace || $0.isNewline }).joined(separator: "-")
        }.filter { !$0.isEmpty }
        guard !parts.isEmpty else { return nil }
        return try? TaskValidation.project(parts.joined(separator: "."))
    }
}
