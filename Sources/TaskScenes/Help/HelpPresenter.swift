import TerminalCore

/// Formats the key table: a heading per group, then `keys  what they do` with the keys
/// padded to one column width (by display width, so `↑` and `Ctrl-D` line up).
final class HelpPresenter: HelpPresentationLogic {
    weak var viewController: HelpDisplayLogic?

    /// Indent of entries under their heading.
    static let indent = "  "
    /// Spaces between the keys and the summary.
    static let gap = 2

    // MARK: - Presentation logic

    func presentKeys(response: Help.ShowKeys.Response) {
        let widest = response.sections.flatMap(\.entries).map { TextWidth.width(of: $0.keys) }.max() ?? 0
        // The keys column never takes more than half of the window.
        let keysWidth = max(1, min(widest, response.width / 2 - HelpPresenter.indent.count))
        var lines: [Help.Line] = []
        for section in response.sections where !section.entries.isEmpty {
            if !lines.isEmpty { lines.append(.init(kind: .blank, keys: "", text: "")) }
            lines.append(.init(kind: .heading, keys: "", text: section.title))
            for entry in section.entries {
                let keys = HelpPresenter.indent + TextWidth.pad(entry.keys, toWidth: keysWidth)
                    + String(repeating: " ", count: HelpPresenter.gap)
                lines.append(.init(kind: .entry, keys: keys, text: entry.summary))
            }
        }
        let title = response.topic.map { "Help · " + HelpPresenter.name(of: $0) } ?? "Help"
        viewController?.displayKeys(viewModel: .init(title: title, lines: lines))
    }

    /// The scene's name as Help's title shows it.
    static func name(of topic: Help.Topic) -> String {
        switch topic {
        case .taskList: "Task List"
        case .taskDetail: "Task Detail"
        case .taskEditor: "Task Editor"
        case .projectsAndTags: "Projects & Tags"
        case .statistics: "Statistics"
        }
    }
}
