import TaskDomain
import TaskWording

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
    /// Which kind of name the value is, if any: it is checked by the same rule everywhere
    /// (`TaskValidation`), and a name that rule refuses is a usage error, in `add` as in `list`.
    var nameKind: NameKind?
    /// The value's placeholder and what the option does, for help.
    var help: String

    static func flag(_ name: String, short: String? = nil, _ help: String) -> OptionSpec {
        OptionSpec(name: name, short: short, takesValue: false, help: help)
    }

    static func value(_ name: String, repeatable: Bool = false, allowsEmpty: Bool = false, names: NameKind? = nil,
                      _ help: String) -> OptionSpec {
        OptionSpec(name: name, takesValue: true, repeatable: repeatable, allowsEmpty: allowsEmpty,
                   nameKind: names, help: help)
    }
}

/// The kinds of name an option value can be.
enum NameKind: Equatable, Sendable {
    /// One project path (`home.garden`).
    case project
    /// Exactly one tag (a filter: `list --tag shop`).
    case tag
    /// Tags separated by commas (`--tag shop,errand`); each is one word, so a value with a
    /// space in a tag (`--tag "two words"`) is refused rather than read as two tags.
    case tagList

    /// The value's names in their stored form (`#Shop` -> `shop`), or why it is refused.
    func names(in value: String, option: String) throws(CLIError) -> [String] {
        let pieces: [String]
        switch self {
        case .project:
            pieces = [value]
        case .tag:
            guard !value.contains(",") else { throw .usage("\(option) takes one tag, not a list ('\(value)')") }
            pieces = [value]
        case .tagList:
            pieces = value.split(separator: ",").filter { !$0.allSatisfy(\.isWhitespace) }.map(String.init)
            guard !pieces.isEmpty else { throw .usage("\(option) needs a tag, not '\(value)'") }
        }
        do throws(TaskDomainError) {
            return try pieces.map { piece throws(TaskDomainError) in
                self == .project ? try TaskValidation.project(piece) : try TaskValidation.tag(piece)
            }
        } catch {
            throw .usage(DomainErrorText.sentence(error))
        }
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
        .value("--vdir", "PATH  use this vdir (a folder of .ics files) instead"),
        .value("--config", "PATH  read settings from this file (/dev/null: none)"),
        .flag("--help", short: "-h", "show help"),
        .flag("--version", "show the version"),
    ]

    let commands: [Command]

    func parse(_ arguments: [String]) throws(CLIError) -> ParsedArguments {
        var reached: Command?
        return try parse(arguments, reachedCommand: &reached)
    }

    /// Parses, and says which command was named even when a later argument is refused, so
    /// the error can point to that command's help.
    func parse(_ arguments: [String], reachedCommand: inout Command?) throws(CLIError) -> ParsedArguments {
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
                    reachedCommand = command
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
                if let command = result.command, command.takesFilterWords, !argument.hasPrefix("--") {
                    result.positionals.append(argument)  // a filter's `-#tag`, `-word`: not an option
                    continue
                }
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
                let values = try option.nameKind.map { kind throws(CLIError) in try kind.names(in: value, option: option.name) }
                result.values[option.name, default: []].append(contentsOf: values ?? [value])
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
    }

    /// `--due=tomorrow` -> ("--due", "tomorrow"); `--due` -> ("--due", nil).
    private static func split(_ argument: String) -> (String, String?) {
        guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else { return (argument, nil) }
        return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
    }
}
