/// A setting read from one `[KIND.NAME]` section (a saved view, a context): its name and the
/// line of its first key, where a missing required key is said.
protocol NamedSectionSetting {
    var name: String { get }
    var line: Int { get }
    init(name: String, line: Int)
}

/// What every reader of `[KIND.NAME]` sections does the same way, so `[views.NAME]` and
/// `[contexts.NAME]` cannot drift apart in it: the entry's NAME and key (an error naming the
/// section's shape when it is not in one), names that differ only in case refused, one
/// setting per NAME in the file's order, unknown keys warned about with the known ones, and
/// a required key checked once every entry is read. What a key means stays in each reader.
struct NamedSections<Setting: NamedSectionSetting> {
    /// `views`, `contexts`: the first part of the sections' names.
    let section: String
    /// `view`, `context`: what one section is called in the messages.
    let noun: String
    let keys: [String]
    let file: String
    private(set) var settings: [Setting] = []
    private(set) var warnings: [ConfigWarning] = []

    init(section: String, noun: String, keys: [String], file: String) {
        self.section = section
        self.noun = noun
        self.keys = keys
        self.file = file
    }

    /// Where `entry` goes: its section's NAME, its key and the section as written
    /// (`[views.work]`). `shape` says what a section looks like, for an entry not in one.
    func place(of entry: ConfigDocument.Entry, shape: String) throws(ConfigError) -> (name: String, key: String, label: String) {
        guard entry.path.count == 3 else {
            throw ConfigError(file: file, line: entry.line, message: "\(entry.name): " + shape)
        }
        let name = entry.path[1]
        return (name, entry.path[2], "[" + ConfigDocument.name(of: [section, name]) + "]")
    }

    /// Refuses `name` when another section's differs from it only in case: the command line
    /// could not tell them apart.
    func refuseCaseTwin(of name: String, label: String, line: Int) throws(ConfigError) {
        guard let other = settings.first(where: { $0.name != name && $0.name.lowercased() == name.lowercased() }) else { return }
        throw ConfigError(file: file, line: line,
                          message: "\(label): another \(noun) is called '\(other.name)' (line \(other.line)); "
                          + "names that differ only in case cannot be told apart on the command line")
    }

    /// The index of the setting called `name`, begun at `line` when this is its first key.
    mutating func index(of name: String, line: Int) -> Int {
        if let existing = settings.firstIndex(where: { $0.name == name }) { return existing }
        settings.append(Setting(name: name, line: line))
        return settings.count - 1
    }

    mutating func update(_ index: Int, _ change: (inout Setting) -> Void) {
        change(&settings[index])
    }

    mutating func warnUnknown(_ key: String, in label: String, line: Int) {
        warnings.append(ConfigWarning(file: file, line: line,
                                      message: "unknown key '\(key)' in \(label); ignored (known: " + keys.joined(separator: ", ") + ")"))
    }

    /// The settings, once every entry is read; each must have what `isComplete` asks, else
    /// an error at its first line: `[views.work] needs ` + `missing`.
    func finished(requiring isComplete: (Setting) -> Bool, missing: String) throws(ConfigError) -> [Setting] {
        if let setting = settings.first(where: { !isComplete($0) }) {
            throw ConfigError(file: file, line: setting.line,
                              message: "[\(ConfigDocument.name(of: [section, setting.name]))] needs " + missing)
        }
        return settings
    }
}

/// A `[KIND.NAME]` setting with a `filter = "…"` key (saved views and contexts).
protocol FilteredSectionSetting: NamedSectionSetting {
    var filter: Sourced<String>? { get set }
}

extension NamedSections where Setting: FilteredSectionSetting {
    /// `filter = "…"` of the setting at `index`: kept as text, which the executable reads
    /// against its clock; `example` is the filter the error shows when the value is no string.
    mutating func readFilter(_ entry: ConfigDocument.Entry, at index: Int, example: String) throws(ConfigError) {
        guard case .string(let text) = entry.value else {
            throw ConfigError(file: file, line: entry.line,
                              message: "\(entry.name) must be a filter in quotes (\"\(example)\"), not \(entry.value.kind)")
        }
        update(index) { $0.filter = Sourced(text, from: .configFile(line: entry.line)) }
    }
}
