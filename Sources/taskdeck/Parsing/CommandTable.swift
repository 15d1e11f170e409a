/// The subcommands of taskdeck, in the order `--help` lists them.
///
/// To add a subcommand, write a `Command` (see `AddCommand.swift`) and append it here;
/// the parser, the dispatcher and the help all read this table.
enum CommandTable {
    static let commands: [Command] = [
        AddCommand.command,
        ListCommand.command,
        CompletionCommand.done,
        CompletionCommand.undone,
        CompletionCommand.skip,
        StartCommand.command,
        StopCommand.command,
        NextCommand.command,
        ContextCommand.command,
        EditCommand.command,
        AnnotateCommand.annotate,
        AnnotateCommand.denotate,
        RemoveCommand.command,
        UndoCommand.undo,
        UndoCommand.redo,
        CompactCommand.command,
        ExportCommand.command,
        ImportCommand.command,
        SyncCommand.command,
        ConfigCommand.command,
        ResolveConflictCommand.command,
        ConflictsCommand.command,
        KeysCommand.command,
        HelpCommand.command,
        CompletionsCommand.command,
    ]

    /// What `taskdeck` with no subcommand does: the full-screen app.
    static func runWithoutSubcommand(_ invocation: Invocation) throws {
        try AppCommand.run(invocation)
    }
}
