/// What other writers (another taskdeck, the CLI, an editor, a sync tool) changed in
/// storage since this process last read it.
public struct ExternalChanges: Equatable, Sendable {
    /// Tasks added or changed by others, as they are now.
    public var changed: [Task]
    /// Tasks others removed.
    public var removed: [TaskID]

    public init(changed: [Task] = [], removed: [TaskID] = []) {
        self.changed = changed
        self.removed = removed
    }

    /// Nothing changed.
    public static let none = ExternalChanges()

    public var isEmpty: Bool { changed.isEmpty && removed.isEmpty }

    /// How many tasks were touched.
    public var count: Int { changed.count + removed.count }

    /// Both sets of changes, the later winning for a task in both.
    public func merged(with later: ExternalChanges) -> ExternalChanges {
        let laterIDs = Set(later.changed.map(\.id)).union(later.removed)
        return ExternalChanges(changed: changed.filter { !laterIDs.contains($0.id) } + later.changed,
                               removed: removed.filter { !laterIDs.contains($0) } + later.removed)
    }
}

/// Two versions of one task met: this process changed it, and so did another writer since
/// this process last read it. The rule, the same in every adapter:
/// - both edited: the version with the later `modified` is kept (this process's on a tie),
///   the other is set aside where the person can get it back;
/// - one side deleted, the other edited: the edited version is kept (nothing is lost).
public struct TaskConflict: Equatable, Sendable {
    /// Which side's version is now stored.
    public enum Winner: Equatable, Sendable {
        case ours, theirs
    }

    public let id: TaskID
    public let winner: Winner
    /// The version now stored (nil when both sides deleted it, which is no conflict).
    public let kept: Task?
    /// The version that lost, kept by the adapter (see `CommitReport.setAsideLocation`);
    /// nil when the losing side was a deletion.
    public let setAside: Task?

    public init(id: TaskID, winner: Winner, kept: Task?, setAside: Task?) {
        self.id = id
        self.winner = winner
        self.kept = kept
        self.setAside = setAside
    }

    /// Resolves one conflict by the rule above; `ours` nil means this process deleted it,
    /// `theirs` nil means the other writer did.
    public static func resolve(id: TaskID, ours: Task?, theirs: Task?) -> TaskConflict {
        switch (ours, theirs) {
        case (let ours?, let theirs?):
            return ours.modified >= theirs.modified
                ? TaskConflict(id: id, winner: .ours, kept: ours, setAside: theirs)
                : TaskConflict(id: id, winner: .theirs, kept: theirs, setAside: ours)
        case (let ours?, nil):
            return TaskConflict(id: id, winner: .ours, kept: ours, setAside: nil)
        case (nil, let theirs?):
            return TaskConflict(id: id, winner: .theirs, kept: theirs, setAside: nil)
        case (nil, nil):
            return TaskConflict(id: id, winner: .ours, kept: nil, setAside: nil)
        }
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

    public init(external: ExternalChanges = .none, conflicts: [TaskConflict] = [], setAsideLocation: String? = nil) {
        self.external = external
        self.conflicts = conflicts
        self.setAsideLocation = setAsideLocation
    }

    /// Nothing but the write happened.
    public static let clean = CommitReport()
}
