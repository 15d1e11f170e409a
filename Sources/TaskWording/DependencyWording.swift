import TaskDomain

/// The words for dependencies the CLI and the presenters share: a refused cycle, what a
/// task waits for and blocks, and the tasks a change made ready.
public enum DependencyWording {
    /// `'A' waits for 'B', which waits for 'A'`: the loop a change would close, named
    /// along its path (`titles` ends where it starts).
    public static func cycle(_ titles: [String]) -> String {
        guard titles.count >= 2 else { return "a task cannot wait for itself" }
        if titles.count == 2, titles[0] == titles[1] { return "'\(titles[0])' cannot wait for itself" }
        var sentence = "'\(titles[0])' waits for '\(titles[1])'"
        for title in titles.dropFirst(2) { sentence += ", which waits for '\(title)'" }
        return sentence
    }

    /// `'X', 'Y'` (the detail's "waits for" and "blocks" lines, the CLI's `info`).
    public static func titles(_ titles: [String]) -> String {
        titles.map { "'\($0)'" }.joined(separator: ", ")
    }

    /// `'Y' is ready now` / `'Y' and 2 more are ready now`, after the last blocker was done.
    public static func readyNow(_ titles: [String]) -> String? {
        guard let first = titles.first else { return nil }
        if titles.count == 1 { return "'\(first)' is ready now" }
        if titles.count == 2 { return "'\(first)' and '\(titles[1])' are ready now" }
        return "'\(first)' and \(titles.count - 1) more are ready now"
    }
}
