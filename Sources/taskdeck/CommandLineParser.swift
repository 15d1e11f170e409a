import TaskDomain

/// One option a command accepts.
struct OptionSpec: Equatable, Sendable {
    /// The long name, with dashes: `--due`.
    let name: String
    /// A one-letter alias, with its dash: `-h`.
    var short: String?
    /// Whether it takes a value (`--due tomorrow` or `--due=tomorrow`).
    var takesValue: Bool
    /// Whether it may be given several times (`--tag a --tag b`); otherwise twice is a usage error.
    var repeatable = false
    /// Whether an empty (or all-blank) value means something. Only for values where empty is
    /// a real choice (`--notes ''` clears the notes); anywhere else an empty value is almost
    /// always an unset shell variable, and guessing what it meant (the default file, no tag)
    /// would act on the wrong data silently, so it is a usage error.
    var allowsEmpty = false
    /// Whether the value is a list of tags (`a,b c`): one with no tag in it is empty.
    var isTagList = false
    /// The value's placeholder and what the option does, for help.
    var help: String

    static func flag(_ name: String, short: String? = nil, _ help: String) -> OptionSpec {
        OptionSpec(name: name, short: short, takesValue: false, help: help)
    }

    static func value(_ name: String, repeatable: Bool = false, allowsEmpty: Bool = false, isTagList: Bool = false,
                      _ help: String) -> OptionSpec {
        OptionSpec(name: name, takesValue: true, repeatable: repeatable, allowsEmpty: allowsEmpty,
                   isTagList: isTagList, help: help)
    }
}

/// The arguments after parsing: which command, its positionals, option values and flags.
struct ParsedArguments {
    var command: Command?
    var positionals: [String] = []
    var values: [String: [String]] = [:]
    var flags: Set<String> = []

    /// The value of a single-valued option.
    func value(_ name: String) -> String? { values[name]?.last }
    /// All values of a repeatable option, in order.
    func values(_ name: String) -> [String] { values[name] ?? [] }
    func has(_ name: String) -> Bool { flags.contains(name) || values[name] != nil }
}

/// A small table-driven parser: global options anywhere, the first bare word picks the
/// command from the table, then that command's options; `--` ends the options.
struct CommandLineParser {
    /// Options every command accepts, before or after the subcommand.
    static let globalOptions: [OptionSpec] = [
        .value("--file", "PATH  use this task file instead of the default"),
        .flag("--help", short: "-h", "show help"),
        .flag("--version", "show the version"),
    ]

    let commands: [Command]

    func parse(_ arguments: [String]) throws(CLIError) -> ParsedArguments {
        var result = ParsedArguments()
        var options = Self.globalOptions
        var index = 0
        var onlyPositionals = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if onlyPositionals || !argument.hasPrefix("-") || argument == "-" {
                if result.command == nil && !onlyPositionals {
                    guard let command = commands.first(where: { $0.name == argument }) else {
                        throw .usage("unknown command '\(argument)'")
                    }
                    result.command = command
                    options += command.options
                } else {
                    result.positionals.append(argument)
                }
                continue
            }
            if argument == "--" {
                onlyPositionals = true
                if result.command == nil { throw .usage("'--' must come after a command") }
                continue
            }
            let (name, inlineValue) = Self.split(argument)
            guard let option = options.first(where: { $0.name == name || $0.short == name }) else {
                let scope = result.command.map { " for '\($0.name)'" } ?? ""
                throw .usage("unknown option '\(name)'\(scope)")
            }
            if option.takesValue {
                let value: String
                if let inlineValue {
                    value = inlineValue
                } else {
                    guard index < arguments.count else { throw .usage("\(option.name) needs a value") }
                    value = arguments[index]
                    index += 1
                }
                try Self.checkNotEmpty(value, of: option)
                if !option.repeatable, result.values[option.name] != nil {
                    throw .usage("\(option.name) is given twice")
                }
                result.values[option.name, default: []].append(value)
            } else {
                guard inlineValue == nil else { throw .usage("\(option.name) takes no value") }
                result.flags.insert(option.name)
            }
        }
        return result
    }

    /// One rule for empty values: a usage error naming the option, unless it `allowsEmpty`.
    private static func checkNotEmpty(_ value: String, of option: OptionSpec) throws(CLIError) {
        guard !option.allowsEmpty else { return }
        if value.allSatisfy(\.isWhitespace) {
            throw .usage("\(option.name) needs a value, not an empty one")
        }
        if option.isTagList, TaskValidation.tagWords(in: value).isEmpty {
            throw .usage("\(option.name) needs a tag, not '\(value)'")
        }
    }

    /// `--due=tomorrow` -> ("--due", "tomorrow"); `--due` -> ("--due", nil).
    private static func split(_ argument: String) -> (String, String?) {
        guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else { return (argument, nil) }
        return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
    }
}
