/// The topics of the manual that ships in the binary (`taskdeck help TOPIC`, the man page).
///
/// The names and one-line summaries live here, below both driving adapters, because the
/// CLI prints the texts and the app's Help points to them by the same names. The texts
/// themselves are the CLI's (the executable's `ManualText`); a switch over this enum there
/// makes a topic without a text a compile error.
public enum ManualTopic: String, CaseIterable, Sendable {
    case app
    case keys
    case commands
    case dates
    case filters
    case repeats
    case config
    case themes
    case views
    case importExport = "import-export"
    case storage
    case sync
    case taskwarrior
    case troubleshooting
    case exitCodes = "exit-codes"

    /// The word after `taskdeck help`.
    public var name: String { rawValue }

    /// What the topic is about, in a few words, for the list of topics.
    public var summary: String {
        switch self {
        case .app: "the full-screen app: subtasks, the editor, notes, the command line, the mouse"
        case .keys: "every key of every screen, as you have them, and how to change them"
        case .commands: "add, list, done, edit, ...: taskdeck in the shell and in scripts"
        case .dates: "the due dates taskdeck reads: tomorrow 3pm, fri, in 2 weeks, dec 20, ..."
        case .filters: "the filter language of the app, taskdeck list FILTER and saved views"
        case .repeats: "repeating tasks: every week, every 2nd tuesday, after 3 days, ..."
        case .config: "the config file: where it is, its format, every setting"
        case .themes: "colours: the shipped themes and restyling single elements"
        case .views: "saved views: a named filter with its own tab, order and columns"
        case .importExport: "taskdeck import and export: json, todo.txt, Taskwarrior, iCalendar"
        case .storage: "where your tasks live, sharing one file, a vdir, the file format"
        case .sync: "syncing through CalDAV with vdirsyncer, and conflicts"
        case .taskwarrior: "coming from Taskwarrior or todo.txt: what maps to what"
        case .troubleshooting: "terminals, colours, keys, and what to do when something is wrong"
        case .exitCodes: "what taskdeck's exit codes mean"
        }
    }
}
