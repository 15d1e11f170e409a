import Foundation

/// The sentences for what is wrong in a config file (`ConfigProblem`): the CLI prints them
/// after `FILE:LINE: `, so editors can jump to the spot.
public enum ConfigProblemText {
    public static func sentence(_ problem: ConfigProblem) -> String {
        switch problem {
        case .file(let problem): file(problem)
        case .syntax(let problem): syntax(problem)
        case .mustBe(let key, let expected, let found): "\(key) \(mustBe(expected)), not \(text(of: found))"
        case .setting(let problem): setting(problem)
        case .filter(let key, let error): "\(key): " + FilterErrorText.sentence(error)
        case .theme(let problem): theme(problem)
        case .keys(let problem): keys(problem)
        case .ignored(let problem): ignored(problem)
        }
    }

    /// `text` as a config file's basic string, with `"`, `\` and control characters escaped.
    public static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            case "\r": result += "\\r"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F || (0x80...0x9F).contains(scalar.value) {
                    result += String(format: "\\u%04X", scalar.value)
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }

    // MARK: - The file

    private static func file(_ problem: ConfigProblem.FileProblem) -> String {
        switch problem {
        case .missing(let source):
            "cannot read the config file (named by \(source)): no such file"
        case .unreadable(let source, let reason):
            "cannot read the config file\(source.map { " (named by \($0))" } ?? ""): \(reason)"
        case .folder:
            "is a folder, not a config file"
        case .special(let kind):
            "is \(special(kind)), not a config file; move it away (without a file the defaults apply)"
        case .tooLarge:
            "is larger than 1 MiB; a config file is a few lines: is it the right file?"
        case .silentPipe(let seconds):
            "nothing came through this pipe for \(String(format: "%g", seconds)) s; "
                + "is the program that should write the config running?"
        case .notUTF8:
            "is not UTF-8 text; save the file as UTF-8"
        }
    }

    private static func special(_ kind: ConfigProblem.SpecialFile) -> String {
        switch kind {
        case .namedPipe: "a named pipe (FIFO)"
        case .socket: "a socket"
        case .device: "a device"
        }
    }

    // MARK: - The format

    private static let expectedValue = "expected a value: a \"string\", a number, true, false or a [list]"

    private static func syntax(_ problem: ConfigProblem.SyntaxProblem) -> String {
        switch problem {
        case .lineEndExpected(let part, let found):
            "expected the end of the line (or a # comment) after "
                + (part == .sectionHeader ? "the section header" : "the value") + ", found \(text(of: found))"
        case .controlCharacter(let value, let place):
            controlCharacter(value, in: place)
        case .tooManyKeyParts(let limit):
            "a key or section has more than \(limit) dotted parts; taskdeck's have at most three"
        case .keyExpected(let found):
            "expected a key (letters, digits, - and _, or a \"quoted name\"), found \(text(of: found))"
        case .multiLineString(let literal):
            literal ? "multi-line strings (''') are not supported; write \\n in a \"string\""
                : "multi-line strings (\"\"\") are not supported; write \\n in a \"string\""
        case .unclosedString(let literal):
            literal ? "this string has no closing \"'\" on its line" : "this string has no closing '\"' on its line"
        case .backslashAtLineEnd:
            "a '\\' at the end of a line; write \\\\ for a backslash"
        case .shortUnicodeEscape(let letter, let digits):
            "\\\(letter) needs \(digits) hexadecimal digits naming a Unicode character"
        case .unknownEscape(let letter):
            "unknown escape '\\\(letter)'; write \\\\ for a backslash, or use a 'literal string'"
        case .arrayOfTables:
            "arrays of tables ([[...]]) are not supported; use [section] or a [list] value"
        case .sectionCloseExpected(let found):
            "expected ']' to close the section header, found \(text(of: found))"
        case .valueNotSection(let name, let line):
            "'\(name)' is a value (line \(line)), not a section"
        case .equalsExpected(let key, let found):
            "expected '=' after the key '\(key)', found \(text(of: found))"
        case .setTwice(let name, let first):
            "'\(name)' is set twice (first on line \(first)); keep one"
        case .sectionNotValue(let name, let line):
            "'\(name)' is a section (line \(line)), not a value"
        case .valueExpected(let found):
            expectedValue + ", found \(text(of: found))"
        case .inlineTable:
            "inline tables ({...}) are not supported; use a [section]"
        case .bareWord(let word):
            expectedValue + "; to give the word \(word), quote it: \"\(word)\""
        case .listTooDeep(let limit):
            "lists nested more than \(limit) deep are not supported"
        case .unclosedList:
            "this list has no closing ']'"
        case .listSeparatorExpected(let found):
            "expected ',' or ']' in the list, found \(text(of: found))"
        case .notANumber(let text):
            "'\(text)' is not a number (write 5, -1, 2.5 or 1_000)"
        }
    }

    private static func controlCharacter(_ value: UInt32, in place: ConfigProblem.TextPart) -> String {
        let hex = String(value, radix: 16, uppercase: true)
        let code = String(repeating: "0", count: max(0, 4 - hex.count)) + hex
        let remedy = place == .string ? "write it as \\u\(code)" : "remove it"
        return "control character U+\(code) in \(place == .string ? "a string" : "a comment"); \(remedy)"
    }

    /// What the scanner found, for "found …".
    static func text(of found: ConfigProblem.Scanned) -> String {
        switch found {
        case .endOfFile: "the end of the file"
        case .endOfLine: "the end of the line"
        case .loneCarriageReturn: "a carriage return (CR) without a line feed; save the file with LF or CRLF line ends"
        case .control: "a control character"
        case .scalar("'"): "\"'\""
        case .scalar(let scalar): "'\(Character(scalar))'"
        }
    }

    // MARK: - Values

    private static func text(of found: ConfigProblem.Found) -> String {
        switch found {
        case .written(let text): text
        case .kind(let kind): text(of: kind)
        }
    }

    private static func text(of kind: ConfigProblem.ValueKind) -> String {
        switch kind {
        case .string: "a string"
        case .number: "a number"
        case .boolean: "a boolean"
        case .list: "a list"
        }
    }

    private static func list(_ names: [String]) -> String {
        names.map(quoted).joined(separator: ", ")
    }

    private static func mustBe(_ expected: ConfigProblem.Expected) -> String {
        switch expected {
        case .tagInList: "must list tags in quotes ([\"office\"])"
        default: "must be " + text(of: expected)
        }
    }

    private static func text(of expected: ConfigProblem.Expected) -> String {
        switch expected {
        case .filePath: "the path of a file in quotes"
        case .folderPath: "the path of a folder in quotes"
        case .vdirListName(let example): "the name of one of the vdir's sub-folders in quotes, such as \(quoted(example))"
        case .seconds(let range): "a number of seconds from \(range.lowerBound) to \(range.upperBound)"
        case .wholeSeconds(let range): "a whole number of seconds from \(range.lowerBound) to \(range.upperBound)"
        case .shellCommand(let command): "a shell command in quotes (leave the line out for \(quoted(command)))"
        case .shellCommandSuchAs(let command): "a shell command in quotes, such as \(quoted(command))"
        case .tabOrView(let names): "one of \(list(names)) or the name of a view ([views.NAME])"
        case .oneOf(let names): "one of " + list(names)
        case .trueOrFalse: "true or false"
        case .wholeChanges(let range): "a whole number of changes from \(range.lowerBound) to \(range.upperBound)"
        case .wholeTasks(let range): "a whole number of tasks from \(range.lowerBound) to \(range.upperBound)"
        case .numberSuchAs(let example): "a number, such as \(example)"
        case .daysZeroOrMore: "a number of days, 0 or more"
        case .numberWithin(let limit): "a number from -\(limit) to \(limit)"
        case .pointsSuchAs(let example): "a number of points, such as \(example)"
        case .text: "a text in quotes"
        case .themeName: "the name of a theme in quotes (\"light\")"
        case .style: "a style in quotes (\"bold red\", \"208\", \"#af5fff\")"
        case .presetName: "the name of a preset in quotes (\"emacs\")"
        case .keys: "a key or a list of keys in quotes ([\"x\", \"ctrl-r\"])"
        case .project: "a project in quotes (\"work\")"
        case .tags: "tags in quotes (\"office\" or [\"office\", \"desk\"])"
        case .tagInList: "tags in quotes ([\"office\"])"
        case .filterSuchAs(let example): "a filter in quotes (\"\(example)\")"
        case .columns(let names): "a list of column names in quotes, some of \(list(names))"
        }
    }

    // MARK: - Settings

    private static func setting(_ problem: ConfigProblem.SettingProblem) -> String {
        switch problem {
        case .notInSection(let key, let kind):
            "\(key): " + sectionShape(kind)
        case .badFieldName(let name):
            "[fields.\(name)]: a field's name is a letter, then letters, digits, _ or -"
        case .fieldValuesNotList(let key):
            "\(key) must be a list of the values it may take, such as [\"S\", \"M\", \"L\"]"
        case .fieldNeedsType(let name):
            "[fields.\(name)] needs a type: type = \"number\" (or \"string\", \"date\", \"duration\")"
        case .viewNeedsName(let section):
            "\(section): a view needs a name to show on its tab, such as [views.work]"
        case .builtInTabName(let section, let name, let tab):
            "\(section): '\(name)' is the name of a built-in tab (\(tab)); give the view another name"
        case .caseTwin(let section, let kind, let other, let line):
            "\(section): another \(noun(kind)) is called '\(other)' (line \(line)); "
                + "names that differ only in case cannot be told apart on the command line"
        case .needsFilter(let section, let example):
            "\(section) needs a filter, such as filter = \"\(example)\""
        case .contextNameNotOneWord(let section):
            "\(section): a context's name is one word (taskdeck context NAME), such as [contexts.work]"
        case .reservedContextName(let section, let name, let reserved):
            "\(section): '\(name)' is a word of taskdeck context itself (\(reserved.joined(separator: ", "))); "
                + "give the context another name"
        case .notAProjectName(let key, let text):
            "\(key): '\(text)' is not a project name (one word, parts joined by dots)"
        case .notATag(let key, let word):
            "\(key): '\(word)' is not a tag (one word)"
        case .bonusNotATag(let section, let name):
            "\(section): '\(name)' is not a tag (one word, such as next = 15)"
        case .bonusNotAProject(let section, let name):
            "\(section): '\(name)' is not a project (such as work = 2, or \"home.garden\" = 1)"
        case .bonusNotAField(let section, let name):
            "\(section): '\(name)' is not a field's name (estimate = 2) or a value under [urgency.field.NAME] (L = 3)"
        case .pointsOutOfRange(let key, let limit):
            "\(key) must be a number of points from -\(limit) to \(limit)"
        case .twoStores(let otherLine):
            "store.file and store.vdir are both set (the other on line \(otherLine)); keep one: taskdeck uses one store"
        case .otherUsersHome(let key, let path):
            "\(key): '\(path)' names another user's home, which taskdeck does not expand; write the full path, or ~/... for yours"
        case .notAColumn(let key, let found, let names):
            "\(key): \(text(of: found)) is not a column; expected some of \(list(names))"
        case .columnTwice(let key, let column):
            "\(key) names \(quoted(column)) twice; give each column once"
        case .titleMissing(let key):
            "\(key) must include \"title\": a row without its title says nothing"
        case .keysNotInSection(let place):
            "\(place): expected action = keys under [keys] or [keys.SCENE]"
        case .keyListItem(let place, let kind):
            "\(place) must be a key or a list of keys in quotes ([\"x\", \"ctrl-r\"]), found \(text(of: kind)) in the list"
        }
    }

    private static func noun(_ kind: ConfigProblem.SectionKind) -> String {
        switch kind {
        case .field: "field"
        case .view: "view"
        case .context: "context"
        }
    }

    private static func sectionShape(_ kind: ConfigProblem.SectionKind) -> String {
        switch kind {
        case .field:
            "a custom field is a section [fields.NAME] with type = \"number\" (or \"string\", \"date\", \"duration\")"
        case .view:
            "a view is a section [views.NAME] with filter = \"…\", and sort = \"…\" or columns = [...] if you like"
        case .context:
            "a context is a section [contexts.NAME] with filter = \"…\", and project = \"…\" or tags = [\"…\"] if you like"
        }
    }

    // MARK: - Theme and keys

    private static func theme(_ problem: ConfigProblem.ThemeProblem) -> String {
        switch problem {
        case .unknownName(let name, let known):
            "theme.name must be one of " + known.map { "\"\($0)\"" }.joined(separator: ", ") + ", not \"\(name)\""
        case .unknownElement(let element, let known):
            "unknown element '\(element)' in [theme.colors]; ignored (known: " + known.joined(separator: ", ") + ")"
        case .badStyle(let element, let reason):
            "theme.colors.\(element): \(reason)"
        }
    }

    private static func keys(_ problem: ConfigProblem.KeyProblem) -> String {
        switch problem {
        case .unknownPreset(let name, let known):
            "unknown key preset \"\(name)\": expected " + known.map { "\"\($0)\"" }.joined(separator: ", ")
        case .badKey(let scene, let action, let reason):
            "\(scene.map { "[keys.\($0)]" } ?? "[keys]") \(action): \(reason)"
        case .actionInNoScene(let action, let suggestion):
            "unknown action \"\(action)\" in [keys]: no scene has it\(didYouMean(suggestion)); "
                + "taskdeck help keys lists each scene's actions"
        case .unknownScene(let scene, let suggestion, let known):
            "unknown scene [keys.\(scene)]\(didYouMean(suggestion)): expected one of " + known.joined(separator: ", ")
        case .unknownAction(let action, let scene, let suggestion, let known):
            "unknown action \"\(action)\" in [keys.\(scene)]\(didYouMean(suggestion)): expected one of "
                + known.joined(separator: ", ")
        case .globalKey(let scene, let key, let action, let globalKey, let summary):
            "\(scene): \"\(key)\" for \(action) would never reach the scene: \(globalKey) is a key of every scene (\(summary))"
        case .typedInEditor(let key, let action):
            "editor: \"\(key)\" for \(action) would stop it being typed; use a key with ctrl- or alt-, or a function key"
        case .boundTwice(let scene, let key, let sides):
            "\(scene): \"\(key)\" is bound to both " + conflict(scene, sides)
        case .startsSequence(let scene, let key, let sides):
            "\(scene): \"\(key)\" cannot be a key and start a sequence: " + conflict(scene, sides)
        }
    }

    private static func didYouMean(_ suggestion: String?) -> String {
        suggestion.map { " (did you mean \"\($0)\"?)" } ?? ""
    }

    private static func conflict(_ scene: String, _ sides: [ConfigProblem.KeySide]) -> String {
        sides.map { "\($0.action) (\(origin($0.origin)))" }.joined(separator: " and ")
            + "; give one of them other keys under [keys.\(scene)]"
    }

    private static func origin(_ origin: ConfigProblem.KeySide.Origin) -> String {
        switch origin {
        case .defaults: "default"
        case .preset(let name): "preset \(name)"
        case .line(let line): "line \(line)"
        }
    }

    // MARK: - Warnings

    private static func ignored(_ problem: ConfigProblem.IgnoredProblem) -> String {
        switch problem {
        case .cannotTellIfExists(let reason):
            "cannot tell whether this config file exists (\(reason) on a folder of its path); the defaults apply"
        case .unknownSection(let name, let suggestion):
            "unknown section [\(name)]; its keys are ignored" + (suggestion.map { " (did you mean [\($0)]?)" } ?? "")
        case .unknownKeyIn(let key, let section, let suggestion, let known):
            "unknown key '\(key)' in \(section); ignored"
                + (suggestion.map { " (did you mean '\($0)'?)" } ?? " (known: \(known.joined(separator: ", ")))")
        case .unknownKey(let name, let home):
            "unknown key '\(name)'; ignored" + (home.map { " (did you mean '\($0.key)' under [\($0.section)]?)" } ?? "")
        }
    }
}
