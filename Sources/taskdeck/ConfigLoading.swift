import TaskConfig

/// Reads the config file a command line chooses and says what in it was not understood.
enum ConfigLoading {
    /// The second line of every config error: how to reach the tasks while the file is
    /// wrong. `/dev/null` reads as an empty file, so the defaults apply.
    static let bypassHint = "Fix the file, or start without it: taskdeck --config /dev/null (or TASKDECK_CONFIG=/dev/null)."

    /// The file `--config`, `$TASKDECK_CONFIG` or the XDG folder names, read and checked.
    /// Each warning (an unknown key or section) goes to standard error, once per run.
    static func load(_ arguments: ParsedArguments, context: CLIContext) throws(ConfigError) -> ConfigFile {
        let location = ConfigFileLocation.resolve(option: arguments.value("--config"), environment: context.environment)
        let file = try ConfigFile.load(location, home: ConfigFileLocation.homeFolder(environment: context.environment))
        for warning in file.warnings {
            context.err("taskdeck: warning: \(TerminalText.sanitized(warning.description))\n")
        }
        return file
    }
}
