import TaskDomain

/// A task's repeat rule as stored: `{"rule": "FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,TH", "from": "due"}`.
///
/// The rule is `RRULE` text, the form the vdir's `VTODO` carries too; `from` is the mode
/// RFC 5545 has no word for (`due` or `completion`). An optional key, so no schema bump:
/// an older taskdeck keeps it verbatim among the keys it does not know (and the task
/// there simply does not repeat).
struct RecurrenceDTO: Codable, Equatable {
    var rule: String
    var from: String

    init(rule: String, from: String) {
        self.rule = rule
        self.from = from
    }

    init(_ recurrence: Recurrence) {
        self.init(rule: recurrence.ruleText, from: recurrence.mode.storedName)
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        rule = try container.decode(String.self, forKey: AnyCodingKey("rule"))
        from = try container.decodeIfPresent(String.self, forKey: AnyCodingKey("from")) ?? "due"
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(rule, forKey: AnyCodingKey("rule"))
        try container.encode(from, forKey: AnyCodingKey("from"))
    }

    /// The domain rule; throws a sentence saying what is wrong.
    func recurrence() throws(RecurrenceDTOError) -> Recurrence {
        guard let mode = Recurrence.Mode(storedName: from) else {
            throw RecurrenceDTOError(reason: "repeat 'from' '\(from)' is not due or completion")
        }
        guard let recurrence = Recurrence(ruleText: rule, mode: mode) else {
            throw RecurrenceDTOError(reason: "repeat rule '\(rule)' has no FREQ of DAILY, WEEKLY, MONTHLY or YEARLY")
        }
        return recurrence
    }
}

/// Why a stored repeat rule cannot be read.
struct RecurrenceDTOError: Error {
    var reason: String
}
