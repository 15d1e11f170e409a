import TaskInterchange

/// What `import` and `export` share: the format by name, and output made safe for a terminal.
enum InterchangeCLI {
    /// The format `--format` names; a usage error listing the names otherwise.
    static func format(named name: String) throws -> any InterchangeFormat {
        guard let format = InterchangeFormats.named(name) else {
            throw CLIError.usage("unknown format '\(name)': use \(InterchangeFormats.names.joined(separator: ", "))")
        }
        return format
    }

    /// JSON with every control character as a `\u` escape (the same JSON); other text as
    /// written to a pipe or file, and made visible (`␛`) only when shown on a terminal.
    static func printable(_ text: String, format: any InterchangeFormat, context: CLIContext) -> String {
        if format.name == "json" || format.name == "taskwarrior" { return TaskJSONFormatter.escapingControls(text) }
        return context.stdoutIsTerminal ? TerminalText.sanitized(text) : text
    }
}
