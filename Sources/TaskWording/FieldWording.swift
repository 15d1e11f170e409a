import TaskDomain

/// Custom fields in words: a declared field's label, and what a value of its type looks like.
public enum FieldWording {
    /// ` (such as 3 or 2.5)` after a refused value: what the type reads.
    static func example(_ kind: String) -> String {
        switch kind {
        case "number": " (such as 3 or 2.5)"
        case "date": " (such as 2026-12-24, fri or tomorrow)"
        case "duration": " (such as 90min, 1h30m, 2d or PT2H)"
        default: ""
        }
    }

    /// What the detail and the CLI call a field: its declared label, else its name.
    public static func label(of name: String, declarations: [FieldDeclaration]) -> String {
        declarations.first { $0.name == name }?.label ?? name
    }

    /// `1h30m`, `2d`, `45m`, `0m`: a duration in the words `--set` reads back.
    public static func shortDuration(_ seconds: Double) -> String {
        var rest = Int(seconds.rounded())
        let days = rest / 86_400; rest %= 86_400
        let hours = rest / 3600; rest %= 3600
        let minutes = rest / 60, secs = rest % 60
        var text = (days > 0 ? "\(days)d" : "") + (hours > 0 ? "\(hours)h" : "") + (minutes > 0 ? "\(minutes)m" : "")
        if secs > 0 { text += "\(secs)s" }
        return text.isEmpty ? "0m" : text
    }

    /// The names of the declared fields, for an error that refuses another name
    /// (`declared fields: estimate, size`, or `no fields are declared ([fields.NAME])`).
    public static func declaredNames(_ declarations: [FieldDeclaration]) -> String {
        declarations.isEmpty ? "no custom fields are declared ([fields.NAME] in the config file)"
            : "declared fields: " + declarations.map(\.name).joined(separator: ", ")
    }

    /// What a declared field takes, for the line under it in the editor: `a number, such as
    /// 3 or 2.5`, `one of S, M, L`, `a duration, such as 90min, 1h30m, 2d or PT2H`.
    public static func hint(_ declaration: FieldDeclaration) -> String {
        if !declaration.values.isEmpty { return "one of " + declaration.values.joined(separator: ", ") }
        let kind = declaration.kind.rawValue
        return declaration.kind == .string ? "any text" : "a \(kind)" + example(kind).replacingOccurrences(of: " (", with: ", ")
            .replacingOccurrences(of: ")", with: "")
    }
}
