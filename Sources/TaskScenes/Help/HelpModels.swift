import TaskWording
import TerminalCore

/// The Help scene: the keys of the scene it was opened from, grouped, plus the global keys.
enum Help {
    /// Which scene Help explains; Help's presenter names it ("Help · Task List"), so the
    /// opening router passes a fact, not a title.
    enum Topic: Hashable, Sendable {
        case taskList, taskDetail, taskEditor, projectsAndTags, statistics, agenda
    }

    // MARK: - Use cases

    /// Lays the key table out for the screen width.
    enum ShowKeys {
        struct Request: Equatable {
            var width: Int
        }

        struct Response: Equatable {
            /// The scene the keys belong to (nil: none was named).
            var topic: Topic?
            /// The scene's own groups, then the global ones.
            var sections: [KeyHelpSection]
            var width: Int
            /// Whether the filter language follows the keys (the list's `/` reads it).
            var showsFilterLanguage = false
            /// The manual's topics, named last: the rest of the reference is in the binary.
            var manualTopics: [ManualTopic] = []
        }

        struct ViewModel: Equatable {
            /// "Help · Task List"
            var title: String
            var lines: [Line]
        }
    }

    // MARK: - View model parts

    /// One line of the table: a group heading, a key and what it does, or a blank.
    struct Line: Equatable {
        enum Kind: Equatable { case heading, entry, blank }
        var kind: Kind
        /// The keys column, padded to the table's key width (empty for headings).
        var keys: String
        /// The heading, or what the keys do.
        var text: String

        /// The line as it reads on screen.
        var plainText: String { keys + text }
    }
}
