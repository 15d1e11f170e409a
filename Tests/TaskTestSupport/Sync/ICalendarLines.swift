import Foundation

/// Just enough of iCalendar's line structure to compare what came back from a server:
/// Radicale re-serializes what it stores (properties sorted, lines folded again), so a
/// task that survived is one with the same content lines, not the same bytes.
public enum ICalendarLines {
    /// The content lines of `text`, unfolded (a line starting with a space or a tab
    /// continues the previous one), with CRLF or LF endings, empty lines dropped.
    public static func unfolded(_ text: String) -> [String] {
        var lines: [String] = []
        for raw in text.replacingOccurrences(of: "\r\n", with: "\n").split(separator: "\n", omittingEmptySubsequences: true) {
            if let first = raw.first, first == " " || first == "\t", !lines.isEmpty {
                lines[lines.count - 1] += raw.dropFirst()
            } else {
                lines.append(String(raw))
            }
        }
        return lines
    }

    /// The value of the first property called `name` (without parameters), or nil.
    public static func value(of name: String, in text: String) -> String? {
        for line in unfolded(text) {
            guard let colon = line.firstIndex(of: ":") else { continue }
            let head = line[..<colon]
            let propertyName = head.split(separator: ";", maxSplits: 1).first.map(String.init) ?? ""
            if propertyName.caseInsensitiveCompare(name) == .orderedSame { return String(line[line.index(after: colon)...]) }
        }
        return nil
    }
}
