/// TEXT values (RFC 5545 §3.3.11): `\\`, `\;`, `\,` and `\n` escapes (`\N` read too), and
/// lists of TEXT separated by unescaped commas (`CATEGORIES:a,b\,c` is two values).
public enum ICalendarText {
    /// `text` escaped for a TEXT value; CRLF and lone LF become `\n`.
    public static func escape(_ text: String) -> String {
        var output = ""
        output.reserveCapacity(text.utf8.count)
        var previousWasCR = false
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": output += "\\\\"
            case ";": output += "\\;"
            case ",": output += "\\,"
            case "\n": if !previousWasCR { output += "\\n" }
            case "\r": output += "\\n"
            default: output.unicodeScalars.append(scalar)
            }
            previousWasCR = scalar == "\r"
        }
        return output
    }

    /// The text an escaped TEXT value stands for; an unknown escape keeps its character.
    public static func unescape(_ value: String) -> String {
        guard value.utf8.contains(UInt8(ascii: "\\")) else { return value }  // (Foundation's contains is slow)
        var output = String.UnicodeScalarView()
        var escaping = false
        for scalar in value.unicodeScalars {
            if escaping {
                switch scalar {
                case "n", "N": output.append("\n")
                default: output.append(scalar)
                }
                escaping = false
            } else if scalar == "\\" {
                escaping = true
            } else {
                output.append(scalar)
            }
        }
        if escaping { output.append("\\") }
        return String(output)
    }

    /// The values of a comma-separated TEXT list, unescaped.
    public static func splitList(_ value: String) -> [String] {
        var values: [String] = []
        var current = String.UnicodeScalarView()
        var escaping = false
        for scalar in value.unicodeScalars {
            if escaping {
                current.append("\\")
                current.append(scalar)
                escaping = false
            } else if scalar == "\\" {
                escaping = true
            } else if scalar == "," {
                values.append(unescape(String(current)))
                current = String.UnicodeScalarView()
            } else {
                current.append(scalar)
            }
        }
        if escaping { current.append("\\") }
        values.append(unescape(String(current)))
        return values
    }

    /// Values joined into one escaped TEXT list.
    public static func joinList(_ values: [String]) -> String {
        values.map(escape).joined(separator: ",")
    }
}
