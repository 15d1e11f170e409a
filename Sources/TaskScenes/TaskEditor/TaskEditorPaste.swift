/// Cleans pasted text for a field: line breaks (`\r\n`, `\r`, `\n`) become `\n` in a
/// multi-line field and a space elsewhere, tabs stay in a multi-line field and become a
/// space elsewhere, and every other control character (C0, DEL, C1, so also ESC) is dropped.
enum TaskEditorPaste {
    static func clean(_ text: String, multiline: Bool) -> String {
        var result = String.UnicodeScalarView()
        var afterCarriageReturn = false
        for scalar in text.unicodeScalars {
            defer { afterCarriageReturn = scalar == "\r" }
            switch scalar {
            case "\n" where afterCarriageReturn:
                continue  // the \n of a \r\n pair
            case "\r", "\n":
                result.append(multiline ? "\n" : " ")
            case "\t":
                result.append(multiline ? "\t" : " ")
            default:
                let value = scalar.value
                if value < 0x20 || (0x7F..<0xA0).contains(value) { continue }
                result.append(scalar)
            }
        }
        return String(result)
    }
}
