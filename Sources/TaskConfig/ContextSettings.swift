import TaskDomain

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

/// Reads the `[contexts.NAME]` sections into `ContextSetting`s, in the file's order.
struct ContextSettingsReader {
    static let section = "contexts"
    static let keys = ["filter", "project", "tags"]

    let file: String
    private(set) var contexts: [ContextSetting] = []
    private(set) var warnings: [ConfigWarning] = []

    init(file: String) {
        self.file = file
    }

    /// Reads `entry`, a key under `[contexts.NAME]`.
    mutating func read(_ entry: ConfigDocument.Entry) throws(ConfigError) {
        guard entry.path.count == 3 else {
            throw ConfigError(file: file, line: entry.line,
                              message: "\(entry.name): a context is a section [contexts.NAME] with filter = \"…\", "
                              + "and project = \"…\" or tags = [\"…\"] if you like")
        }
        let (name, key) = (entry.path[1], entry.path[2])
        let section = "[" + ConfigDocument.name(of: [Self.section, name]) + "]"
        if name.isEmpty || name.contains(where: { $0.isWhitespace || $0.isNewline }) {
            throw ConfigError(file: file, line: entry.line,
                              message: "\(section): a context's name is one word (taskdeck context NAME), such as [contexts.work]")
        }
        if TaskContext.reservedNames.contains(name.lowercased()) {
            throw ConfigError(file: file, line: entry.line,
                              message: "\(section): '\(name)' is a word of taskdeck context itself "
                              + "(\(TaskContext.reservedNames.sorted().joined(separator: ", "))); give the context another name")
        }
        if let other = contexts.first(where: { $0.name != name && $0.name.lowercased() == name.lowercased() }) {
            throw ConfigError(file: file, line: entry.line,
                              message: "\(section): another context is called '\(other.name)' (line \(other.line)); "
                              + "names that differ only in case cannot be told apart on the command line")
        }
        let index: Int
        if let existing = contexts.firstIndex(where: { $0.name == name }) {
            index = existing
        } else {
            contexts.append(ContextSetting(name: name, line: entry.line))
            index = contexts.count - 1
        }
        let source = SettingSource.configFile(line: entry.line)
        switch key {
        case "filter":
            guard case .string(let text) = entry.value else {
                throw ConfigError(file: file, line: entry.line,
                                  message: "\(entry.name) must be a filter in quotes (\"+work or #office\"), not \(entry.value.kind)")
            }
            contexts[index].filter = Sourced(text, from: source)
        case "project":
            guard case .string(let text) = entry.value else {
                throw ConfigError(file: file, line: entry.line, message: "\(entry.name) must be a project in quotes (\"work\"), not \(entry.value.kind)")
            }
            do {
                contexts[index].project = Sourced(try TaskValidation.project(text), from: source)
            } catch {
                throw ConfigError(file: file, line: entry.line, message: "\(entry.name): '\(text)' is not a project name (one word, parts joined by dots)")
            }
        case "tags":
            let words: [String]
            switch entry.value {
            case .string(let text): words = TaskValidation.tagWords(in: text)
            case .list(let values):
                words = try values.map { value throws(ConfigError) in
                    guard case .string(let text) = value else {
                        throw ConfigError(file: file, line: entry.line, message: "\(entry.name) must list tags in quotes ([\"office\"]), not \(value.kind)")
                    }
                    return text
                }
            default:
                throw ConfigError(file: file, line: entry.line,
                                  message: "\(entry.name) must be tags in quotes (\"office\" or [\"office\", \"desk\"]), not \(entry.value.kind)")
            }
            var tags: [String] = []
            for word in words {
                do {
                    tags.append(try TaskValidation.tag(word))
                } catch {
                    throw ConfigError(file: file, line: entry.line, message: "\(entry.name): '\(word)' is not a tag (one word)")
                }
            }
            contexts[index].tags = Sourced(tags, from: source)
        default:
            warnings.append(ConfigWarning(file: file, line: entry.line,
                                          message: "unknown key '\(key)' in \(section); ignored (known: "
                                          + Self.keys.joined(separator: ", ") + ")"))
        }
    }

    /// The contexts, once every entry is read: each must have a filter.
    func finished() throws(ConfigError) -> [ContextSetting] {
        if let context = contexts.first(where: { $0.filter == nil }) {
            throw ConfigError(file: file, line: context.line,
                              message: "[\(ConfigDocument.name(of: [Self.section, context.name]))] needs a filter, such as filter = \"+work or #office\"")
        }
        return contexts
    }
}
