import TaskDomain
import TaskWording

/// `taskdeck undo [--list]` and `taskdeck redo`: step through the store's shared history
/// (`SharedUndo`), whichever process made the change: another terminal's command, the app,
/// an import, a sync.
///
/// Nothing to undo, and an undo refused because its tasks moved on since (the sentence
/// says which and why), are runtime errors (exit 1) that wrote nothing, as `skip` with
/// nothing to skip: a script can tell.
enum UndoCommand {
    static let undo = Command(
        name: "undo",
        summary: "take back the newest change, whoever made it (--list: the history)",
        usage: "undo [--list]",
        examples: ["taskdeck undo", "taskdeck undo --list"],
        options: [.flag("--list", "show the history, newest first: number, when, who, what; nothing is undone")],
        run: { try run($0, back: true) })

    static let redo = Command(
        name: "redo",
        summary: "make again the change undo took back last",
        usage: "redo",
        examples: ["taskdeck redo"],
        run: { try run($0, back: false) })

    static func run(_ invocation: Invocation, back: Bool) throws {
        guard invocation.arguments.positionals.isEmpty else {
            throw CLIError.usage("\(back ? "undo" : "redo") takes no arguments")
        }
        if back, invocation.arguments.has("--list") { return try list(invocation) }
        let store = try invocation.store(writable: true)
        let undo = SharedUndo(repository: store.repository, history: try invocation.history(of: store),
                              origin: .command(back ? "undo" : "redo"), clock: invocation.context.clock)
        switch try back ? undo.undo() : undo.redo() {
        case .moved(let move):
            invocation.print(HistoryWording.moved(move, undone: back))
        case .nothing:
            throw CLIError.runtime(back ? "nothing to undo (taskdeck undo --list shows the history)" : "nothing to redo")
        case .refused(let refusal):
            throw CLIError.runtime(HistoryWording.refusal(refusal))
        }
    }

    /// Newest first; the steps undone (which `redo` makes again) say so.
    private static func list(_ invocation: Invocation) throws {
        let store = try invocation.store(writable: false)
        let log = try invocation.history(of: store).read()
        guard !log.isEmpty else {
            invocation.print("The undo history is empty")
            return
        }
        let width = log.steps.map { HistoryWording.who($0.origin).count }.max() ?? 0
        for step in log.newestFirst {
            invocation.print(HistoryWording.listLine(step, clock: invocation.context.clock, whoWidth: width))
        }
    }
}
