/// A task's blocked and blocking answers as read from a table made once for a pass over
/// every task (`LinkStates`: by index, or by the live list's slot), instead of asked of the
/// links by ID: the Next view asked them of each of 100,000 tasks two or three times (the
/// ready filter, then the urgency's blocked and blocking terms), each a lookup at random in
/// memory.
struct LinkState: Equatable, Sendable {
    var isBlocked: Bool
    var isBlocking: Bool
}

/// Each task's `LinkState` by its index in the array the links were built over
/// (`TaskLinks.withStates`), for one pass over that array, or by the live list's slot
/// (kept by every change).
struct LinkStates: Sendable {
    private var flags: [UInt8]

    private static let blocked: UInt8 = 1
    private static let blocking: UInt8 = 2

    /// No task blocked or blocking (for `count` tasks: any index reads so).
    init() { flags = [] }

    init(count: Int) { flags = [UInt8](repeating: 0, count: count) }

    /// Sets the answers at `index`, growing the table when it is beyond the end.
    mutating func set(_ state: LinkState, at index: Int) {
        if flags.count <= index { flags.append(contentsOf: repeatElement(0, count: index + 1 - flags.count)) }
        flags[index] = (state.isBlocked ? Self.blocked : 0) | (state.isBlocking ? Self.blocking : 0)
    }

    /// The answers for the task at `index`.
    subscript(index: Int) -> LinkState {
        guard index < flags.count else { return LinkState(isBlocked: false, isBlocking: false) }
        let value = flags[index]
        return LinkState(isBlocked: value & Self.blocked != 0, isBlocking: value & Self.blocking != 0)
    }
}
