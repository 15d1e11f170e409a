/// "Did you mean …?": the known name nearest a mistyped one. One rule for the config file's
/// sections and keys and the key map's actions, so both suggest the same way.
public enum NameSuggestion {
    /// The known name at most two edits (insertions, deletions, substitutions) from `name`,
    /// the nearest and the first of equals; nil when none is that close.
    public static func nearest(to name: String, among known: [String]) -> String? {
        // Lengths more than two apart are more than two edits apart: a long name costs nothing.
        let length = name.count
        return known.filter { abs($0.count - length) <= 2 }.map { ($0, editDistance($0, name)) }
            .filter { $0.1 <= 2 }.min { $0.1 < $1.1 }?.0
    }

    /// The Levenshtein distance between `a` and `b`, by characters.
    public static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        var previous = Array(0...b.count)
        for (i, x) in a.enumerated() {
            var row = [i + 1]
            for (j, y) in b.enumerated() {
                row.append(min(previous[j + 1] + 1, row[j] + 1, previous[j] + (x == y ? 0 : 1)))
            }
            previous = row
        }
        return previous[b.count]
    }
}
