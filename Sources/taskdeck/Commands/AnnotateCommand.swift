import TaskDomain
import TaskWording

/// `taskdeck annotate ID TEXT...`: adds a dated line to a task (Taskwarrior's `annotate`);
/// `taskdeck denotate ID TEXT|NUMBER`: removes one, saying which. The detail and
/// `list --json` show them with their times.
enum AnnotateCommand {
    static let annotate = Command(
        name: "annotate",
        summary: "add a dated line (an annotation) to a task",
        usage: "annotate ID TEXT...",
        examples: ["taskdeck annotate 1a2b called the plumber, back Tuesday"],
        run: runAnnotate)

    static let denotate = Command(
        name: "denotate",
        summary: "remove an annotation, by its number (1 is the oldest) or its text",
        usage: "denotate ID TEXT|NUMBER",
        examples: ["taskdeck denotate 1a2b plumber", "taskdeck denotate 1a2b 2"],
        run: runDenotate)

    static func runAnnotate(_ invocation: Invocation) throws {
        let (id, text) = try idAndText(invocation, what: "the annotation's text")
        let service = try invocation.service(writable: true)
        let change = try service.annotate([try service.resolveID(id)], text: text)
        for entry in change.entries {
            guard let task = entry.after, let added = entry.addedAnnotations.last else { continue }
            invocation.print("Annotated \(task.id.shortForm) '\(task.title)': \(added.text) "
                             + "(\(AnnotationWording.count(task.annotations.count)))")
        }
    }

    static func runDenotate(_ invocation: Invocation) throws {
        let (id, text) = try idAndText(invocation, what: "the annotation's text or number")
        let service = try invocation.service(writable: true)
        let change = try service.denotate(try service.resolveID(id), AnnotationChoice(typed: text))
        let clock = invocation.context.clock
        for entry in change.entries {
            guard let task = entry.after, let removed = entry.removedAnnotations.first else { continue }
            invocation.print("Removed from \(task.id.shortForm) '\(task.title)' the annotation of "
                             + "\(AnnotationWording.entry(removed, in: clock)): \(removed.text)")
        }
    }

    /// The first positional (a task ID) and the rest joined by spaces.
    private static func idAndText(_ invocation: Invocation, what: String) throws -> (String, String) {
        let words = invocation.arguments.positionals
        guard let id = words.first else { throw CLIError.usage("give a task ID and \(what)") }
        guard words.count > 1 else { throw CLIError.usage("give \(what) after the task ID") }
        return (id, words.dropFirst().joined(separator: " "))
    }
}
