import TaskDomain
import Testing
@testable import TaskConfig

/// `[urgency]`, `[urgency.tag]`, `[urgency.project]`, `[start]` and `[next]`: read into one
/// `PlanSettings` over the defaults, each bad value an error naming its line.
struct PlanConfigTests {
    @Test func everyCoefficientIsReadIntoThePlanWithItsLine() throws {
        let (settings, warnings) = try ConfigSchemaTests.read("""
            [urgency]
            due = 10
            priority-high = 7.5
            priority-medium = 3
            priority-low = 1
            active = 8
            scheduled = 0
            age = 1
            age-limit = 30
            tags = 0.5
            project = 2
            notes = 0
            waiting = -10
            [start]
            several-active = true
            [next]
            limit = 7
            """)
        #expect(warnings.isEmpty)
        #expect(settings.urgency["priority-high"] == Sourced(7.5, from: .configFile(line: 3)))
        #expect(settings.severalActive == Sourced(true, from: .configFile(line: 15)))
        #expect(settings.nextLimit == Sourced(7, from: .configFile(line: 17)))
        let expected = UrgencyCoefficients(due: 10, priorityHigh: 7.5, priorityMedium: 3, priorityLow: 1, active: 8,
                                           scheduled: 0, age: 1, ageLimitDays: 30, tags: 0.5, project: 2, notes: 0,
                                           waiting: -10)
        #expect(settings.plan == PlanSettings(urgency: expected, severalActive: true, nextLimit: 7))
    }

    @Test func nothingSaidIsTheDefaultPlan() throws {
        let (settings, _) = try ConfigSchemaTests.read("[list]\nsort = \"urgency\"")
        #expect(settings.plan == .defaults)
    }

    /// Bonuses add to the default `next = 15`; naming a default replaces it, 0 takes it away;
    /// a project's name may be dotted, bare or quoted.
    @Test func tagAndProjectBonusesGoOverTheDefaults() throws {
        let (settings, warnings) = try ConfigSchemaTests.read("""
            [urgency.tag]
            Waiting-On = -2
            [urgency.project]
            work = 2
            home.garden = 1.5
            "home.kitchen" = 1
            [urgency]
            tag.next = 0
            """)
        #expect(warnings.isEmpty)
        #expect(settings.urgencyTags == [UrgencyBonus(name: "waiting-on", points: Sourced(-2, from: .configFile(line: 2))),
                                         UrgencyBonus(name: "next", points: Sourced(0, from: .configFile(line: 8)))])
        #expect(settings.plan.urgency.tagBonus == ["waiting-on": -2])
        #expect(settings.plan.urgency.projectBonus == ["work": 2, "home.garden": 1.5, "home.kitchen": 1])
    }

    /// Taskwarrior's `urgency.uda.NAME.coefficient` and `urgency.uda.NAME.VALUE.coefficient`:
    /// points for having a custom field, and for one of its values.
    @Test func customFieldBonusesRankATaskHigher() throws {
        let (settings, warnings) = try ConfigSchemaTests.read("""
            [urgency.field]
            estimate = 2
            [urgency.field.size]
            L = 3
            "2.5" = 1
            [urgency]
            age = 0
            """)
        #expect(warnings.isEmpty)
        #expect(settings.plan.urgency.fieldBonus == ["estimate": 2])
        #expect(settings.plan.urgency.fieldValueBonus == ["size": ["L": 3, "2.5": 1]])
        let now = LocalNow(clock: FixedClock(year: 2026, month: 12, day: 2))
        let created = FixedClock(year: 2026, month: 12, day: 1).now
        let large = try Task(title: "a", created: created, fields: CustomFields(["estimate": "4", "size": "L"]))
        let small = try Task(title: "b", created: created, fields: CustomFields(["size": "S"]))
        let urgency = Urgency(coefficients: settings.plan.urgency, now: now)
        #expect(urgency.terms(of: large) == [UrgencyTerm(kind: .fieldBonus("estimate"), points: 2),
                                             UrgencyTerm(kind: .fieldValueBonus(field: "size", value: "L"), points: 3)])
        #expect(urgency.score(of: small) == 0)
    }

    @Test func aTagBonusRanksATaskHigher() throws {
        let (settings, _) = try ConfigSchemaTests.read("[urgency.tag]\nurgent = 20\n[urgency]\nage = 0")
        let now = LocalNow(clock: FixedClock(year: 2026, month: 12, day: 2))
        let created = FixedClock(year: 2026, month: 12, day: 1).now
        let tagged = try Task(title: "a", created: created, tags: ["urgent"]), plain = try Task(title: "b", created: created)
        let urgency = Urgency(coefficients: settings.plan.urgency, now: now)
        #expect(urgency.score(of: tagged) == 20 + 0.8)
        #expect(urgency.score(of: plain) == 0)
    }

    @Test(arguments: [
        ("[urgency]\ndue = \"high\"",
         #"/home/a/.config/taskdeck/config:2: urgency.due must be a number, such as 12, not "high""#),
        ("[urgency]\nactive = true",
         #"/home/a/.config/taskdeck/config:2: urgency.active must be a number, such as 4, not a boolean"#),
        ("[urgency]\nage-limit = -1",
         #"/home/a/.config/taskdeck/config:2: urgency.age-limit must be a number of days, 0 or more, not -1"#),
        // A coefficient past a million would overflow the urgency shown to a tenth (found by review).
        ("[urgency]\npriority-high = 1000000000000000000",
         #"/home/a/.config/taskdeck/config:2: urgency.priority-high must be a number from -1000000 to 1000000, not 1000000000000000000"#),
        ("[urgency.tag]\nnext = -2e6",
         #"/home/a/.config/taskdeck/config:2: urgency.tag.next must be a number of points from -1000000 to 1000000"#),
        ("[start]\nseveral-active = \"yes\"",
         #"/home/a/.config/taskdeck/config:2: start.several-active must be true or false, not "yes""#),
        ("[next]\nlimit = 0",
         #"/home/a/.config/taskdeck/config:2: next.limit must be a whole number of tasks from 1 to 10000, not 0"#),
        ("[next]\nlimit = 2.5",
         #"/home/a/.config/taskdeck/config:2: next.limit must be a whole number of tasks from 1 to 10000, not 2.5"#),
        ("\n[urgency.tag]\nnext = \"15\"",
         #"/home/a/.config/taskdeck/config:3: urgency.tag.next must be a number of points, such as 15, not a string"#),
        ("[urgency.tag]\na.b = 1",
         #"/home/a/.config/taskdeck/config:2: [urgency.tag]: 'a.b' is not a tag (one word, such as next = 15)"#),
        ("[urgency.field]\nestimate = \"2\"",
         #"/home/a/.config/taskdeck/config:2: urgency.field.estimate must be a number of points, such as 2, not a string"#),
        ("[urgency.field]\n\"9x\" = 2",
         #"/home/a/.config/taskdeck/config:2: [urgency.field]: '9x' is not a field's name (estimate = 2) or a value under [urgency.field.NAME] (L = 3)"#),
        ("[urgency.project]\n\"a b\" = 1",
         #"/home/a/.config/taskdeck/config:2: [urgency.project]: '"a b"' is not a project (such as work = 2, or "home.garden" = 1)"#),
    ])
    func badValuesNameTheLine(text: String, message: String) {
        do throws(ConfigError) {
            let (settings, _) = try ConfigSchemaTests.read(text)
            Issue.record("read \(settings), expected \(message)")
        } catch {
            #expect(error.description == message)
        }
    }

    @Test func anUnknownUrgencyKeyIsAWarningWithASuggestion() throws {
        let (settings, warnings) = try ConfigSchemaTests.read("[urgency]\npriority-hihg = 9\n[urgency.tags]\nx = 1")
        #expect(settings.plan == .defaults)
        #expect(warnings == [
            "/home/a/.config/taskdeck/config:3: unknown section [urgency.tags]; its keys are ignored",
            "/home/a/.config/taskdeck/config:2: unknown key 'priority-hihg' in [urgency]; ignored (did you mean 'priority-high'?)",
        ])
    }

    /// `config --default` writes every coefficient's default, and the bonus table in effect.
    @Test func theDefaultFileGivesTheDefaultPlan() throws {
        let document = try ConfigParser.parse(DefaultConfigFile.text, file: "default")
        let (settings, warnings) = try ConfigSchema.settings(of: document, file: "default", home: "/h")
        #expect(warnings.isEmpty)
        #expect(settings.plan == .defaults)
        #expect(settings.urgency.count == PlanConfig.coefficients.count)
        #expect(settings.urgencyTags.map(\.name) == ["next"])
        #expect(DefaultConfigFile.text.contains("\n[urgency.tag]\nnext = 15\n# [urgency.project]\n# work = 2\n"))
    }
}
