import TerminalCore
import Foundation
import TaskDomain
import TaskInterchange

/// `list --json` (and `export --format json`): TaskInterchange's JSON array, made safe to
/// show on a terminal.
enum TaskJSONFormatter {
    static func format(_ tasks: [Task]) throws -> String {
        escapingControls(try JSONTaskFormat.text(of: tasks))
    }

    /// The same array with each task's `urgency` on the `urgency` scale (`next --json`).
    static func format(_ tasks: [Task], urgency: Urgency) throws -> String {
        escapingControls(try JSONTaskFormat.text(of: tasks, urgency: { urgency.score(of: $0) }))
    }

    /// JSON as `JSONEncoder` writes it, with every character `TextWidth.isControl` names
    /// above C0 written as a `\uXXXX` escape: the encoder escapes only what JSON requires
    /// (C0, inside strings; the C0 left are the layout's newlines), so DEL,
    /// C1 controls (U+009B is a CSI on many terminals) and bidirectional overrides would reach
    /// the terminal raw. The structure is ASCII, so such characters only occur inside strings,
    /// where the escape means the same character: the JSON stays valid and equal.
    static func escapingControls(_ json: String) -> String {
        let needsEscape = { (scalar: Unicode.Scalar) in scalar.value >= 0x20 && TextWidth.isControl(scalar) }
        guard json.unicodeScalars.contains(where: needsEscape) else { return json }
        var result = String.UnicodeScalarView()
        for scalar in json.unicodeScalars {
            if needsEscape(scalar) {
                let hex = String(scalar.value, radix: 16)
                result.append(contentsOf: ("\\u" + String(repeating: "0", count: 4 - hex.count) + hex).unicodeScalars)
            } else {
                result.append(scalar)
            }
        }
        return String(result)
    }
}
