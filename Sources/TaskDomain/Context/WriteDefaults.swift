/// What a new task gets from where it is added: the project and tags of a context, a
/// saved view or a filter (`+work #office`), so the task lands where it was added from.
public struct WriteDefaults: Hashable, Sendable {
    public var project: String?
    /// Tags, normalized as tags are, each once, in the order they were named.
    public var tags: [String]

    /// Adds nothing.
    public static let none = WriteDefaults()

    public init(project: String? = nil, tags: [String] = []) {
        self.project = project
        self.tags = []
        for tag in tags where !self.tags.contains(tag) { self.tags.append(tag) }
    }

    public var isEmpty: Bool { project == nil && tags.isEmpty }

    /// These defaults with `narrower`'s laid over them: its project when it names one (a view's
    /// project within a context's), and every tag of both.
    public func laid(under narrower: WriteDefaults) -> WriteDefaults {
        WriteDefaults(project: narrower.project ?? project, tags: tags + narrower.tags)
    }

    /// `draft` with the defaults filled in: the project only when the draft names none (what a
    /// person typed wins), the tags added to its own.
    public func applied(to draft: TaskDraft) -> TaskDraft {
        var draft = draft
        if draft.project == nil { draft.project = project }
        for tag in tags where !draft.tags.contains(tag) { draft.tags.append(tag) }
        return draft
    }
}

extension FilterExpression {
    /// The project and tags every task this filter keeps must have, as Taskwarrior reads a
    /// context's write defaults: only `+project` and `#tag` terms joined by AND at the top
    /// (or inside a group joined by AND), never one under `or` or `not`, which a task may
    /// pass without. Of two projects, the one within the other (`+home +home.garden` gives
    /// `home.garden`); two unrelated ones (no task can be in both) give none.
    public var writeDefaults: WriteDefaults {
        var projects: [String] = []
        var tags: [String] = []
        func collect(_ node: FilterNode) {
            switch node {
            case .all(let parts): parts.forEach(collect)
            case .term(.project(let project)): projects.append(project)
            case .term(.tag(let tag)): tags.append(tag)
            case .any, .not, .term: break
            }
        }
        collect(root)
        var project: String?
        for candidate in projects {
            guard let chosen = project else {
                project = candidate
                continue
            }
            if TaskQuery.project(candidate, isWithin: chosen) {
                project = candidate
            } else if !TaskQuery.project(chosen, isWithin: candidate) {
                project = nil
                break
            }
        }
        return WriteDefaults(project: project, tags: tags)
    }
}
