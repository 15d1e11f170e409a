/// Something an import could not take in as a taskdeck field, counted over the whole input,
/// so the summary says field by field what happened to what (`kept for Taskwarrior, not used
/// by taskdeck: wait (15), estimate (33)`; `read roughly: the seconds of 21 due times`).
///
/// Nothing here is lost unless the case says so: a field taskdeck does not read is kept
/// with the task (`KeptFields`) and written back when the task is exported to that format.
/// A field taskdeck learns to read moves out of here (a line in the format's field table).
public enum ImportNote: Hashable, Sendable, Comparable {
    /// A field taskdeck does not read, kept for the format (`wait`, a UDA, todo.txt's `h:`),
    /// as the format names it.
    case unread(String)
    /// A field of the format's own (a Taskwarrior UDA) read as the task's custom field of that name.
    case customField(String)
    /// Seconds of a due time (taskdeck's due times are minutes); the exact time is kept for the format.
    case dueSeconds
    /// Tags written in capitals (taskdeck's tags are lowercase); the spelling is kept for the format.
    case tagCase
    /// A priority letter taskdeck reads as low (todo.txt's `(D)`–`(Z)`); the letter is kept for the format.
    case priorityLetter
    /// Later pending instances of a repeating Taskwarrior task: taskdeck shows the next one; the others are kept for the format.
    case laterInstances
    /// A repeat taskdeck cannot read (Taskwarrior's `recur`), as written: its instances come in as ordinary tasks.
    case unreadableRepeat(String)
    /// A key taskdeck does not know in its own JSON (from a newer taskdeck): **left out**.
    case unknownKey(String)
    /// Control characters (NUL, ESC, …) in a task's `title` or `notes`: **left out**, as no
    /// terminal shows them and no iCalendar file (so no CalDAV server) can hold them.
    case controlCharacters(String)

    /// Whether the field is lost on import (not kept for the format).
    public var isLost: Bool {
        switch self {
        case .unknownKey, .unreadableRepeat, .controlCharacters: true
        default: false
        }
    }
}

/// The counts of `ImportNote`s of an input.
public struct ImportNotes: Hashable, Sendable {
    public private(set) var counts: [ImportNote: Int] = [:]

    public init() {}

    public mutating func add(_ note: ImportNote, _ count: Int = 1) {
        guard count > 0 else { return }
        counts[note, default: 0] += count
    }

    public mutating func add(_ other: ImportNotes) {
        counts.merge(other.counts, uniquingKeysWith: +)
    }

    public var isEmpty: Bool { counts.isEmpty }

    /// The notes in a stable order (by kind, then name), with their counts.
    public var sorted: [(note: ImportNote, count: Int)] {
        counts.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
    }
}
