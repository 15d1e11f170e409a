import TaskDomain

/// What is wrong in a config file, as facts (which key, which value, which line, what was
/// expected there); `ConfigProblemText` has the sentences.
///
/// The facts live here, below the targets that find them: the config reader (`ConfigError`,
/// `ConfigWarning`), the theme (`ThemeConfiguration.Problem`) and the key maps
/// (`KeyConfigError`) each sit above TaskWording, so this is the one place both their
/// error types and the words can see. Two problems that read alike are still two cases.
public enum ConfigProblem: Equatable, Sendable {
    /// The file as a whole cannot be read.
    case file(FileProblem)
    /// The file's text does not follow the format (the scanner and the parser).
    case syntax(SyntaxProblem)
    /// A setting's value is not one it may take: `key` must be `expected`, not `found`.
    case mustBe(key: String, expected: Expected, found: Found)
    /// A known place holds something that does not fit it (sections, names, columns).
    case setting(SettingProblem)
    /// `filter = "…"` of a view or context (`key`: `views.work.filter`) does not read.
    case filter(key: String, FilterError)
    case theme(ThemeProblem)
    case keys(KeyProblem)
    /// Something taskdeck does not know, said once and then ignored.
    case ignored(IgnoredProblem)

    // MARK: - The file

    public enum FileProblem: Equatable, Sendable {
        /// A file named by `namedBy` (`--config`, `TASKDECK_CONFIG`) is not there.
        case missing(namedBy: String)
        /// The system's reason; `namedBy` when the user named the file.
        case unreadable(namedBy: String?, reason: String)
        case folder
        /// A pipe, socket or device where the default file belongs.
        case special(SpecialFile)
        case tooLarge
        /// A named pipe that stayed silent for `seconds`.
        case silentPipe(seconds: Double)
        case notUTF8
    }

    public enum SpecialFile: Equatable, Sendable {
        case namedPipe, socket, device
    }

    // MARK: - The format

    public enum SyntaxProblem: Equatable, Sendable {
        case lineEndExpected(after: LinePart, found: Scanned)
        case controlCharacter(UInt32, in: TextPart)
        case tooManyKeyParts(limit: Int)
        case keyExpected(found: Scanned)
        /// `"""` (basic) or `'''` (literal) strings.
        case multiLineString(literal: Bool)
        case unclosedString(literal: Bool)
        case backslashAtLineEnd
        /// `\u` or `\U` without `digits` hexadecimal digits naming a character.
        case shortUnicodeEscape(letter: Swift.Character, digits: Int)
        case unknownEscape(letter: Swift.Character)
        case arrayOfTables
        case sectionCloseExpected(found: Scanned)
        /// `name` was set as a value on `line` and is now used as a section.
        case valueNotSection(name: String, line: Int)
        case equalsExpected(key: String, found: Scanned)
        case setTwice(name: String, firstLine: Int)
        /// `name` is a section (its header on `line`) and is now set as a value.
        case sectionNotValue(name: String, line: Int)
        case valueExpected(found: Scanned)
        case inlineTable
        /// A bare word where a value belongs: it needs quotes.
        case bareWord(String)
        case listTooDeep(limit: Int)
        case unclosedList
        case listSeparatorExpected(found: Scanned)
        case notANumber(String)
    }

    /// What the scanner found where something else was expected.
    public enum Scanned: Equatable, Sendable {
        case endOfFile, endOfLine
        /// A CR without a LF after it.
        case loneCarriageReturn
        case control
        case scalar(Unicode.Scalar)
    }

    public enum LinePart: Equatable, Sendable {
        case sectionHeader, value
    }

    public enum TextPart: Equatable, Sendable {
        case comment, string
    }

    // MARK: - Values

    /// What a value was instead of what it should be.
    public enum Found: Equatable, Sendable {
        /// The value as the file writes it (`"x"`, `5`).
        case written(String)
        case kind(ValueKind)
    }

    public enum ValueKind: Equatable, Sendable {
        case string, number, boolean, list
    }

    /// What a setting's value must be.
    public enum Expected: Equatable, Sendable {
        case filePath, folderPath
        /// A sub-folder's name, such as `example`.
        case vdirListName(example: String)
        case seconds(ClosedRange<Int>)
        case wholeSeconds(ClosedRange<Int>)
        /// A shell command; leaving the line out means `default`.
        case shellCommand(default: String)
        case shellCommandSuchAs(String)
        /// A built-in tab (`names`) or a saved view.
        case tabOrView(names: [String])
        case oneOf([String])
        case trueOrFalse
        case wholeChanges(ClosedRange<Int>)
        case wholeTasks(ClosedRange<Int>)
        case numberSuchAs(String)
        case daysZeroOrMore
        /// Within `limit` either way.
        case numberWithin(limit: Int)
        case pointsSuchAs(String)
        case text
        case themeName
        case style
        case presetName
        case keys
        case project
        /// Tags, one or a list.
        case tags
        /// Each item of a list of tags.
        case tagInList
        case filterSuchAs(String)
        /// Column names, some of `names`.
        case columns(names: [String])
    }

    // MARK: - Settings

    public enum SettingProblem: Equatable, Sendable {
        /// `key` is not in a `[KIND.NAME]` section, which `kind`'s sections look like.
        case notInSection(key: String, kind: SectionKind)
        case badFieldName(String)
        case fieldValuesNotList(key: String)
        case fieldNeedsType(String)
        /// `section` (`[views." "]`) has no name to show.
        case viewNeedsName(section: String)
        /// A view named as a built-in tab (`tab`: its label).
        case builtInTabName(section: String, name: String, tab: String)
        /// Another `kind` section is called `other` (first on `line`) and differs only in case.
        case caseTwin(section: String, kind: SectionKind, other: String, line: Int)
        /// `section` has no `filter`; `example` is one.
        case needsFilter(section: String, example: String)
        case contextNameNotOneWord(section: String)
        case reservedContextName(section: String, name: String, reserved: [String])
        case notAProjectName(key: String, text: String)
        case notATag(key: String, word: String)
        /// An urgency bonus section's key that is no tag / project / field.
        case bonusNotATag(section: String, name: String)
        case bonusNotAProject(section: String, name: String)
        case bonusNotAField(section: String, name: String)
        case pointsOutOfRange(key: String, limit: Int)
        /// `store.file` and `store.vdir` both set; the other on `otherLine`.
        case twoStores(otherLine: Int)
        case otherUsersHome(key: String, path: String)
        case notAColumn(key: String, found: Found, names: [String])
        case columnTwice(key: String, column: String)
        case titleMissing(key: String)
        case keysNotInSection(place: String)
        /// An item of a key list that is no string.
        case keyListItem(place: String, found: ValueKind)
    }

    public enum SectionKind: Equatable, Sendable {
        case field, view, context
    }

    // MARK: - Theme and keys

    public enum ThemeProblem: Equatable, Sendable {
        case unknownName(String, known: [String])
        /// A warning: the line is ignored.
        case unknownElement(String, known: [String])
        /// `StyleSpec`'s own reason (TerminalCore words it: it sits below this target).
        case badStyle(element: String, reason: String)
    }

    public enum KeyProblem: Equatable, Sendable {
        case unknownPreset(String, known: [String])
        /// `KeySpec`'s own reason for a key it cannot read (TerminalCore words it).
        case badKey(scene: String?, action: String, reason: String)
        /// `[keys] action = …` where no scene has the action.
        case actionInNoScene(String, suggestion: String?)
        case unknownScene(String, suggestion: String?, known: [String])
        case unknownAction(String, scene: String, suggestion: String?, known: [String])
        /// `key` for `action` is taken first by a key of every scene (`globalKey`, `globalSummary`).
        case globalKey(scene: String, key: String, action: String, globalKey: String, globalSummary: String)
        /// A key that types text, in the editor.
        case typedInEditor(key: String, action: String)
        /// Two actions on one key; the first side is the later line, the one that made the clash.
        case boundTwice(scene: String, key: String, sides: [KeySide])
        /// A key that is an action's and starts another's sequence.
        case startsSequence(scene: String, key: String, sides: [KeySide])
    }

    /// One action of a key conflict and where its keys came from.
    public struct KeySide: Equatable, Sendable {
        public enum Origin: Equatable, Sendable {
            case defaults
            case preset(String)
            case line(Int)
        }

        public let action: String
        public let origin: Origin

        public init(action: String, origin: Origin) {
            (self.action, self.origin) = (action, origin)
        }
    }

    // MARK: - Warnings

    public enum IgnoredProblem: Equatable, Sendable {
        /// The default file's folder cannot be searched (`reason`): whether it exists is unknown.
        case cannotTellIfExists(reason: String)
        case unknownSection(String, suggestion: String?)
        /// A key of a known section (`section`, as written with brackets); `suggestion` or else `known`.
        case unknownKeyIn(key: String, section: String, suggestion: String?, known: [String])
        /// A key in no known section; `home` is where a known key of that name lives.
        case unknownKey(String, home: KeyHome?)
    }

    /// A known key's name and its section, for "did you mean … under [section]?".
    public struct KeyHome: Equatable, Sendable {
        public let key: String
        public let section: String

        public init(key: String, section: String) {
            (self.key, self.section) = (key, section)
        }
    }
}
