/// A file of a vdir that taskdeck shows no task for, and why. Such a file is never written:
/// the person (or the sync tool) fixes it, and the next refresh picks it up.
public enum VdirProblem: Equatable, Sendable, CustomStringConvertible {
    /// The file is not valid iCalendar (or its VTODO is not a task); `line` is 0 when the
    /// whole file is at fault.
    case unreadable(path: String, line: Int, detail: String)
    /// Two files hold one UID (vdirsyncer stops syncing that collection too); the first, by
    /// path, is shown.
    case duplicateUID(uid: String, shown: String, ignored: String)
    /// A file whose name is not UTF-8 (`name` shows each other byte as `\xFF`): it cannot be
    /// named to be read or written, so it is not shown until it is renamed.
    case undecodableName(folder: String, name: String)
    /// `files` task files lie in the root of a vdirsyncer storage, which vdirsyncer never
    /// syncs (only the lists in its sub-folders): shown, but on this machine only.
    case rootNotSynced(folder: String, files: Int, firstList: String?)
    /// The vdir is a vdirsyncer storage root without any list yet: nothing can be added.
    case noTaskList(folder: String)

    public var description: String {
        switch self {
        case .unreadable(let path, let line, let detail):
            let place = line > 0 ? "\(path):\(line)" : path
            return "\(place): \(Self.shortened(detail, to: 200)); the file was left untouched and is not shown"
        case .duplicateUID(let uid, let shown, let ignored):
            return "\(ignored) has the same UID (\(Self.shortened(uid, to: 80))) as \(shown); "
                + "only the first is shown, and neither is changed until one is removed"
        case .undecodableName(let folder, let name):
            return "\(folder)/\(Self.shortened(name, to: 120)): the file name is not UTF-8, so taskdeck cannot open it; "
                + "rename it (for example to its UID.ics) to see it"
        case .rootNotSynced(let folder, let files, let firstList):
            return "\(files == 1 ? "1 task file lies" : "\(files) task files lie") in \(folder) itself, which vdirsyncer "
                + "never syncs (only the lists in its sub-folders); move \(files == 1 ? "it" : "them") into a list: "
                + "mv \(folder)/*.ics \(folder)/\(firstList ?? "tasks")/"
        case .noTaskList(let folder):
            return "\(folder) holds no task list yet (vdirsyncer syncs only the lists in its sub-folders); make the first: "
                + "mkdir \(folder)/tasks, then vdirsyncer discover and vdirsyncer sync"
        }
    }

    /// `text` cut to `limit` characters, saying how long it was: values come from a file.
    private static func shortened(_ text: String, to limit: Int) -> String {
        text.count <= limit ? text : String(text.prefix(limit)) + "… (\(text.count) characters)"
    }

    /// Why, without the path: "line 3: BEGIN:VTODO is never ended".
    public var reason: String {
        switch self {
        case .unreadable(_, let line, let detail):
            return (line > 0 ? "line \(line): " : "") + Self.shortened(detail, to: 200)
        case .duplicateUID(_, let shown, _):
            return "the same UID as \(shown.split(separator: "/").last.map(String.init) ?? shown)"
        case .undecodableName:
            return "its name is not UTF-8"
        case .rootNotSynced, .noTaskList:
            return description
        }
    }

    /// Whether a file is shown as no task (rather than a notice about the folder).
    public var hidesAFile: Bool {
        switch self {
        case .unreadable, .duplicateUID, .undecodableName: true
        case .rootNotSynced, .noTaskList: false
        }
    }

    /// The file the problem is about.
    public var path: String {
        switch self {
        case .unreadable(let path, _, _): return path
        case .duplicateUID(_, _, let ignored): return ignored
        case .undecodableName(let folder, let name): return folder + "/" + name
        case .rootNotSynced(let folder, _, _), .noTaskList(let folder): return folder
        }
    }
}
