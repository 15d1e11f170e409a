#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import TaskWording

/// A config file read and understood: where it is, whether it was there, its settings and
/// what in it taskdeck did not know.
public struct ConfigFile: Equatable, Sendable {
    public let location: ConfigFileLocation
    /// False when the default file is missing (the defaults apply).
    public let exists: Bool
    public let settings: ConfigSettings
    public let warnings: [ConfigWarning]

    /// A file larger than this is refused: a config file is a few lines, and a wrong path
    /// (a log, a disk image) must not be read into memory whole.
    public static let sizeLimit = 1 << 20

    /// Reads, parses and checks the file at `location`; `home` is what `~` means in it.
    public static func load(_ location: ConfigFileLocation, home: String) throws(ConfigError) -> ConfigFile {
        let text: String
        switch try contents(of: location, pipeTimeout: pipeTimeout) {
        case .text(let contents):
            text = contents
        case .absent:
            return ConfigFile(location: location, exists: false, settings: ConfigSettings(), warnings: [])
        case .hidden(let reason):
            let warning = ConfigWarning(file: location.path, line: nil, .ignored(.cannotTellIfExists(reason: reason)))
            return ConfigFile(location: location, exists: false, settings: ConfigSettings(), warnings: [warning])
        }
        let document = try ConfigParser.parse(text, file: location.path)
        let (settings, warnings) = try ConfigSchema.settings(of: document, file: location.path, home: home)
        return ConfigFile(location: location, exists: true, settings: settings, warnings: warnings)
    }

    /// What reading a config file found.
    enum Contents: Equatable {
        case text(String)
        /// The default file is not there.
        case absent
        /// A folder on the default file's path cannot be searched (another user's home, as
        /// with `sudo -u` keeping `HOME`): whether a file is there cannot be known.
        case hidden(reason: String)
    }

    /// How long a pipe named by `--config` (`<(...)`) may stay silent before reading gives
    /// up: a program writing a config is quick, and every command waits on it.
    public static let pipeTimeout: Duration = .seconds(5)

    /// The file's text, or why there is none. Pipes (`--config <(...)`) and `/dev/null`
    /// read like files when named; a folder, a missing named file, an existing file that
    /// cannot be read, one over the size limit and one that is not UTF-8 are errors.
    ///
    /// The open never waits: a FIFO at the default location (where only a file belongs) is
    /// refused for what it is, and a named pipe or device that stays silent for
    /// `pipeTimeout` is an error saying so, instead of every command hanging with no word.
    static func contents(of location: ConfigFileLocation, pipeTimeout: Duration) throws(ConfigError) -> Contents {
        let path = location.path
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else {
            let code = errno
            if !location.mustExist {
                if code == ENOENT || code == ENOTDIR { return .absent }
                var status = stat()
                if code == EACCES, stat(path, &status) != 0, errno == EACCES {
                    return .hidden(reason: String(cString: strerror(EACCES)))
                }
            }
            if code == ENOENT { throw ConfigError(file: path, .file(.missing(namedBy: "\(location.source)"))) }
            let namer = location.mustExist ? "\(location.source)" : nil
            throw ConfigError(file: path, .file(.unreadable(namedBy: namer, reason: String(cString: strerror(code)))))
        }
        defer { close(descriptor) }
        var status = stat()
        let kind = fstat(descriptor, &status) == 0 ? status.st_mode & S_IFMT : S_IFREG
        switch kind {
        case S_IFDIR:
            throw ConfigError(file: path, .file(.folder))
        case S_IFREG:
            break
        default:
            guard location.mustExist else {
                let what: ConfigProblem.SpecialFile = kind == S_IFIFO ? .namedPipe : kind == S_IFSOCK ? .socket : .device
                throw ConfigError(file: path, .file(.special(what)))
            }
        }
        return .text(try text(of: try readAll(descriptor, path: path, waitingAtMost: kind == S_IFREG ? nil : pipeTimeout), file: path))
    }

    /// Reads to the end, at most `sizeLimit` bytes. A pipe or device is waited on with
    /// `poll`, at most `timeout` at a time (nil: a file, never waited on).
    private static func readAll(_ descriptor: Int32, path: String, waitingAtMost timeout: Duration?) throws(ConfigError) -> [UInt8] {
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                let code = errno
                if code == EINTR { continue }
                if code == EAGAIN || code == EWOULDBLOCK, let timeout {
                    try waitForInput(descriptor, path: path, timeout: timeout)
                    continue
                }
                throw ConfigError(file: path, .file(.unreadable(namedBy: nil, reason: String(cString: strerror(code)))))
            }
            if count == 0 { break }
            bytes += buffer[0..<count]
            if bytes.count > sizeLimit {
                throw ConfigError(file: path, .file(.tooLarge))
            }
        }
        return bytes
    }

    /// Waits until the pipe has something to read (or its writer closed it), at most `timeout`.
    private static func waitForInput(_ descriptor: Int32, path: String, timeout: Duration) throws(ConfigError) {
        var entry = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        let milliseconds = Int32(timeout.components.seconds * 1000 + timeout.components.attoseconds / 1_000_000_000_000_000)
        while true {
            let ready = poll(&entry, 1, milliseconds)
            if ready > 0 { return }
            if ready < 0, errno == EINTR { continue }
            let seconds = Double(timeout.components.seconds) + Double(timeout.components.attoseconds) / 1e18
            throw ConfigError(file: path, .file(.silentPipe(seconds: seconds)))
        }
    }

    /// The bytes as UTF-8, or an error naming the first line that is not.
    static func text(of bytes: [UInt8], file: String) throws(ConfigError) -> String {
        if let text = String(validating: bytes, as: UTF8.self) { return text }
        for (index, line) in bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).enumerated()
        where String(validating: line, as: UTF8.self) == nil {
            throw ConfigError(file: file, line: index + 1, .file(.notUTF8))
        }
        throw ConfigError(file: file, .file(.notUTF8))
    }
}
