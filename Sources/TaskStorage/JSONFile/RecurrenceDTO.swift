import TaskDomain

/// A task's repeat rule as stored: `{"rule": "FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,TH", "from": "due"}`.
///
/// The rule is `RRULE` text, the form the vdir's `VTODO` carries too; `from` is the mode
/// RFC 5545 has no word for (`due` or `completion`). An optional key, so no schema bump:
/// an older taskdeck keeps it verbatim among the keys it does not know (and the task
/// there simply does not repeat).
///
/// A `repeat` value this version cannot follow (a string an older taskdeck kept, members it
/// does not know, a rule like `FREQ=HOURLY`) is no error: the task keeps it verbatim in
/// its unknown keys and does not repeat here, as an older taskdeck treats this one's.
struct RecurrenceDTO: Encodable, Equatable {
    var recurrence: Recurrence

    init(_ recurrence: Recurrence) {
        self.recurrence = recurrence
    }

    /// The stored value as a rule taskdeck follows; nil for anything else, which the
    /// caller keeps verbatim. A missing `from` counts from the due date.
    init?(stored value: JSONValue) {
        guard case .object(let members) = value, case .string(let rule)? = members["rule"],
              Set(members.keys).isSubset(of: ["rule", "from"]) else { return nil }
        let mode: Recurrence.Mode?
        switch members["from"] {
        case nil: mode = .fromDue
        case .string(let from)?: mode = Recurrence.Mode(storedName: from)
        default: mode = nil
        }
        guard let mode, let recurrence = Recurrence(ruleText: rule, mode: mode) else { return nil }
        self.recurrence = recurrence
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(recurrence.ruleText, forKey: AnyCodingKey("rule"))
        try container.encode(recurrence.mode.storedName, forKey: AnyCodingKey("from"))
    }

    /// The key a task record keeps it under.
    static let key = "repeat"
}
