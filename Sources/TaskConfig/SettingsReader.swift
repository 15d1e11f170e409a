import Foundation
import TaskDomain
import TaskWording

/// Turns the known keys' values into typed settings, one rule per key; a value it cannot
/// use is an error naming the line, the key and what it must be.
struct SettingsReader {
    let file: String
    let home: String
    /// The file's declared custom fields (read first: a sort or a column may name one).
    let fields: [FieldDeclaration]
    private(set) var settings = ConfigSettings()

    init(file: String, home: String, fields: [FieldDeclaration] = []) {
        self.file = file
        self.home = home
        self.fields = fields
    }

    mutating func read(_ entry: ConfigDocument.Entry, as key: ConfigKey) throws(ConfigError) {
        let source = SettingSource.configFile(line: entry.line)
        switch key.fullName {
        case "store.file":
            settings.storeFile = Sourced(try path(entry, key), from: source)
        case "store.vdir":
            settings.storeVdir = Sourced(try path(entry, key), from: source)
        case "store.vdir-list":
            guard case .string(let name) = entry.value, !name.allSatisfy(\.isWhitespace), !name.contains("/"),
                  !name.hasPrefix(".") else {
                throw bad(entry, key, expected: .vdirListName(example: "tasks"))
            }
            settings.vdirList = Sourced(name, from: source)
        case "store.lock-timeout":
            let range = ConfigDefaults.lockTimeoutRange
            let expected = ConfigProblem.Expected.seconds(Int(range.lowerBound)...Int(range.upperBound))
            let seconds: Double
            switch entry.value {
            case .integer(let number): seconds = Double(number)
            case .decimal(let number): seconds = number
            default: throw bad(entry, key, expected: expected)
            }
            guard range.contains(seconds) else { throw bad(entry, key, expected: expected) }
            settings.lockTimeout = Sourced(seconds, from: source)
        case "sync.command":
            guard case .string(let command) = entry.value, !command.allSatisfy(\.isWhitespace) else {
                throw bad(entry, key, expected: .shellCommand(default: ConfigDefaults.syncCommand))
            }
            settings.syncCommand = Sourced(command, from: source)
        case "sync.timeout":
            let range = ConfigDefaults.syncTimeoutRange
            guard case .integer(let seconds) = entry.value, range.contains(seconds) else {
                throw bad(entry, key, expected: .wholeSeconds(range))
            }
            settings.syncTimeout = Sourced(seconds, from: source)
        case "editor.command":
            guard case .string(let command) = entry.value, !command.allSatisfy(\.isWhitespace) else {
                throw bad(entry, key, expected: .shellCommandSuchAs("nvim"))
            }
            settings.editorCommand = Sourced(command, from: source)
        case "list.tab":
            guard case .string(let name) = entry.value, !name.isEmpty else { throw badTab(entry, key) }
            if let filter = ListTabName.filter(named: name) {
                settings.listTab = Sourced(filter, from: source)
            } else {
                // A saved view's name: checked once the views are read (they may come later).
                settings.listView = Sourced(name, from: source)
            }
        case "list.sort":
            let names = TaskSort.all(fields: fields).map(\.name)
            guard case .string(let name) = entry.value, let sort = TaskSort(name: name, fields: fields) else {
                throw bad(entry, key, expected: .oneOf(names))
            }
            settings.listSort = Sourced(sort, from: source)
        case "list.columns":
            settings.listColumns = Sourced(try ColumnsSetting.read(entry, named: key.fullName, file: file, fields: fields), from: source)
        case "list.date-style":
            let names = DateStyle.allCases.map(\.rawValue)
            guard case .string(let name) = entry.value, let style = DateStyle(rawValue: name.lowercased()) else {
                throw bad(entry, key, expected: .oneOf(names))
            }
            settings.dateStyle = Sourced(style, from: source)
        case "mouse.enabled":
            guard case .boolean(let enabled) = entry.value else { throw bad(entry, key, expected: .trueOrFalse) }
            settings.mouseEnabled = Sourced(enabled, from: source)
        case "start.several-active":
            guard case .boolean(let several) = entry.value else { throw bad(entry, key, expected: .trueOrFalse) }
            settings.severalActive = Sourced(several, from: source)
        case UndoConfig.key.fullName:
            settings.undoLimit = Sourced(try UndoConfig.limit(entry, bad: { bad(entry, key, expected: $0) }), from: source)
        case "next.limit":
            let range = PlanConfig.nextLimitRange
            guard case .integer(let limit) = entry.value, range.contains(limit) else {
                throw bad(entry, key, expected: .wholeTasks(range))
            }
            settings.nextLimit = Sourced(limit, from: source)
        case _ where key.section == PlanConfig.urgencySection:
            let points: Double
            switch entry.value {
            case .integer(let number): points = Double(number)
            case .decimal(let number) where number.isFinite: points = number
            default: throw bad(entry, key, expected: .numberSuchAs(key.shown.written))
            }
            if key.name == "age-limit", points < 0 {
                throw bad(entry, key, expected: .daysZeroOrMore)
            }
            guard abs(points) <= PlanConfig.pointsLimit else {
                throw bad(entry, key, expected: .numberWithin(limit: Int(PlanConfig.pointsLimit)))
            }
            settings.urgency[key.name] = Sourced(points, from: source)
        default:
            break  // a key in the schema's table with no reader yet is a programming error caught by tests
        }
    }

    /// A key under `[urgency.tag]` (a tag's name) or `[urgency.project]` (a project's, which
    /// may be dotted: `home.garden = 2` is the project home.garden).
    mutating func readBonus(_ entry: ConfigDocument.Entry) throws(ConfigError) {
        let isTag = entry.path[1] == PlanConfig.tagSection[1]
        let section = "[" + ConfigDocument.name(of: Array(entry.path.prefix(2))) + "]"
        let points = try bonusPoints(entry, example: isTag ? "15" : "2")
        let source = SettingSource.configFile(line: entry.line)
        if isTag {
            guard entry.path.count == 3, let tag = try? TaskValidation.tag(entry.path[2]) else {
                throw ConfigError(file: file, line: entry.line,
                                  .setting(.bonusNotATag(section: section, name: ConfigDocument.shownName(of: Array(entry.path.dropFirst(2))))))
            }
            settings.urgencyTags.removeAll { $0.name == tag }
            settings.urgencyTags.append(UrgencyBonus(name: tag, points: Sourced(points, from: source)))
        } else {
            let name = entry.path.dropFirst(2).joined(separator: ".")
            guard let project = try? TaskValidation.project(name) else {
                throw ConfigError(file: file, line: entry.line,
                                  .setting(.bonusNotAProject(section: section, name: ConfigDocument.shownName(of: Array(entry.path.dropFirst(2))))))
            }
            settings.urgencyProjects.removeAll { $0.name == project }
            settings.urgencyProjects.append(UrgencyBonus(name: project, points: Sourced(points, from: source)))
        }
    }

    /// An urgency bonus's points: a number within `PlanConfig.pointsLimit` either way.
    private func bonusPoints(_ entry: ConfigDocument.Entry, example: String) throws(ConfigError) -> Double {
        let points: Double
        switch entry.value {
        case .integer(let number): points = Double(number)
        case .decimal(let number) where number.isFinite: points = number
        default:
            throw ConfigError(file: file, line: entry.line, .mustBe(key: entry.name, expected: .pointsSuchAs(example), found: entry.value.foundKind))
        }
        guard abs(points) <= PlanConfig.pointsLimit else {
            throw ConfigError(file: file, line: entry.line, .setting(.pointsOutOfRange(key: entry.name, limit: Int(PlanConfig.pointsLimit))))
        }
        return points
    }

    /// A key under `[urgency.field]` (a custom field's name: points for having it) or
    /// `[urgency.field.NAME]` (one of its values, as stored: `L = 3`, `"2.5" = 1`).
    mutating func readFieldBonus(_ entry: ConfigDocument.Entry) throws(ConfigError) {
        let section = "[" + ConfigDocument.name(of: Array(entry.path.prefix(entry.path.count - 1))) + "]"
        let points = try bonusPoints(entry, example: "2")
        let field = entry.path[2]
        guard entry.path.count <= 4, FieldDeclaration.isValidName(field) else {
            throw ConfigError(file: file, line: entry.line,
                              .setting(.bonusNotAField(section: section, name: ConfigDocument.shownName(of: Array(entry.path.dropFirst(2))))))
        }
        let value = entry.path.count == 4 ? entry.path[3] : nil
        let bonus = UrgencyFieldBonus(field: field, value: value,
                                      points: Sourced(points, from: SettingSource.configFile(line: entry.line)))
        settings.urgencyFields.removeAll { $0.field == field && $0.value == value }
        settings.urgencyFields.append(bonus)
    }

    /// `list.tab` is a built-in tab's name or a saved view's.
    private func badTab(_ entry: ConfigDocument.Entry, _ key: ConfigKey) -> ConfigError {
        bad(entry, key, expected: .tabOrView(names: ListTabName.all.map(\.name)))
    }

    /// The settings, once every entry is read: `file` and `vdir` together are refused here,
    /// at the later of the two lines; `list.tab` naming no view is refused at its line.
    func finished(views: [ViewSetting] = []) throws(ConfigError) -> ConfigSettings {
        if let view = settings.listView, !views.contains(where: { $0.name == view.value }),
           case .configFile(let line) = view.source, let key = ConfigSchema.keys.first(where: { $0.fullName == "list.tab" }) {
            throw badTab(ConfigDocument.Entry(path: ["list", "tab"], value: .string(view.value), line: line), key)
        }
        if let file = settings.storeFile, let vdir = settings.storeVdir,
           case .configFile(let fileLine) = file.source, case .configFile(let vdirLine) = vdir.source {
            let (first, second) = fileLine < vdirLine ? (fileLine, vdirLine) : (vdirLine, fileLine)
            throw ConfigError(file: self.file, line: second, .setting(.twoStores(otherLine: first)))
        }
        var settings = self.settings
        settings.views = views
        return settings
    }

    // MARK: - Values

    /// A path: `~` and `~/...` are the home folder; a relative path is relative to the
    /// config file's folder (not to wherever taskdeck happens to be started).
    private func path(_ entry: ConfigDocument.Entry, _ key: ConfigKey) throws(ConfigError) -> String {
        let expected: ConfigProblem.Expected = key.name == "vdir" ? .folderPath : .filePath
        guard case .string(let text) = entry.value, !text.allSatisfy(\.isWhitespace) else {
            throw bad(entry, key, expected: expected)
        }
        if text == "~" { return home }
        if text.hasPrefix("~/") { return (home as NSString).appendingPathComponent(String(text.dropFirst(2))) }
        if text.hasPrefix("~") {
            throw ConfigError(file: file, line: entry.line, .setting(.otherUsersHome(key: key.fullName, path: text)))
        }
        if text.hasPrefix("/") { return text }
        let folder = (file as NSString).deletingLastPathComponent
        return ((folder.isEmpty ? "." : folder) as NSString).appendingPathComponent(text)
    }

    /// "KEY must be EXPECTED, not FOUND": a string as written (cut at 80 characters), a number
    /// as written where a number is expected, else the value's kind.
    private func bad(_ entry: ConfigDocument.Entry, _ key: ConfigKey, expected: ConfigProblem.Expected) -> ConfigError {
        let found: ConfigProblem.Found
        switch entry.value {
        case .string(let text):
            found = .written(ConfigValue.quoted(String(text.prefix(80)) + (text.count > 80 ? "…" : "")))
        case .integer where Self.isNumber(expected), .decimal where Self.isNumber(expected):
            found = entry.value.foundWritten
        default:
            found = entry.value.foundKind
        }
        return ConfigError(file: file, line: entry.line, .mustBe(key: key.fullName, expected: expected, found: found))
    }

    /// Whether `expected` is a number, so a number found is shown as written.
    private static func isNumber(_ expected: ConfigProblem.Expected) -> Bool {
        switch expected {
        case .seconds, .wholeSeconds, .wholeChanges, .wholeTasks, .numberSuchAs, .daysZeroOrMore, .numberWithin: true
        default: false
        }
    }
}
