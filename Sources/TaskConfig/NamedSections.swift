import TaskWording

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
    /// `view`, `context`: what one section is, for the messages.
    let kind: ConfigProblem.SectionKind
    let keys: [String]
    let file: String
    private(set) var settings: [Setting] = []
    private(set) var warnings: [ConfigWarning] = []

    init(section: String, kind: ConfigProblem.SectionKind, keys: [String], file: String) {
        self.section = section
        self.kind = kind
        self.keys = keys
        self.file = file
    }

    /// Where `entry` goes: its section's NAME, its key and the section as written
    /// (`[views.work]`); an entry not in one is an error saying what a section looks like.
    func place(of entry: ConfigDocument.Entry) throws(ConfigError) -> (name: String, key: String, label: String) {
        guard entry.path.count == 3 else {
            throw ConfigError(file: file, line: entry.line, .setting(.notInSection(key: entry.name, kind: kind)))
        }
        let name = entry.path[1]
        return (name, entry.path[2], "[" + ConfigDocument.name(of: [section, name]) + "]")
    }

    /// Refuses `name` when another section's differs from it only in case: the command line
    /// could not tell them apart.
    func refuseCaseTwin(of name: String, label: String, line: Int) throws(ConfigError) {
        guard let other = settings.first(where: { $0.name != name && $0.name.lowercased() == name.lowercased() }) else { return }
        throw ConfigError(file: file, line: line, .setting(.caseTwin(section: label, kind: kind, other: other.name, line: other.line)))
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
        warnings.append(ConfigWarning(file: file, line: line, .ignored(.unknownKeyIn(key: key, section: label, suggestion: nil, known: keys))))
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
            throw ConfigError(file: file, line: entry.line, .mustBe(key: entry.name, expected: .filterSuchAs(example), found: entry.value.foundKind))
        }
        update(index) { $0.filter = Sourced(text, from: .configFile(line: entry.line)) }
    }

    /// The settings, once every entry is read; each must have a filter, else an error at its
    /// first line showing `example`.
    func finishedRequiringFilter(example: String) throws(ConfigError) -> [Setting] {
        if let setting = settings.first(where: { $0.filter == nil }) {
            throw ConfigError(file: file, line: setting.line,
                              .setting(.needsFilter(section: "[\(ConfigDocument.name(of: [section, setting.name]))]", example: example)))
        }
        return settings
    }
}
