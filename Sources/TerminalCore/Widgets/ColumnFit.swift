/// How the columns of a table share a width: the one rule behind the app's task rows and
/// the CLI's `list`, so both keep the title readable and say the same thing.
///
/// Every column asks for its natural width (its widest cell, already held to the column's
/// maximum by the caller; 0 means empty, not shown). The title gets the room first: when
/// they do not all fit, in this order:
/// 1. the shrinkable columns (project, tags) give way, in order, down to their minimums
///    (a name no wider than the minimum is never cut),
/// 2. the flexible column (the title) gives way down to its comfortable width,
/// 3. the droppable columns are dropped, in order (the room a drop frees goes back first
///    to the flexible column, then to the shrunk columns that remain),
/// 4. the flexible column gives way down to its minimum.
/// Other columns (IDs, checkboxes, due dates) keep their width. When everything fits the
/// room left over stays after the last column, so the project, tags and due date stand
/// next to the titles at any width, unless `fills` gives it to the flexible column.
public struct ColumnFit: Sendable {
    public var naturals: [Int]
    /// Blank columns between two shown columns.
    public var gap: Int
    public var flexible: Int
    public var comfortable: Int
    public var flexibleMinimum: Int
    public var shrinkable: [(column: Int, minimum: Int)]
    public var droppable: [Int]
    public var fills: Bool

    public init(naturals: [Int], gap: Int, flexible: Int, comfortable: Int, flexibleMinimum: Int,
                shrinkable: [(column: Int, minimum: Int)], droppable: [Int], fills: Bool) {
        self.naturals = naturals
        self.gap = gap
        self.flexible = flexible
        self.comfortable = comfortable
        self.flexibleMinimum = flexibleMinimum
        self.shrinkable = shrinkable
        self.droppable = droppable
        self.fills = fills
    }

    /// The usual table: one flexible column (the title) that gets the room first, and side
    /// columns (project, tags) that shrink to `sideMinimum`, then are dropped, in `sides`' order.
    /// The title may be cut down to one column.
    public init(naturals: [Int], gap: Int, flexible: Int, comfortable: Int, sides: [Int], sideMinimum: Int, fills: Bool) {
        self.init(naturals: naturals, gap: gap, flexible: flexible, comfortable: comfortable, flexibleMinimum: 1,
                  shrinkable: sides.map { ($0, sideMinimum) }, droppable: sides, fills: fills)
    }

    /// The width of each column in `available` columns; 0 for a column not shown.
    public func widths(available: Int) -> [Int] {
        var widths = naturals
        func total() -> Int {
            let shown = widths.filter { $0 > 0 }
            return shown.reduce(0, +) + gap * max(0, shown.count - 1)
        }
        func cut(_ column: Int, to floor: Int) {
            let excess = total() - available
            guard excess > 0, widths[column] > floor else { return }
            widths[column] = max(floor, widths[column] - excess)
        }
        func giveBack(_ column: Int) {
            let room = available - total()
            guard room > 0, widths[column] > 0 else { return }
            widths[column] = min(naturals[column], widths[column] + room)
        }

        for (column, minimum) in shrinkable { cut(column, to: minimum) }
        cut(flexible, to: min(naturals[flexible], comfortable))
        for column in droppable where total() > available {
            widths[column] = 0
            giveBack(flexible)
            for (kept, _) in shrinkable { giveBack(kept) }
        }
        cut(flexible, to: flexibleMinimum)
        if total() < available { giveBack(flexible) }
        if fills, total() < available { widths[flexible] += available - total() }
        return widths
    }
}
