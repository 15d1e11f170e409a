import TaskDomain

/// The config file's plan settings: `[urgency]` (every coefficient of `UrgencyCoefficients`
/// under a kebab-case name), `[urgency.tag]` and `[urgency.project]` (extra points for a tag,
/// a project and its sub-projects), `[start] several-active` and `[next] limit`.
///
/// One table of names, read by the schema, written by `config --default` and `taskdeck
/// config`, so a coefficient added to the domain needs one row here to be settable.
public enum PlanConfig {
    /// One `[urgency]` coefficient: its key, what it does, and where it goes in the domain value.
    public struct Coefficient: Sendable {
        public let name: String
        public let help: String
        let get: @Sendable (UrgencyCoefficients) -> Double
        let set: @Sendable (inout UrgencyCoefficients, Double) -> Void
    }

    public static let urgencySection = "urgency"
    /// The largest coefficient or bonus, either way: far past any ranking's need, and small
    /// enough that a sum of every term, shown to a tenth, stays a number.
    public static let pointsLimit = 1_000_000.0
    public static let tagSection = ["urgency", "tag"]
    public static let projectSection = ["urgency", "project"]
    public static let fieldSection = ["urgency", "field"]
    /// The largest `[next] limit` (a Next view longer than this is a list).
    public static let nextLimitRange = 1...10_000

    /// The coefficients, in the order the default file shows them.
    public static let coefficients: [Coefficient] = [
        Coefficient(name: "due", help: "Due date: 0.2 of it two weeks or more ahead, rising to all of it a week overdue.",
                    get: { $0.due }, set: { $0.due = $1 }),
        Coefficient(name: "priority-high", help: "Priority high (!!!).", get: { $0.priorityHigh }, set: { $0.priorityHigh = $1 }),
        Coefficient(name: "priority-medium", help: "Priority medium (!!).", get: { $0.priorityMedium }, set: { $0.priorityMedium = $1 }),
        Coefficient(name: "priority-low", help: "Priority low (!).", get: { $0.priorityLow }, set: { $0.priorityLow = $1 }),
        Coefficient(name: "active", help: "Started and running (taskdeck start).", get: { $0.active }, set: { $0.active = $1 }),
        Coefficient(name: "scheduled", help: "Its scheduled day (and time) has come.", get: { $0.scheduled }, set: { $0.scheduled = $1 }),
        Coefficient(name: "age", help: "Age: a share of it growing with the days since it was added, all of it at age-limit.",
                    get: { $0.age }, set: { $0.age = $1 }),
        Coefficient(name: "age-limit", help: "The age in days at which the age term is whole (0 or more; 0: always whole).",
                    get: { $0.ageLimitDays }, set: { $0.ageLimitDays = $1 }),
        Coefficient(name: "tags", help: "Having tags: 0.8 of it for one, 0.9 for two, all for three or more.",
                    get: { $0.tags }, set: { $0.tags = $1 }),
        Coefficient(name: "project", help: "Having a project.", get: { $0.project }, set: { $0.project = $1 }),
        Coefficient(name: "notes", help: "Having notes.", get: { $0.notes }, set: { $0.notes = $1 }),
        Coefficient(name: "waiting", help: "Waiting (hidden until a day): negative, so a waiting task shown ranks low.",
                    get: { $0.waiting }, set: { $0.waiting = $1 }),
        Coefficient(name: "blocked", help: "Waiting for another task still to do (depends): negative, so it ranks below what it waits for.",
                    get: { $0.blocked }, set: { $0.blocked = $1 }),
        Coefficient(name: "blocking", help: "Another task still to do waits for it.",
                    get: { $0.blocking }, set: { $0.blocking = $1 }),
    ]

    /// The schema's rows for the plan: every coefficient, `[start] several-active`, `[next] limit`.
    static var keys: [ConfigKey] {
        let defaults = PlanSettings.defaults
        var keys = coefficients.enumerated().map { index, coefficient in
            ConfigKey(section: urgencySection, name: coefficient.name,
                      help: (index == 0 ? ["How much each thing about a task adds to its urgency (the urgency sort,",
                                           "taskdeck next); Taskwarrior's coefficients by default. Any number; negative lowers."]
                                        : []) + [coefficient.help],
                      shown: number(coefficient.get(defaults.urgency)), commentedOut: false)
        }
        keys.append(ConfigKey(section: "start", name: "several-active",
                              help: ["Whether several tasks may run at once: false stops the running task when",
                                     "another starts (taskdeck start, and in the app)."],
                              shown: .boolean(defaults.severalActive), commentedOut: false))
        keys.append(ConfigKey(section: "next", name: "limit",
                              help: ["How many tasks taskdeck next and the Next view show at most (1 to \(nextLimitRange.upperBound));",
                                     "taskdeck next --limit N wins over it."],
                              shown: .integer(defaults.nextLimit), commentedOut: false))
        return keys
    }

    /// The default file's lines after `[urgency]`: the tag bonuses in effect, and an example
    /// of a project's.
    static var bonusLines: [String] {
        var lines = ["", "# Extra points for a tag (Taskwarrior's urgency.user.tag.NAME.coefficient) and for a",
                     "# project and its sub-projects (urgency.user.project.NAME). A name here replaces its",
                     "# default (next = 0 takes next's away); a quoted name may hold dots (\"home.garden\").",
                     "[urgency.tag]"]
        lines += PlanSettings.defaults.urgency.tagBonus.sorted { $0.key < $1.key }
            .map { "\(ConfigDocument.name(of: [$0.key])) = \(number($0.value).written)" }
        lines += ["# [urgency.project]", "# work = 2"]
        return lines
    }

    /// A coefficient as the file writes it (`12`, `3.9`).
    public static func number(_ value: Double) -> ConfigValue {
        value == value.rounded() && abs(value) < 1e15 ? .integer(Int(value)) : .decimal(value)
    }
}

/// A tag's or project's extra points (`[urgency.tag] next = 15`), with the line that gave them.
public struct UrgencyBonus: Equatable, Sendable {
    public let name: String
    public let points: Sourced<Double>

    public init(name: String, points: Sourced<Double>) {
        self.name = name
        self.points = points
    }
}

/// A custom field's extra points (`[urgency.field] estimate = 2`), or one value's
/// (`[urgency.field.size] L = 3`), with the line that gave them.
public struct UrgencyFieldBonus: Equatable, Sendable {
    public let field: String
    /// The value as stored (nil: having the field at all).
    public let value: String?
    public let points: Sourced<Double>

    public init(field: String, value: String?, points: Sourced<Double>) {
        self.field = field
        self.value = value
        self.points = points
    }
}

extension ConfigSettings {
    /// The plan the file gives over the defaults: Taskwarrior's coefficients where it says
    /// nothing, its tag and project bonuses over the default ones (`next = 15`).
    public var plan: PlanSettings {
        var plan = PlanSettings.defaults
        for coefficient in PlanConfig.coefficients {
            if let value = urgency[coefficient.name] { coefficient.set(&plan.urgency, value.value) }
        }
        for bonus in urgencyTags { plan.urgency.tagBonus[bonus.name] = bonus.points.value }
        for bonus in urgencyProjects { plan.urgency.projectBonus[bonus.name] = bonus.points.value }
        for bonus in urgencyFields {
            if let value = bonus.value {
                plan.urgency.fieldValueBonus[bonus.field, default: [:]][value] = bonus.points.value
            } else {
                plan.urgency.fieldBonus[bonus.field] = bonus.points.value
            }
        }
        plan.urgency.tagBonus = plan.urgency.tagBonus.filter { $0.value != 0 }
        plan.urgency.projectBonus = plan.urgency.projectBonus.filter { $0.value != 0 }
        if let severalActive { plan.severalActive = severalActive.value }
        if let nextLimit { plan.nextLimit = nextLimit.value }
        return plan
    }
}
