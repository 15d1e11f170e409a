import TaskDomain

extension TodoTxtLine {
    /// Whether taskdeck would write `task` (made from this line) as this very line:
    /// `TodoTxtLine.text(for: task, original: nil, needsUID:, links:)` equals the line read.
    /// Import keeps a line verbatim only when it would not (an order, a `(D)`, an `h:1`),
    /// and decides it from the words already read, word by word and without writing the
    /// line: writing every line of a 1,000,000-line file again to compare it was a fifth of
    /// the import. `TodoTxtLineAsWrittenTests` holds this to the writer on many lines.
    /// `title`: this line's `title`, read once by the caller.
    func isWrittenAsIs(for task: Task, title: String, needsUID: Bool, links: TodoTxtDependencies.Words,
                       days: inout TodoTxtDays) -> Bool {
        // The head: `x DONE CREATED` or `(A) CREATED` or `CREATED`, each day as read.
        if task.isCompleted {
            guard completed, let completionDay, days.roundTrips(completionDay) else { return false }
        } else if priorityLetter != TodoTxtWords.letter(of: task.priority) {
            return false
        }
        guard let creationDay, days.roundTrips(creationDay) else { return false }

        // The words in the writer's order: the title, `+project`, `@tags` (sorted), `t:`,
        // `due:`, `rec:`, a done task's `pri:`, `id:`, `p:`s, `uid:`, and nothing else.
        var index = words.startIndex
        while index < words.endIndex, case .text = words[index].word { index += 1 }
        guard index > words.startIndex, title == task.title else { return false }
        func next(_ prefix: String, _ value: String) -> Bool {
            guard index < words.endIndex else { return false }
            let written = words[index].written.utf8
            index += 1
            return written.count == prefix.utf8.count + value.utf8.count && written.starts(with: prefix.utf8)
                && written.dropFirst(prefix.utf8.count).elementsEqual(value.utf8)
        }
        if let project = task.project, !next("+", project) { return false }
        for tag in task.sortedTags where !next("@", tag) { return false }
        if let wait = task.wait?.day, !next("t:", wait.description) { return false }
        if let due = task.due?.day, !next("due:", due.description) { return false }
        if let repeatValue = TodoTxtRepeat.value(of: task), !next("rec:", repeatValue) { return false }
        if task.isCompleted, let letter = TodoTxtWords.letter(of: task.priority), !next("pri:", String(letter)) { return false }
        if let id = links.id, !next("id:", id) { return false }
        for value in links.blocks where !next("p:", value) { return false }
        if needsUID, !next("uid:", task.id.description) { return false }
        return index == words.endIndex
    }
}
