/// `taskdeck help [COMMAND]`.
enum HelpCommand {
    static let command = Command(
        name: "help",
        summary: "show help for taskdeck or one command",
        usage: "help [COMMAND]",
        examples: ["taskdeck help add"],
        readsConfig: false,
        run: run)

    static func run(_ invocation: Invocation) throws {
        let names = invocation.arguments.positionals
        guard names.count <= 1 else { throw CLIError.usage("help takes at most one command name") }
        guard let name = names.first else {
            invocation.context.out(HelpText.text(for: nil))
            return
        }
        guard let command = CommandTable.commands.first(where: { $0.name == name }) else {
            // The hint points to the list of commands, not back to `help help`.
            throw CLIError.unknownCommand(name)
        }
        invocation.context.out(HelpText.text(for: command))
    }
}
