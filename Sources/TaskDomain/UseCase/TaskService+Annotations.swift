import Foundation

extension TaskService {
    /// Adds the line `text` to each of `ids`, dated now (to the second): one change, one undo step.
    @discardableResult
    public func annotate(_ ids: [TaskID], text: String) throws -> TaskChange {
        let line = try Annotation.text(text)
        let now = clock.nowInWholeSeconds
        return try change(ids, action: .annotated) { task in
            var annotated = task
            annotated.annotations.append(Annotation(entry: now, text: line))
            annotated.modified = now
            return annotated
        }
    }

    /// Removes the annotation `choice` names from the task `id`; the change's entry tells
    /// which one went (its `before` has it, its `after` not). Throws, removing nothing, when
    /// none or several match.
    @discardableResult
    public func denotate(_ id: TaskID, _ choice: AnnotationChoice) throws -> TaskChange {
        let now = clock.nowInWholeSeconds
        return try change([id], action: .denotated) { task throws in
            let index = try choice.index(in: task.annotations, task: task.title)
            var denotated = task
            denotated.annotations.remove(at: index)
            denotated.modified = now
            return denotated
        }
    }
}

extension TaskChange.Entry {
    /// The annotations the change removed from this task, oldest first.
    public var removedAnnotations: [Annotation] {
        let kept = Set(after?.annotations ?? [])
        return (before?.annotations ?? []).filter { !kept.contains($0) }
    }

    /// The annotations the change added to this task, oldest first.
    public var addedAnnotations: [Annotation] {
        let had = Set(before?.annotations ?? [])
        return (after?.annotations ?? []).filter { !had.contains($0) }
    }
}
