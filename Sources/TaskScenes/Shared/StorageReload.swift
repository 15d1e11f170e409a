import TaskDomain
import TaskWording

/// What a scene says when the run loop brought other programs' changes: how many tasks
/// changed outside, the conflicts they met with this app's own writes, and where the losing
/// versions were set aside. One reading of a `CommitReport` and one line of words, shared by
/// the Task List (its `StorageNews` concern), the Task Detail and the Agenda, so the three
/// cannot drift apart in what counts as news or how it is said.
struct StorageReload: Equatable {
    var changedOutside: Int
    var conflicts: [TaskConflict]
    var setAsideLocation: String?
    /// Files that stopped holding a task meanwhile (broken from outside), named with why.
    var unreadable: [UnreadableFile]

    init(changedOutside: Int, conflicts: [TaskConflict] = [], setAsideLocation: String? = nil,
         unreadable: [UnreadableFile] = []) {
        self.changedOutside = changedOutside
        self.conflicts = conflicts
        self.setAsideLocation = setAsideLocation
        self.unreadable = unreadable
    }

    /// The reload `news` asks a scene to take in and say; nil when it brings none (nothing
    /// changed outside and no conflict), so the scene keeps its screen and its status line.
    init?(_ news: CommitReport) {
        guard news.hasNews else { return nil }
        self.init(changedOutside: news.external.count, conflicts: news.conflicts, setAsideLocation: news.setAsideLocation,
                  unreadable: news.external.unreadable)
    }

    /// "Reloaded: 2 tasks changed outside taskdeck", with the conflicts and where they went.
    var text: String {
        StorageStatus.reloaded(changedOutside: changedOutside, conflicts: conflicts, setAsideLocation: setAsideLocation,
                               unreadable: unreadable)
    }

    /// An error line when a file became unreadable: something needs the person.
    var line: StatusLine { StatusLine(text: text, isError: !unreadable.isEmpty) }
}
