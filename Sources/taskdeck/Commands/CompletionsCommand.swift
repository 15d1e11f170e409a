import TaskDomain
import TaskWording

/// `taskdeck completions bash|zsh|fish`: the shell's completion script, written from the
/// command table; `--values KIND` is what the scripts ask at each Tab (task IDs with their
/// titles, projects, tags, saved views, help's topics), one per line.
enum CompletionsCommand {
    static let command = Command(
        name: "completions",
        summary: "print the completion script for bash, zsh or fish",
        usage: "completions bash|zsh|fish",
        examples: ["source <(taskdeck completions bash)",
                   "taskdeck completions zsh > ~/.zfunc/_taskdeck",
                   "taskdeck completions fish > ~/.config/fish/completions/taskdeck.fish"],
        options: [.value("--values", "KIND  what the scripts complete: ids, projects, tags, views, contexts, sorts or topics, one per line")],
        run: run)

    static func run(_ invocation: Invocation) throws {
        let positionals = invocation.arguments.positionals
        if let kind = invocation.arguments.value("--values") {
            guard positionals.isEmpty else { throw CLIError.usage("completions --values takes no shell") }
            for value in try values(kind, invocation) { invocation.context.out(value + "\n") }
            return
        }
        guard positionals.count == 1, let shell = positionals.first else {
            throw CLIError.usage("give one shell: \(CompletionTables.shells.joined(separator: ", "))")
        }
        switch shell {
        case "bash": invocation.context.out(BashCompletion.script)
        case "zsh": invocation.context.out(ZshCompletion.script)
        case "fish": invocation.context.out(FishCompletion.script)
        default: throw CLIError.usage("unknown shell '\(shell)': use \(CompletionTables.shells.joined(separator: ", "))")
        }
    }

    /// The candidates of `kind`. IDs: the pending tasks, then the completed ones, each
    /// `ID<tab>title` (the title made one safe line).
    static func values(_ kind: String, _ invocation: Invocation) throws -> [String] {
        switch kind {
        case "topics":
            return ManualTopic.allCases.map(\.name) + ["topics"] + CommandTable.commands.map(\.name)
        case "views":
            return invocation.views.map(\.name)
        case "contexts":
            return invocation.contexts.map(\.name) + [TaskContext.noneName, "list", "show"]
        case "sorts":
            return TaskSort.builtIn.map(\.name) + invocation.configured.fields.map(\.name)
        case "ids", "projects", "tags":
            let tasks = try invocation.service(writable: false).allTasks()
            switch kind {
            case "projects": return TaskGroups.projects(in: tasks).map(\.name)
            case "tags": return TaskGroups.tags(in: tasks).map(\.name)
            default:
                let ordered = tasks.filter { !$0.isCompleted } + tasks.filter(\.isCompleted)
                return ordered.map { $0.id.shortForm + "\t" + oneLine($0.title) }
            }
        default:
            throw CLIError.usage("unknown --values '\(kind)': use ids, projects, tags, views, contexts, sorts or topics")
        }
    }

    private static func oneLine(_ title: String) -> String {
        TerminalText.sanitized(title.replacingOccurrences(of: "\t", with: " "))
    }
}
