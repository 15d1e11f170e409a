/// The figures of a statistics view, computed in one pass over the tasks at the clock's now.
///
/// - `summary`: total, pending, completed, overdue, due today and due in the coming seven
///   days (the same rules as the list's counts and filter tabs).
/// - `completedPerDay`: how many of the tasks that are completed now were completed on
///   each of the last `days` local days, oldest first, ending today; days without a
///   completion are there with 0, so a chart always has one bar per day.
/// - `pendingByProject`: pending tasks per **top-level** project (`home.garden` counts
///   for `home`), so every pending task is in exactly one bar and the bars add up to the
///   pending total; sub-project counts are what `TaskGroups.projects(in:)` is for. Most
///   first, ties alphabetical; pending tasks without a project come last as `nil`. A
///   subtask without a project of its own counts in its parent's (`SubtaskProjects`).
/// - `pendingByPriority`: pending tasks per priority, high to none, every level present.
public struct TaskStatistics: Hashable, Sendable {
    /// Completions on one local day.
    public struct DayCount: Hashable, Sendable {
        public let day: CalendarDay
        public let count: Int

        public init(day: CalendarDay, count: Int) {
            self.day = day
            self.count = count
        }
    }

    /// Pending tasks of one top-level project; `project` is nil for tasks without one.
    public struct ProjectCount: Hashable, Sendable {
        public let project: String?
        public let count: Int

        public init(project: String?, count: Int) {
            self.project = project
            self.count = count
        }
    }

    /// Pending tasks of one priority.
    public struct PriorityCount: Hashable, Sendable {
        public let priority: Priority
        public let count: Int

        public init(priority: Priority, count: Int) {
            self.priority = priority
            self.count = count
        }
    }

    /// The days `completedPerDay` covers by default: two weeks.
    public static let defaultDays = 14

    public var summary: TaskSummary
    public var completedPerDay: [DayCount]
    public var pendingByProject: [ProjectCount]
    public var pendingByPriority: [PriorityCount]

    public init(summary: TaskSummary = TaskSummary(), completedPerDay: [DayCount] = [],
                pendingByProject: [ProjectCount] = [], pendingByPriority: [PriorityCount] = []) {
        self.summary = summary
        self.completedPerDay = completedPerDay
        self.pendingByProject = pendingByProject
        self.pendingByPriority = pendingByPriority
    }

    /// Computes every figure for `tasks` at the clock's now, in the clock's calendar.
    public init(tasks: [Task], clock: any Clock, days: Int = TaskStatistics.defaultDays) {
        let days = max(1, days)
        let today = clock.today
        let first = today.adding(days: -(days - 1))
        var completions = [Int](repeating: 0, count: days)
        var byProject: [String: Int] = [:]
        var withoutProject = 0
        var byPriority: [Priority: Int] = [:]
        // A trip's steps without a project of their own count under the trip's.
        let inherited = SubtaskProjects(tasks)

        for task in tasks {
            if task.isCompleted {
                guard let completed = task.completed else { continue }
                let offset = CalendarDay(date: completed, calendar: clock.calendar).days(from: first)
                if completions.indices.contains(offset) { completions[offset] += 1 }
                continue
            }
            byPriority[task.priority, default: 0] += 1
            if let project = inherited.project(of: task), let top = project.split(separator: ".").first {
                byProject[String(top), default: 0] += 1
            } else {
                withoutProject += 1
            }
        }

        var projects = byProject
            .sorted { $0.value == $1.value ? $0.key < $1.key : $0.value > $1.value }
            .map { ProjectCount(project: $0.key, count: $0.value) }
        if withoutProject > 0 { projects.append(ProjectCount(project: nil, count: withoutProject)) }

        self.init(
            summary: TaskSummary(tasks: tasks, clock: clock),
            completedPerDay: completions.enumerated().map { DayCount(day: first.adding(days: $0.offset), count: $0.element) },
            pendingByProject: projects,
            pendingByPriority: Priority.allCases.reversed().map { PriorityCount(priority: $0, count: byPriority[$0] ?? 0) })
    }
}
