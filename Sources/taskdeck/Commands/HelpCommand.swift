import Foundation
import TaskScenes
import TaskWording

/// `taskdeck help [TOPIC | COMMAND]`: the overview, a topic of the manual (through a pager
/// on a terminal), or one command's help.
enum HelpCommand {
    static let command = Command(
        name: "help",
        summary: "show a topic of the manual (taskdeck help topics) or a command's help",
        usage: "help [TOPIC | COMMAND]",
        examples: ["taskdeck help dates", "taskdeck help add", "taskdeck help topics",
                   "taskdeck help --man > ~/.local/share/man/man1/taskdeck.1"],
        options: [.flag("--man", "the whole manual as the man page taskdeck(1), in roff (man -l - reads it)")],
        // Help works whatever the config file holds; the keys topic reads it itself.
        readsConfig: false,
        run: run)

    static func run(_ invocation: Invocation) throws {
        let names = invocation.arguments.positionals
        if invocation.arguments.has("--man") {
            guard names.isEmpty else { throw CLIError.usage("help --man writes the whole manual; give no topic") }
            invocation.context.out(ManualRoff.page(context: ManualContext(keyMaps: keyMaps(invocation)),
                                                   date: manDate(invocation.context.clock.now)))
            return
        }
        guard names.count <= 1 else { throw CLIError.usage("help takes at most one topic or command name") }
        guard let name = names.first else {
            invocation.context.out(HelpText.text(for: nil) + "\n" + ManualText.index)
            return
        }
        if name == "topics" {
            invocation.context.out(ManualText.index)
        } else if let topic = ManualTopic(rawValue: name) {
            // A topic wins over a command of the same name (keys, sync, config): the topic
            // holds the command's synopsis too, and `taskdeck COMMAND --help` shows it alone.
            ManualPager.show(text(of: topic, invocation), context: invocation.context)
        } else if let command = CommandTable.commands.first(where: { $0.name == name }) {
            invocation.context.out(HelpText.text(for: command))
        } else {
            // The hint points to the list of commands, not back to `help help`.
            throw CLIError.unknownCommand(name)
        }
    }

    /// The page's date, `2026-12-02` (the day it was written, in UTC).
    private static func manDate(_ now: Date) -> String {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withFullDate]
        return formatter.string(from: now)
    }

    /// The topic laid out for where it goes: styled for a pager on a terminal, plain in a pipe.
    static func text(of topic: ManualTopic, _ invocation: Invocation) -> String {
        let context = invocation.context
        let layout = ManualLayout(width: min(context.terminalWidth ?? 80, 100), styled: context.stdoutIsTerminal)
        return layout.text(of: ManualText.document(of: topic, ManualContext(keyMaps: keyMaps(invocation))))
    }

    /// The keys in effect: the config file's, or the defaults (said on standard error) when
    /// the file cannot be read, so the manual still opens.
    private static func keyMaps(_ invocation: Invocation) -> SceneKeyMaps {
        do {
            return try ConfigLoading.keys(of: ConfigLoading.load(invocation.arguments, context: invocation.context)).maps
        } catch {
            invocation.context.err("taskdeck: warning: \(TerminalText.sanitized(error.description)); "
                                   + "showing the default keys\n")
            return .defaults
        }
    }
}
