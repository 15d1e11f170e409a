/// Cleans pasted text before it reaches a field's widget: line breaks (`\r\n`, `\r`,
/// `\n`) become `\n`, tabs stay, and every other control character (C0, DEL, C1, so also
/// ESC) is dropped. Whether a field keeps the line breaks and tabs is its widget's rule, not
/// the paste's: Notes' `TextArea` keeps them, the single-line `TextField`s make them spaces.
enum TaskEditorPaste {
    static func clean(_ text: String) -> String {
        var result = String.UnicodeScalarView()
        var afterCarriageReturn = false
        for scalar in text.unicodeScalars {
            defer { afterCarriageReturn = scalar == "\r" }
            switch scalar {
            case "\n" where afterCarriageReturn:
                continue  // the \n of a \r\n pair
            case "\r", "\n":
                result.append("\n")
            case "\t":
                result.append("\t")
            default:
                let value = scalar.value
                if value < 0x20 || (0x7F..<0xA0).contains(value) { continue }
                result.append(scalar)
            }
        }
        return String(result)
    }
}
