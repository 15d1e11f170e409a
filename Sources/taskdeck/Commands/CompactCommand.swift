import TaskStorage

/// `taskdeck compact`: folds the journal into the task file now.
enum CompactCommand {
    static let command = Command(
        name: "compact",
        summary: "fold the journal of recent changes into the task file",
        usage: "compact",
        examples: ["taskdeck compact"],
        run: run)

    static func run(_ invocation: Invocation) throws {
        guard invocation.arguments.positionals.isEmpty else { throw CLIError.usage("compact takes no arguments") }
        guard case .file(let repository) = try invocation.store(writable: true) else {
            invocation.print("A vdir has no journal: every change is already its own file. Nothing to compact.")
            return
        }
        let before = try repository.loadAll().count
        try repository.compact()
        invocation.print("Compacted \(repository.url.lastPathComponent): \(before) \(before == 1 ? "task" : "tasks")")
    }
}
