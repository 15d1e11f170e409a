import TaskWording

/// A config file that cannot be used as written: where, and what is wrong there (a fact,
/// `ConfigProblem`; `ConfigProblemText` words it).
///
/// The description is `FILE:LINE:COLUMN: sentence` (the column only where it helps, for
/// syntax), as compilers and linters write it, so editors can jump to the spot.
public struct ConfigError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The file as the user named it (or the default path).
    public let file: String
    /// 1-based; nil when the whole file is at fault (missing, unreadable).
    public let line: Int?
    /// 1-based, in characters; nil when the line says enough.
    public let column: Int?
    public let problem: ConfigProblem

    public init(file: String, line: Int? = nil, column: Int? = nil, _ problem: ConfigProblem) {
        self.file = file
        self.line = line
        self.column = column
        self.problem = problem
    }

    /// The sentence after the place.
    public var message: String { ConfigProblemText.sentence(problem) }

    public var description: String {
        var place = file
        if let line { place += ":\(line)" }
        if let line = line, line > 0, let column { place += ":\(column)" }
        return "\(place): \(message)"
    }
}

/// Something in a config file taskdeck does not know (a key, a section): said once, and
/// then ignored, so a config written for a newer taskdeck still starts an older one.
public struct ConfigWarning: Equatable, Sendable, CustomStringConvertible {
    public let file: String
    /// 1-based; nil when it is about the whole file.
    public let line: Int?
    /// `.ignored(…)`, or a theme's unknown element.
    public let problem: ConfigProblem

    public init(file: String, line: Int?, _ problem: ConfigProblem) {
        self.file = file
        self.line = line
        self.problem = problem
    }

    /// The sentence after the place.
    public var message: String { ConfigProblemText.sentence(problem) }

    public var description: String { "\(file)\(line.map { ":\($0)" } ?? ""): \(message)" }
}
