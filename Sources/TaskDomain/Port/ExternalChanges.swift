/// What other writers (another taskdeck, the CLI, an editor, a sync tool) changed in
/// storage since this process last read it.
public struct ExternalChanges: Equatable, Sendable {
    /// Tasks added or changed by others, as they are now.
    public var changed: [Task]
    /// Tasks others removed.
    public var removed: [TaskID]
    /// Files that became unreadable meanwhile (their tasks, if any, are in `removed`): news
    /// to name, even when no task changed. Not counted in `count` or `isEmpty`, which are
    /// about tasks.
    public var unreadable: [UnreadableFile]

    public init(changed: [Task] = [], removed: [TaskID] = [], unreadable: [UnreadableFile] = []) {
        self.changed = changed
        self.removed = removed
        self.unreadable = unreadable
    }

    /// Nothing changed.
    public static let none = ExternalChanges()

    public var isEmpty: Bool { changed.isEmpty && removed.isEmpty }

    /// How many tasks were touched.
    public var count: Int { changed.count + removed.count }

    /// Both sets of changes, the later winning for a task in both.
    public func merged(with later: ExternalChanges) -> ExternalChanges {
        let laterIDs = Set(later.changed.map(\.id)).union(later.removed)
        let laterFiles = Set(later.unreadable.map(\.path))
        return ExternalChanges(changed: changed.filter { !laterIDs.contains($0.id) } + later.changed,
                               removed: removed.filter { !laterIDs.contains($0) } + later.removed,
                               unreadable: unreadable.filter { !laterFiles.contains($0.path) } + later.unreadable)
    }
}

/// Two versions of one task met: this process changed it, and so did another writer since
/// this process last read it. The rule, the same in every adapter:
/// - both edited: the two edits are merged field by field against the version both started
///   from (title, notes, status, due, priority, project; tags added and removed on either
///   side). Where only one side changed a field, its change is kept: two edits of different
///   fields both survive. Where both changed one field differently, the side with the later
///   `modified` wins it (this process's on a tie), and the other side's whole version is
///   set aside where the person can get it back;
/// - one side deleted, the other edited: the edited version is kept (nothing is lost).
public struct TaskConflict: Equatable, Sendable {
    /// Whose version decided.
    public enum Winner: Equatable, Sendable {
        /// This process's (and, for fields only the other side changed, theirs too).
        case ours
        /// The other writer's.
        case theirs
        /// Both: no field was changed on both sides, so every change was kept.
        case both
    }

    public let id: TaskID
    public let winner: Winner
    /// The version now stored (nil when both sides deleted it, which is no conflict).
    public let kept: Task?
    /// The version that lost a field, kept by the adapter (see `CommitReport.setAsideLocation`);
    /// nil when nothing was lost (a clean merge, or a deletion that gave way).
    public let setAside: Task?
    /// The other writer's version, which storage held before this write.
    public let replaced: Task?
    /// The fields both sides changed to different values (`TaskField`'s names: `title`,
    /// `due`, `status`, …), in the order the merge looks at them; empty for a clean merge
    /// and for a version that won whole (no common ancestor).
    public let clashes: [String]

    public init(id: TaskID, winner: Winner, kept: Task?, setAside: Task?, replaced: Task?, clashes: [String] = []) {
        self.id = id
        self.winner = winner
        self.kept = kept
        self.setAside = setAside
        self.replaced = replaced
        self.clashes = clashes
    }

    /// Resolves one conflict by the rule above. `base` is the version this process's change
    /// was made from; `ours` nil means this process deleted the task, `theirs` nil means the
    /// other writer did.
    public static func resolve(id: TaskID, base: Task?, ours: Task?, theirs: Task?) -> TaskConflict {
        switch (ours, theirs) {
        case (let ours?, let theirs?):
            guard let base, base.id == ours.id else {
                // No common ancestor (both added one ID): the later version wins whole.
                return ours.modified >= theirs.modified
                    ? TaskConflict(id: id, winner: .ours, kept: ours, setAside: theirs, replaced: theirs)
                    : TaskConflict(id: id, winner: .theirs, kept: theirs, setAside: ours, replaced: theirs)
            }
            let oursLater = ours.modified >= theirs.modified
            let (merged, clashes) = merge(base: base, ours: ours, theirs: theirs, oursWinsClashes: oursLater)
            guard !clashes.isEmpty else {
                return TaskConflict(id: id, winner: .both, kept: merged, setAside: nil, replaced: theirs)
            }
            return TaskConflict(id: id, winner: oursLater ? .ours : .theirs, kept: merged,
                                setAside: oursLater ? theirs : ours, replaced: theirs, clashes: clashes)
        case (let ours?, nil):
            return TaskConflict(id: id, winner: .ours, kept: ours, setAside: nil, replaced: nil)
        case (nil, let theirs?):
            return TaskConflict(id: id, winner: .theirs, kept: theirs, setAside: nil, replaced: theirs)
        case (nil, nil):
            return TaskConflict(id: id, winner: .ours, kept: nil, setAside: nil, replaced: nil)
        }
    }

    /// The three-way merge of one task's fields: the merged task and the names of the fields
    /// that changed on both sides to different values (then the winner's value is taken).
    /// Also the vdir's sync (`taskdeck resolve-conflict` with the version last synced).
    public static func merge(base: Task, ours: Task, theirs: Task, oursWinsClashes: Bool) -> (Task, [String]) {
        var merged = ours
        var clashes: [String] = []
        func pick<Value: Equatable>(_ field: WritableKeyPath<Task, Value>, _ name: String) {
            let mine = ours[keyPath: field], other = theirs[keyPath: field], original = base[keyPath: field]
            if mine == other || other == original { return }
            if mine == original {
                merged[keyPath: field] = other
            } else {
                clashes.append(name)
                if !oursWinsClashes { merged[keyPath: field] = other }
            }
        }
        pick(\.title, "title")
        pick(\.notes, "notes")
        pick(\.due, "due")
        pick(\.priority, "priority")
        pick(\.project, "project")
        pick(\.recurrence, "recurrence")
        // What other formats kept, apart from the sync's notes of lost values
        // (`FieldConflictNote`), which are merged as tags are: none is lost.
        let keptOthers = (ours.kept.withoutConflictNotes, theirs.kept.withoutConflictNotes, base.kept.withoutConflictNotes)
        var keptMerged = keptOthers.0
        if keptOthers.0 != keptOthers.1 && keptOthers.1 != keptOthers.2 {
            if keptOthers.0 == keptOthers.2 {
                keptMerged = keptOthers.1
            } else {
                clashes.append("kept")
                if !oursWinsClashes { keptMerged = keptOthers.1 }
            }
        }
        merged.kept = keptMerged.merging(FieldConflictNote.merged(base: base.kept, ours: ours.kept, theirs: theirs.kept))
        pick(\.wait, "wait")
        pick(\.scheduled, "scheduled")
        pick(\.until, "until")
        pick(\.intervals, "intervals")
        pick(\.fields, "fields")
        // A loop two writers close together (each made one task wait for the other) blocks
        // both until one link goes; nothing reading the links walks them without an end.
        pick(\.depends, "depends")
        // A cycle two writers make together (each moved one task under the other) is cut
        // where tasks are read (`TaskHierarchy`), so picking each side's parent is safe.
        pick(\.parent, "parent")
        // Status and completion time travel together.
        if ours.status != theirs.status || ours.completed != theirs.completed {
            let mineChanged = ours.status != base.status || ours.completed != base.completed
            let otherChanged = theirs.status != base.status || theirs.completed != base.completed
            if otherChanged && (!mineChanged || !oursWinsClashes) {
                merged.status = theirs.status
                merged.completed = theirs.completed
            }
            // Done on both sides (at different times) is no clash: it is done.
            if mineChanged && otherChanged && ours.status != theirs.status { clashes.append("status") }
        }
        // Tags: what either side added, less what either side removed.
        let added = ours.tags.subtracting(base.tags).union(theirs.tags.subtracting(base.tags))
        let removed = base.tags.subtracting(ours.tags).union(base.tags.subtracting(theirs.tags))
        merged.tags = base.tags.union(added).subtracting(removed)
        // Annotations, as tags: what either side added, less what either side removed.
        merged.annotations = mergedAnnotations(base: base.annotations, ours: ours.annotations, theirs: theirs.annotations)
        merged.modified = max(ours.modified, theirs.modified)
        return (merged, clashes)
    }

    /// Both sides' annotations: every one either added, none that either removed, oldest first.
    private static func mergedAnnotations(base: [Annotation], ours: [Annotation], theirs: [Annotation]) -> [Annotation] {
        guard ours != theirs else { return ours }
        let original = Set(base), mine = Set(ours), other = Set(theirs)
        let removed = original.subtracting(mine).union(original.subtracting(other))
        var seen = Set<Annotation>()
        let all = (base + ours + theirs).filter { !removed.contains($0) && seen.insert($0).inserted }
        return all.inEntryOrder()
    }
}

/// What a write found and did besides the write itself.
public struct CommitReport: Equatable, Sendable {
    /// What others had written since the last read, merged in before the write.
    public var external: ExternalChanges
    /// Tasks this write and another writer both changed, and how each was resolved.
    public var conflicts: [TaskConflict]
    /// Where set-aside versions are kept (a file's path), for messages.
    public var setAsideLocation: String?
    /// Tasks of the change that another writer had already made exactly (two imports of one
    /// file at once): nothing was written for them, and a report of what this change did
    /// must not count them as its own.
    public var madeByOthers: [TaskID]

    public init(external: ExternalChanges = .none, conflicts: [TaskConflict] = [], setAsideLocation: String? = nil,
                madeByOthers: [TaskID] = []) {
        self.external = external
        self.conflicts = conflicts
        self.setAsideLocation = setAsideLocation
        self.madeByOthers = madeByOthers
    }

    /// Nothing but the write happened.
    public static let clean = CommitReport()

    /// Whether there is anything to show: tasks others changed or removed, files that became
    /// unreadable, or conflicts.
    public var hasNews: Bool { !external.isEmpty || !external.unreadable.isEmpty || !conflicts.isEmpty }

    /// What a copy of the tasks takes in to match storage: each changed task, each removed
    /// one (nil), and the version each conflict kept.
    public var updates: [(id: TaskID, task: Task?)] {
        external.changed.map { (id: $0.id, task: Optional($0)) } + external.removed.map { (id: $0, task: nil) }
            + conflicts.map { (id: $0.id, task: $0.kept) }
    }
}
