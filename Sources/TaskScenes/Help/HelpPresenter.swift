import TaskWording
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
        var lines = HelpPresenter.lines(of: response.sections, width: response.width)
        // The filter words and the topics line up among themselves, not with the keys.
        var more: [KeyHelpSection] = []
        if response.showsFilterLanguage {
            more.append(KeyHelpSection(title: "The filter language: words side by side must all hold",
                                       entries: FilterWords.entries.map {
                                           KeyHelpEntry(keys: $0.examples.joined(separator: ", "), summary: $0.keeps)
                                       }))
        }
        if !response.manualTopics.isEmpty {
            more.append(KeyHelpSection(title: "More in the manual, in a shell: taskdeck help TOPIC",
                                       entries: response.manualTopics.map { KeyHelpEntry(keys: $0.name, summary: $0.summary) }))
        }
        for section in more {
            let section = HelpPresenter.lines(of: [section], width: response.width)
            if !lines.isEmpty, !section.isEmpty { lines.append(.init(kind: .blank, keys: "", text: "")) }
            lines += section
        }
        let title = response.topic.map { "Help · " + HelpPresenter.name(of: $0) } ?? "Help"
        viewController?.displayKeys(viewModel: .init(title: title, lines: lines))
    }

    /// Headings and entries, the keys padded to one column (at most half of the window).
    private static func lines(of sections: [KeyHelpSection], width: Int) -> [Help.Line] {
        let widest = sections.flatMap(\.entries).map { TextWidth.width(of: $0.keys) }.max() ?? 0
        let keysWidth = max(1, min(widest, width / 2 - HelpPresenter.indent.count))
        var lines: [Help.Line] = []
        for section in sections where !section.entries.isEmpty {
            if !lines.isEmpty { lines.append(.init(kind: .blank, keys: "", text: "")) }
            lines.append(.init(kind: .heading, keys: "", text: section.title))
            for entry in section.entries {
                let keys = HelpPresenter.indent + TextWidth.pad(entry.keys, toWidth: keysWidth)
                    + String(repeating: " ", count: HelpPresenter.gap)
                lines.append(.init(kind: .entry, keys: keys, text: entry.summary))
            }
        }
        return lines
    }

    /// The scene's name as Help's title shows it.
    static func name(of topic: Help.Topic) -> String {
        switch topic {
        case .taskList: "Task List"
        case .taskDetail: "Task Detail"
        case .taskEditor: "Task Editor"
        case .projectsAndTags: "Projects & Tags"
        case .statistics: "Statistics"
        case .agenda: "Agenda"
        }
    }
}
