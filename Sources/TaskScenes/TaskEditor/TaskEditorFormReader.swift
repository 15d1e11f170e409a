import TaskDomain

/// What the editor's typed text means, read once for the preview and once for the save, so
/// the preview shows exactly what Enter stores: the quick add of the title (adding: the whole
/// title; editing: the words added to it, `QuickAddParser.parseEdit`), the Due and Repeat
/// fields, and the due date they give together (`DateReader.startingDue`).
///
/// A field the person filled (adding) or changed (editing) wins over the title's token of
/// the same kind. A time inside the Repeat rule (`every weekday 9:30`) is the due date's:
/// it goes onto the due day typed, or onto the task's own day when editing, or onto the
/// rule's first day to come.
struct TaskEditorFormReader {
    let clock: any Clock
    /// The task being edited; nil when adding.
    let task: Task?
    /// The form's text as loaded.
    let initial: TaskEditor.FormText
    /// The declared custom fields, whose `estimate:3` words the title's quick add reads.
    let customFields: [FieldDeclaration]

    struct Reading {
        /// The title's quick add; nil when editing and nothing was added to the title.
        var quickAdd: QuickAddParser.Result?
        var due: TaskEditor.DuePreview
        var recurrence: TaskEditor.RepeatPreview
        /// The due date a save stores (nil: none).
        var savedDue: DateReading?
        /// The repeat rule a save stores (nil: none).
        var savedRule: Recurrence?
        /// What the Wait, Scheduled and Until fields mean, and what a save stores for each:
        /// `.some(date or nil)` for a field typed (adding) or changed (editing), else the
        /// title's `wait:` / `scheduled:` / `until:` token; absent: the task's own.
        var planDates: [TaskEditor.Field: TaskEditor.DuePreview] = [:]
        var savedPlan: [TaskEditor.Field: Due?] = [:]
        /// The saved due date when the saved wait comes after it.
        var waitPastDue: Due?
        /// What the title, the Due and the Repeat fields cannot be saved with.
        var errors: [TaskEditor.Field: TaskDomainError]
    }

    private var isEditing: Bool { task != nil }

    func read(_ form: TaskEditor.FormText) -> Reading {
        let dates = DateReader(clock: clock)
        var errors: [TaskEditor.Field: TaskDomainError] = [:]
        // `depends:` stays text here: the editor has no field to put it in (`B` on the list
        // sets what a task waits for), and a word taken out of the title unapplied would be lost.
        let tokens = QuickAddParser.Tokens.all.subtracting(.depends)
        let quick: QuickAddParser.Result? = isEditing
            ? (form.title == initial.title ? nil
               : QuickAddParser(dates: dates, fields: customFields).parseEdit(from: initial.title, to: form.title,
                                                                              reading: tokens))
            : QuickAddParser(dates: dates, fields: customFields).parse(form.title, reading: tokens)
        if let problem = quick?.problems.first { errors[.title] = problem }

        // The Due field.
        let dueText = form.due.trimmingBlanks
        let dueTyped = isEditing ? form.due != initial.due : !dueText.isEmpty
        var dueField: DateReading?
        let duePreview: TaskEditor.DuePreview
        if dueText.isEmpty {
            duePreview = .none
        } else {
            do {
                let reading = try dates.read(dueText)
                dueField = reading
                duePreview = .valid(reading)
            } catch {
                duePreview = .invalid(dueText)
                if dueTyped { errors[.due] = error }
            }
        }
        let ownDue = task?.due.map { DateReading(due: $0, words: $0.description) }
        var due = dueTyped ? dueField : (quick?.dueReading ?? ownDue)

        // The Repeat field.
        let repeatText = form.recurrence.trimmingBlanks
        let repeatTyped = isEditing ? form.recurrence != initial.recurrence : !repeatText.isEmpty
        var repeatField: RepeatReading?
        var repeatError: TaskDomainError?
        if !repeatText.isEmpty {
            do { repeatField = try RecurrencePhraseParser(dates: dates).read(repeatText) } catch { repeatError = error }
        }
        let rule = repeatTyped ? repeatField?.rule : (quick?.recurrence ?? task?.recurrence)
        let repeating = repeatTyped ? repeatField : rule.map { RepeatReading(rule: $0) }
        if repeatTyped, repeatField?.minuteOfDay != nil, !dueTyped, quick?.dueReading == nil, let own = due {
            // The rule's time replaces the time of a due date nobody typed now.
            due = DateReading(due: Due(day: own.due.day), words: own.due.day.description)
        }
        do {
            due = try dates.startingDue(due, repeating: repeating)
        } catch {
            repeatError = repeatError ?? error
        }
        var repeatPreview = TaskEditor.RepeatPreview.none
        if let repeatError {
            repeatPreview = .invalid(repeatError)
        } else if let field = repeatField {
            let first = due?.due ?? Due(day: field.rule.firstOccurrence(onOrAfter: clock.today))
            do {
                try field.rule.validate(startingOn: first.day)
                repeatPreview = .valid(field.rule, first: first)
            } catch {
                repeatPreview = .invalid(error)
            }
        }
        if repeatTyped, case .invalid(let error) = repeatPreview { errors[.recurrence] = error }
        var reading = Reading(quickAdd: quick, due: duePreview, recurrence: repeatPreview, savedDue: due, savedRule: rule,
                              errors: errors)
        readPlanDates(form, quick: quick, dates: dates, into: &reading)
        return reading
    }

    /// The Wait, Scheduled and Until fields, each read by the one date reader as Due is.
    private func readPlanDates(_ form: TaskEditor.FormText, quick: QuickAddParser.Result?, dates: DateReader,
                               into reading: inout Reading) {
        for field in TaskEditor.Field.planDates {
            let text = form[text: field].trimmingBlanks
            let typed = isEditing ? form[text: field] != initial[text: field] : !text.isEmpty
            var value: Due?
            if !text.isEmpty {  // an empty field is absent from `planDates`
                do {
                    let read = try dates.read(text)
                    value = read.due
                    reading.planDates[field] = .valid(read)
                } catch {
                    reading.planDates[field] = .invalid(text)
                    if typed { reading.errors[field] = error }
                }
            }
            let token: Due? = switch field {
            case .wait: quick?.wait
            case .scheduled: quick?.scheduled
            default: quick?.until
            }
            if typed {
                reading.savedPlan[field] = .some(value)
            } else if let token {
                reading.savedPlan[field] = .some(token)
            }
        }
        let wait = reading.savedPlan[.wait] ?? task?.wait
        if let wait, let due = reading.savedDue?.due,
           wait.day.dayNumber * 1441 + (wait.minuteOfDay ?? 0) > due.sortKey {
            reading.waitPastDue = due
        }
    }
}
