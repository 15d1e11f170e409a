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
}
