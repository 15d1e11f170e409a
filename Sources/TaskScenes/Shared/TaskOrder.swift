import TaskDomain

/// The order of the tasks a scene was opened from, for next / previous in Task Detail: how
/// many there are, the task at a place, and a task's place.
///
/// Why not an array of IDs: the Task List hands over its own shown rows, read when asked
/// (`TaskListState.shownOrder`). At 1,000,000 tasks the array took every task's ID from its
/// box (16 MB, about a fifth of opening a detail) and its `firstIndex` scanned it on every
/// present; the list answers a place by binary search. It is the list's order as it is now:
/// news another program sends while the detail is open moves it, as it moves the list.
struct TaskOrder {
    private let countNow: () -> Int
    private let idAt: (Int) -> TaskID?
    private let indexOf: (TaskID) -> Int?

    /// An order read through these: `count` tasks, the ID at a place (nil: none there), and
    /// the place of an ID (nil: not in the order).
    init(count: @escaping () -> Int, id: @escaping (Int) -> TaskID?, index: @escaping (TaskID) -> Int?) {
        (countNow, idAt, indexOf) = (count, id, index)
    }

    /// These IDs in this order (a short list's, such as the Agenda's).
    init(_ ids: [TaskID]) {
        self.init(count: { ids.count }, id: { ids.indices.contains($0) ? ids[$0] : nil }, index: { ids.firstIndex(of: $0) })
    }

    var count: Int { countNow() }

    /// The ID at `index`, nil outside the order.
    subscript(index: Int) -> TaskID? { idAt(index) }

    /// The place of `id`, nil when it is not in the order.
    func index(of id: TaskID) -> Int? { indexOf(id) }
}

extension TaskOrder: ExpressibleByArrayLiteral {
    init(arrayLiteral ids: TaskID...) { self.init(ids) }
}
