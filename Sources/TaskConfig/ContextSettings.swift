import TaskDomain
import TaskWording

/// One `[contexts.NAME]` section: a context's filter and its explicit write defaults, with
/// the lines they are on. The filter stays text here: the executable reads it (and places its
/// errors at its line) against its clock, as it does a saved view's.
public struct ContextSetting: Equatable, Sendable {
    public let name: String
    /// The line of the context's first key (where a missing filter is said).
    public let line: Int
    public var filter: Sourced<String>?
    /// `project = "work"`: the project a task added in the context gets (else the filter's).
    public var project: Sourced<String>?
    /// `tags = "office"` or `tags = ["office", "desk"]`: its tags (else the filter's).
    public var tags: Sourced<[String]>?

    public init(name: String, line: Int, filter: Sourced<String>? = nil, project: Sourced<String>? = nil,
                tags: Sourced<[String]>? = nil) {
        self.name = name
        self.line = line
        self.filter = filter
        self.project = project
        self.tags = tags
    }
}

extension ContextSetting: FilteredSectionSetting {
    init(name: String, line: Int) { self.init(name: name, line: line, filter: nil) }
}

/// Reads the `[contexts.NAME]` sections into `ContextSetting`s, in the file's order.
struct ContextSettingsReader {
    static let section = "contexts"
    private var sections: NamedSections<ContextSetting>
    var contexts: [ContextSetting] { sections.settings }
    var warnings: [ConfigWarning] { sections.warnings }

    init(file: String) {
        sections = NamedSections(section: Self.section, kind: .context, keys: ["filter", "project", "tags"], file: file)
    }

    /// Reads `entry`, a key under `[contexts.NAME]`.
    mutating func read(_ entry: ConfigDocument.Entry) throws(ConfigError) {
        let file = sections.file
        let (name, key, section) = try sections.place(of: entry)
        if name.isEmpty || name.contains(where: { $0.isWhitespace || $0.isNewline }) {
            throw ConfigError(file: file, line: entry.line, .setting(.contextNameNotOneWord(section: section)))
        }
        if TaskContext.reservedNames.contains(name.lowercased()) {
            throw ConfigError(file: file, line: entry.line,
                              .setting(.reservedContextName(section: section, name: name, reserved: TaskContext.reservedNames.sorted())))
        }
        try sections.refuseCaseTwin(of: name, label: section, line: entry.line)
        let index = sections.index(of: name, line: entry.line)
        let source = SettingSource.configFile(line: entry.line)
        switch key {
        case "filter":
            try sections.readFilter(entry, at: index, example: "+work or #office")
        case "project":
            guard case .string(let text) = entry.value else {
                throw ConfigError(file: file, line: entry.line, .mustBe(key: entry.name, expected: .project, found: entry.value.foundKind))
            }
            do {
                let project = try TaskValidation.project(text)
                sections.update(index) { $0.project = Sourced(project, from: source) }
            } catch {
                throw ConfigError(file: file, line: entry.line, .setting(.notAProjectName(key: entry.name, text: text)))
            }
        case "tags":
            let words: [String]
            switch entry.value {
            case .string(let text): words = TaskValidation.tagWords(in: text)
            case .list(let values):
                words = try values.map { value throws(ConfigError) in
                    guard case .string(let text) = value else {
                        throw ConfigError(file: file, line: entry.line, .mustBe(key: entry.name, expected: .tagInList, found: value.foundKind))
                    }
                    return text
                }
            default:
                throw ConfigError(file: file, line: entry.line, .mustBe(key: entry.name, expected: .tags, found: entry.value.foundKind))
            }
            var tags: [String] = []
            for word in words {
                do {
                    tags.append(try TaskValidation.tag(word))
                } catch {
                    throw ConfigError(file: file, line: entry.line, .setting(.notATag(key: entry.name, word: word)))
                }
            }
            sections.update(index) { $0.tags = Sourced(tags, from: source) }
        default:
            sections.warnUnknown(key, in: section, line: entry.line)
        }
    }

    /// The contexts, once every entry is read: each must have a filter.
    func finished() throws(ConfigError) -> [ContextSetting] {
        try sections.finishedRequiringFilter(example: "+work or #office")
    }
}
