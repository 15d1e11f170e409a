/// A config file that cannot be used as written: where, and what was expected there.
///
/// The description is `FILE:LINE:COLUMN: message` (the column only where it helps, for
/// syntax), as compilers and linters write it, so editors can jump to the spot.
public struct ConfigError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The file as the user named it (or the default path).
    public let file: String
    /// 1-based; nil when the whole file is at fault (missing, unreadable).
    public let line: Int?
    /// 1-based, in characters; nil when the line says enough.
    public let column: Int?
    public let message: String

    public init(file: String, line: Int? = nil, column: Int? = nil, message: String) {
        self.file = file
        self.line = line
        self.column = column
        self.message = message
    }

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
    public let message: String

    public init(file: String, line: Int?, message: String) {
        self.file = file
        self.line = line
        self.message = message
    }

    public var description: String { "\(file)\(line.map { ":\($0)" } ?? ""): \(message)" }
}
