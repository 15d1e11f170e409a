import Testing
import TaskDomain
import TaskWording

/// The words for what is wrong in a config file: the cases are facts (tested where they are
/// found: TaskConfigTests, ThemeTests, KeyConfigurationTests), the sentences are these, word
/// for word as they were when the messages were built at the throw sites.
@Suite struct ConfigProblemTextTests {
    @Test(arguments: [
        (ConfigProblem.FileProblem.missing(namedBy: "--config"), "cannot read the config file (named by --config): no such file"),
        (.unreadable(namedBy: "--config", reason: "Permission denied"),
         "cannot read the config file (named by --config): Permission denied"),
        (.unreadable(namedBy: nil, reason: "Input/output error"), "cannot read the config file: Input/output error"),
        (.folder, "is a folder, not a config file"),
        (.special(.namedPipe), "is a named pipe (FIFO), not a config file; move it away (without a file the defaults apply)"),
        (.special(.socket), "is a socket, not a config file; move it away (without a file the defaults apply)"),
        (.special(.device), "is a device, not a config file; move it away (without a file the defaults apply)"),
        (.tooLarge, "is larger than 1 MiB; a config file is a few lines: is it the right file?"),
        (.silentPipe(seconds: 0.2), "nothing came through this pipe for 0.2 s; is the program that should write the config running?"),
        (.silentPipe(seconds: 5), "nothing came through this pipe for 5 s; is the program that should write the config running?"),
        (.notUTF8, "is not UTF-8 text; save the file as UTF-8"),
    ])
    func eachFileProblemIsWorded(problem: ConfigProblem.FileProblem, text: String) {
        #expect(ConfigProblemText.sentence(.file(problem)) == text)
    }

    static let value = "expected a value: a \"string\", a number, true, false or a [list]"

    @Test(arguments: [
        (ConfigProblem.SyntaxProblem.lineEndExpected(after: .sectionHeader, found: .scalar("x")),
         "expected the end of the line (or a # comment) after the section header, found 'x'"),
        (.lineEndExpected(after: .value, found: .loneCarriageReturn),
         "expected the end of the line (or a # comment) after the value, found a carriage return (CR) without a line feed; "
            + "save the file with LF or CRLF line ends"),
        (.controlCharacter(0x1B, in: .string), "control character U+001B in a string; write it as \\u001B"),
        (.controlCharacter(0x7F, in: .comment), "control character U+007F in a comment; remove it"),
        (.tooManyKeyParts(limit: 32), "a key or section has more than 32 dotted parts; taskdeck's have at most three"),
        (.keyExpected(found: .endOfFile), "expected a key (letters, digits, - and _, or a \"quoted name\"), found the end of the file"),
        (.multiLineString(literal: false), "multi-line strings (\"\"\") are not supported; write \\n in a \"string\""),
        (.multiLineString(literal: true), "multi-line strings (''') are not supported; write \\n in a \"string\""),
        (.unclosedString(literal: false), "this string has no closing '\"' on its line"),
        (.unclosedString(literal: true), "this string has no closing \"'\" on its line"),
        (.backslashAtLineEnd, "a '\\' at the end of a line; write \\\\ for a backslash"),
        (.shortUnicodeEscape(letter: "U", digits: 8), "\\U needs 8 hexadecimal digits naming a Unicode character"),
        (.unknownEscape(letter: "q"), "unknown escape '\\q'; write \\\\ for a backslash, or use a 'literal string'"),
        (.arrayOfTables, "arrays of tables ([[...]]) are not supported; use [section] or a [list] value"),
        (.sectionCloseExpected(found: .endOfLine), "expected ']' to close the section header, found the end of the line"),
        (.valueNotSection(name: "list", line: 2), "'list' is a value (line 2), not a section"),
        (.equalsExpected(key: "sort", found: .scalar("'")), "expected '=' after the key 'sort', found \"'\""),
        (.setTwice(name: "list.sort", firstLine: 3), "'list.sort' is set twice (first on line 3); keep one"),
        (.sectionNotValue(name: "list", line: 1), "'list' is a section (line 1), not a value"),
        (.valueExpected(found: .control), value + ", found a control character"),
        (.inlineTable, "inline tables ({...}) are not supported; use a [section]"),
        (.bareWord("due"), value + "; to give the word due, quote it: \"due\""),
        (.listTooDeep(limit: 8), "lists nested more than 8 deep are not supported"),
        (.unclosedList, "this list has no closing ']'"),
        (.listSeparatorExpected(found: .scalar("x")), "expected ',' or ']' in the list, found 'x'"),
        (.notANumber("1x"), "'1x' is not a number (write 5, -1, 2.5 or 1_000)"),
    ])
    func eachSyntaxProblemIsWorded(problem: ConfigProblem.SyntaxProblem, text: String) {
        #expect(ConfigProblemText.sentence(.syntax(problem)) == text)
    }

    @Test(arguments: [
        (ConfigProblem.Expected.filePath, "the path of a file in quotes"),
        (.folderPath, "the path of a folder in quotes"),
        (.vdirListName(example: "tasks"), "the name of one of the vdir's sub-folders in quotes, such as \"tasks\""),
        (.seconds(1...60), "a number of seconds from 1 to 60"),
        (.wholeSeconds(1...600), "a whole number of seconds from 1 to 600"),
        (.shellCommand(default: "vdirsyncer sync"), "a shell command in quotes (leave the line out for \"vdirsyncer sync\")"),
        (.shellCommandSuchAs("nvim"), "a shell command in quotes, such as \"nvim\""),
        (.tabOrView(names: ["all", "today"]), "one of \"all\", \"today\" or the name of a view ([views.NAME])"),
        (.oneOf(["due", "title"]), "one of \"due\", \"title\""),
        (.trueOrFalse, "true or false"),
        (.wholeChanges(1...100_000), "a whole number of changes from 1 to 100000"),
        (.wholeTasks(1...50), "a whole number of tasks from 1 to 50"),
        (.numberSuchAs("2.0"), "a number, such as 2.0"),
        (.daysZeroOrMore, "a number of days, 0 or more"),
        (.numberWithin(limit: 1_000_000), "a number from -1000000 to 1000000"),
        (.pointsSuchAs("15"), "a number of points, such as 15"),
        (.text, "a text in quotes"),
        (.themeName, "the name of a theme in quotes (\"light\")"),
        (.style, "a style in quotes (\"bold red\", \"208\", \"#af5fff\")"),
        (.presetName, "the name of a preset in quotes (\"emacs\")"),
        (.keys, "a key or a list of keys in quotes ([\"x\", \"ctrl-r\"])"),
        (.project, "a project in quotes (\"work\")"),
        (.tags, "tags in quotes (\"office\" or [\"office\", \"desk\"])"),
        (.filterSuchAs("+work"), "a filter in quotes (\"+work\")"),
        (.columns(names: ["title", "due"]), "a list of column names in quotes, some of \"title\", \"due\""),
    ])
    func eachExpectedValueIsWorded(expected: ConfigProblem.Expected, text: String) {
        #expect(ConfigProblemText.sentence(.mustBe(key: "k", expected: expected, found: .kind(.list))) == "k must be \(text), not a list")
    }

    @Test func foundValuesAreWrittenOrNamedByKind() {
        let sentence = { (found: ConfigProblem.Found) in ConfigProblemText.sentence(.mustBe(key: "k", expected: .trueOrFalse, found: found)) }
        #expect(sentence(.written("5")) == "k must be true or false, not 5")
        #expect(sentence(.kind(.string)) == "k must be true or false, not a string")
        #expect(sentence(.kind(.number)) == "k must be true or false, not a number")
        #expect(sentence(.kind(.boolean)) == "k must be true or false, not a boolean")
        #expect(ConfigProblemText.sentence(.mustBe(key: "contexts.w.tags", expected: .tagInList, found: .kind(.number)))
                == "contexts.w.tags must list tags in quotes ([\"office\"]), not a number")
    }

    @Test(arguments: [
        (ConfigProblem.SettingProblem.notInSection(key: "fields.x", kind: .field),
         "fields.x: a custom field is a section [fields.NAME] with type = \"number\" (or \"string\", \"date\", \"duration\")"),
        (.notInSection(key: "views.x", kind: .view),
         "views.x: a view is a section [views.NAME] with filter = \"…\", and sort = \"…\" or columns = [...] if you like"),
        (.notInSection(key: "contexts.x", kind: .context),
         "contexts.x: a context is a section [contexts.NAME] with filter = \"…\", and project = \"…\" or tags = [\"…\"] if you like"),
        (.badFieldName("2x"), "[fields.2x]: a field's name is a letter, then letters, digits, _ or -"),
        (.fieldValuesNotList(key: "fields.size.values"),
         "fields.size.values must be a list of the values it may take, such as [\"S\", \"M\", \"L\"]"),
        (.fieldNeedsType("estimate"), "[fields.estimate] needs a type: type = \"number\" (or \"string\", \"date\", \"duration\")"),
        (.viewNeedsName(section: "[views.\" \"]"), "[views.\" \"]: a view needs a name to show on its tab, such as [views.work]"),
        (.builtInTabName(section: "[views.today]", name: "today", tab: "Today"),
         "[views.today]: 'today' is the name of a built-in tab (Today); give the view another name"),
        (.caseTwin(section: "[views.Work]", kind: .view, other: "work", line: 2),
         "[views.Work]: another view is called 'work' (line 2); names that differ only in case cannot be told apart on the command line"),
        (.caseTwin(section: "[contexts.Work]", kind: .context, other: "work", line: 2),
         "[contexts.Work]: another context is called 'work' (line 2); names that differ only in case cannot be told apart on the command line"),
        (.needsFilter(section: "[views.work]", example: "+work !>=medium"), "[views.work] needs a filter, such as filter = \"+work !>=medium\""),
        (.contextNameNotOneWord(section: "[contexts.\"a b\"]"),
         "[contexts.\"a b\"]: a context's name is one word (taskdeck context NAME), such as [contexts.work]"),
        (.reservedContextName(section: "[contexts.none]", name: "none", reserved: ["list", "none"]),
         "[contexts.none]: 'none' is a word of taskdeck context itself (list, none); give the context another name"),
        (.notAProjectName(key: "contexts.w.project", text: "a b"),
         "contexts.w.project: 'a b' is not a project name (one word, parts joined by dots)"),
        (.notATag(key: "contexts.w.tags", word: "a.b c"), "contexts.w.tags: 'a.b c' is not a tag (one word)"),
        (.bonusNotATag(section: "[urgency.tag]", name: "a.b"), "[urgency.tag]: 'a.b' is not a tag (one word, such as next = 15)"),
        (.bonusNotAProject(section: "[urgency.project]", name: "a b"),
         "[urgency.project]: 'a b' is not a project (such as work = 2, or \"home.garden\" = 1)"),
        (.bonusNotAField(section: "[urgency.field]", name: "2x"),
         "[urgency.field]: '2x' is not a field's name (estimate = 2) or a value under [urgency.field.NAME] (L = 3)"),
        (.pointsOutOfRange(key: "urgency.tag.next", limit: 1_000_000),
         "urgency.tag.next must be a number of points from -1000000 to 1000000"),
        (.twoStores(otherLine: 2), "store.file and store.vdir are both set (the other on line 2); keep one: taskdeck uses one store"),
        (.otherUsersHome(key: "store.file", path: "~bob/t.json"),
         "store.file: '~bob/t.json' names another user's home, which taskdeck does not expand; write the full path, or ~/... for yours"),
        (.notAColumn(key: "list.columns", found: .written("\"x\""), names: ["title", "due"]),
         "list.columns: \"x\" is not a column; expected some of \"title\", \"due\""),
        (.columnTwice(key: "list.columns", column: "due"), "list.columns names \"due\" twice; give each column once"),
        (.titleMissing(key: "list.columns"), "list.columns must include \"title\": a row without its title says nothing"),
        (.keysNotInSection(place: "keys.a.b.c"), "keys.a.b.c: expected action = keys under [keys] or [keys.SCENE]"),
        (.keyListItem(place: "keys.list.top", found: .number),
         "keys.list.top must be a key or a list of keys in quotes ([\"x\", \"ctrl-r\"]), found a number in the list"),
    ])
    func eachSettingProblemIsWorded(problem: ConfigProblem.SettingProblem, text: String) {
        #expect(ConfigProblemText.sentence(.setting(problem)) == text)
    }

    @Test func aFilterThatDoesNotReadNamesItsKey() {
        let error = FilterError(.invalidDate("someday"), word: "due:someday", column: 1)
        #expect(ConfigProblemText.sentence(.filter(key: "views.work.filter", error))
                == "views.work.filter: " + FilterErrorText.sentence(error))
    }

    @Test(arguments: [
        (ConfigProblem.ThemeProblem.unknownName("solarized", known: ["dark", "light"]),
         "theme.name must be one of \"dark\", \"light\", not \"solarized\""),
        (.unknownElement("projcet", known: ["title", "project"]), "unknown element 'projcet' in [theme.colors]; ignored (known: title, project)"),
        (.badStyle(element: "tag", reason: "an empty style"), "theme.colors.tag: an empty style"),
    ])
    func eachThemeProblemIsWorded(problem: ConfigProblem.ThemeProblem, text: String) {
        #expect(ConfigProblemText.sentence(.theme(problem)) == text)
    }

    @Test(arguments: [
        (ConfigProblem.KeyProblem.unknownPreset("vi", known: ["vim", "emacs"]), "unknown key preset \"vi\": expected \"vim\", \"emacs\""),
        (.badKey(scene: "list", action: "top", reason: "unknown key \"hyper\""), "[keys.list] top: unknown key \"hyper\""),
        (.badKey(scene: nil, action: "top", reason: "unknown key \"hyper\""), "[keys] top: unknown key \"hyper\""),
        (.actionInNoScene("tpo", suggestion: "top"),
         "unknown action \"tpo\" in [keys]: no scene has it (did you mean \"top\"?); taskdeck help keys lists each scene's actions"),
        (.actionInNoScene("zzz", suggestion: nil),
         "unknown action \"zzz\" in [keys]: no scene has it; taskdeck help keys lists each scene's actions"),
        (.unknownScene("lst", suggestion: "list", known: ["list", "detail"]),
         "unknown scene [keys.lst] (did you mean \"list\"?): expected one of list, detail"),
        (.unknownAction("tpo", scene: "list", suggestion: nil, known: ["top", "bottom"]),
         "unknown action \"tpo\" in [keys.list]: expected one of top, bottom"),
        (.globalKey(scene: "list", key: "ctrl-x ctrl-c", action: "top", globalKey: "ctrl-c", globalSummary: "quit taskdeck"),
         "list: \"ctrl-x ctrl-c\" for top would never reach the scene: ctrl-c is a key of every scene (quit taskdeck)"),
        (.typedInEditor(key: "s", action: "save"),
         "editor: \"s\" for save would stop it being typed; use a key with ctrl- or alt-, or a function key"),
        (.boundTwice(scene: "list", key: "x", sides: [.init(action: "top", origin: .line(4)), .init(action: "toggle", origin: .defaults)]),
         "list: \"x\" is bound to both top (line 4) and toggle (default); give one of them other keys under [keys.list]"),
        (.startsSequence(scene: "list", key: "g", sides: [.init(action: "top", origin: .preset("vim")), .init(action: "go", origin: .line(2))]),
         "list: \"g\" cannot be a key and start a sequence: top (preset vim) and go (line 2); give one of them other keys under [keys.list]"),
    ])
    func eachKeyProblemIsWorded(problem: ConfigProblem.KeyProblem, text: String) {
        #expect(ConfigProblemText.sentence(.keys(problem)) == text)
    }

    @Test(arguments: [
        (ConfigProblem.IgnoredProblem.cannotTellIfExists(reason: "Permission denied"),
         "cannot tell whether this config file exists (Permission denied on a folder of its path); the defaults apply"),
        (.unknownSection("lsit", suggestion: "list"), "unknown section [lsit]; its keys are ignored (did you mean [list]?)"),
        (.unknownSection("zzz", suggestion: nil), "unknown section [zzz]; its keys are ignored"),
        (.unknownKeyIn(key: "srot", section: "[list]", suggestion: "sort", known: ["sort", "tab"]),
         "unknown key 'srot' in [list]; ignored (did you mean 'sort'?)"),
        (.unknownKeyIn(key: "zzz", section: "[views.w]", suggestion: nil, known: ["filter", "sort"]),
         "unknown key 'zzz' in [views.w]; ignored (known: filter, sort)"),
        (.unknownKey("sort", home: .init(key: "sort", section: "list")), "unknown key 'sort'; ignored (did you mean 'sort' under [list]?)"),
        (.unknownKey("zzz", home: nil), "unknown key 'zzz'; ignored"),
    ])
    func eachIgnoredThingIsWorded(problem: ConfigProblem.IgnoredProblem, text: String) {
        #expect(ConfigProblemText.sentence(.ignored(problem)) == text)
    }

    /// The reason errors became facts: two problems that read alike are still two problems.
    @Test func twoCasesWithOneSentenceAreToldApart() {
        let named = ConfigProblem.mustBe(key: "k", expected: .text, found: .written("a string"))
        let kind = ConfigProblem.mustBe(key: "k", expected: .text, found: .kind(.string))
        #expect(ConfigProblemText.sentence(named) == ConfigProblemText.sentence(kind))
        #expect(named != kind)
        let missing = ConfigProblem.file(.missing(namedBy: "--config"))
        let unreadable = ConfigProblem.file(.unreadable(namedBy: "--config", reason: "no such file"))
        #expect(ConfigProblemText.sentence(missing) == ConfigProblemText.sentence(unreadable))
        #expect(missing != unreadable)
    }

    @Test func quotingEscapesWhatAConfigStringCannotHold() {
        #expect(ConfigProblemText.quoted("a\"b\\c\n\u{1B}") == "\"a\\\"b\\\\c\\n\\u001B\"")
    }
}
