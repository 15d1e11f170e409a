import TaskDomain

/// A task's urgency in words, term by term, as the detail explains it and the CLI may:
/// `due in 2 days +8.2 · high +6.0 · active +4.0 = 18.2`.
public enum UrgencyWording {
    /// What gave a term its points: `due in 2 days`, `high`, `active`, `#next`.
    public static func label(_ kind: UrgencyTerm.Kind) -> String {
        switch kind {
        case .due(let days):
            switch days {
            case 0: "due today"
            case 1: "due tomorrow"
            case 2...: "due in \(days) days"
            case -1: "1 day overdue"
            default: "\(-days) days overdue"
            }
        case .priority(let priority): priority.rawValue
        case .active: "active"
        case .scheduled: "scheduled"
        case .age(let days): days == 1 ? "1 day old" : "\(days) days old"
        case .tags(let count): count == 1 ? "1 tag" : "\(count) tags"
        case .project: "project"
        case .notes: "notes"
        case .waiting: "waiting"
        case .tagBonus(let tag): "#" + tag
        case .projectBonus(let project): "+" + project
        case .blocked: "blocked"
        case .blocking: "blocking"
        case .fieldBonus(let name): name
        case .fieldValueBonus(let field, let value): field + " " + value
        }
    }

    /// `due in 2 days +8.2 · high +6.0 = 14.2`; with no term, `0.0 (nothing adds to it)`.
    /// The sum is the urgency itself (`Urgency.score`), each term rounded on its own; a term
    /// that rounds to 0.0 (a task a few hours old) is left out of the words, not the sum.
    public static func explanation(_ terms: [UrgencyTerm]) -> String {
        let total = terms.reduce(0) { $0 + $1.points }
        let shown = terms.filter { Int((abs($0.points) * 10).rounded()) > 0 }
        guard !shown.isEmpty else { return number(total) + " (nothing adds to it)" }
        return shown.map { label($0.kind) + " " + signed($0.points) }.joined(separator: " · ") + " = " + number(total)
    }

    /// `18.2`, `-3.0`: one decimal, as the `urgency` column writes it.
    public static func number(_ value: Double) -> String {
        PlanColumnText.number(value)
    }

    /// `+8.2`, `-3.0`.
    public static func signed(_ value: Double) -> String {
        (value < 0 ? "" : "+") + number(value)
    }
}
