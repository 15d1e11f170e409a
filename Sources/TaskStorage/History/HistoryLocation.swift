import Foundation

/// Where each store keeps its shared undo history.
///
/// - The JSON file: `tasks.json.history` beside it (the real file's, links resolved, as its
///   journal and lock), with `tasks.json.history.lock`. Its own file, so the task file and
///   its journal never grow with the history.
/// - A vdir: `.taskdeck-history` at the vdir's root, beside the `.taskdeck.lock` writers
///   already take there. vdirsyncer syncs only items, the files ending in its `fileext`
///   (`.ics`) inside a collection, and todoman and khal read only those: a dot-file without
///   that ending is invisible to all of them, so the history stays on this machine (an undo
///   of another machine's change would take back what this one never saw) and moves with
///   the folder. Not under `$XDG_STATE_HOME`: keyed by a path, it would be lost when the
///   folder moves, and two names of one folder would get two histories.
extension FileTaskRepository {
    public var historyURL: URL { URL(fileURLWithPath: realURL.path + ".history") }
}

extension VdirTaskRepository {
    public var historyURL: URL { realURL.appendingPathComponent(".taskdeck-history") }
}
