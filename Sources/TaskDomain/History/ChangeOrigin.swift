/// Who made a change that the shared history keeps: the full-screen app, a subcommand of
/// the command line (by its name: `rm`, `import`, `edit`), or a sync that brought changes
/// made elsewhere. `taskdeck undo` and the app's `u` say it, so a person knows what they
/// take back ("Undid: Deleted 'Buy milk' (from the command line: taskdeck rm)").
public enum ChangeOrigin: Hashable, Sendable {
    case app
    /// A subcommand; its name as typed after `taskdeck`.
    case command(String)
    /// A sync (`taskdeck sync`, or `$` in the app): what it brought in, as one step.
    case sync
}
