import Foundation
import TaskScenes

/// The active context's name, kept between runs as state, not config: the file
/// `$XDG_STATE_HOME/taskdeck/context` (default `~/.local/state/taskdeck/context`), holding
/// the name on one line (no file, or `none`: no context).
///
/// Written whole to a file beside it and renamed over it, so a reader never sees half a
/// name; a file that cannot be read is never written over (the person is told where it is).
struct ContextStateFile {
    let url: URL

    /// Where the state lives for `environment` (an empty variable counts as unset, as the
    /// XDG spec asks; a relative one is ignored too).
    static func location(environment: [String: String]) -> ContextStateFile {
        let folder: URL
        if let state = environment["XDG_STATE_HOME"], state.hasPrefix("/") {
            folder = URL(fileURLWithPath: state)
        } else {
            let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory()
            folder = URL(fileURLWithPath: home).appendingPathComponent(".local/state")
        }
        return ContextStateFile(url: folder.appendingPathComponent("taskdeck/context"))
    }

    /// What reading found.
    enum Reading: Equatable {
        /// No file, an empty one or `none`: no context.
        case none
        case name(String)
        /// The file is there but could not be read (why, in words of the system).
        case unreadable(reason: String)
    }

    func read() -> Reading {
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch let error as CocoaError where error.code == .fileReadNoSuchFile {
            return .none
        } catch {
            if !FileManager.default.fileExists(atPath: url.path) { return .none }
            return .unreadable(reason: Self.reason(error))
        }
        guard let text = String(data: data, encoding: .utf8) else {
            return .unreadable(reason: "it is not text (UTF-8)")
        }
        let name = text.trimmingCharacters(in: .whitespacesAndNewlines)
        if name.isEmpty || name == "none" { return .none }
        guard !name.contains(where: \.isNewline) else { return .unreadable(reason: "it holds more than one line") }
        return .name(name)
    }

    /// Saves `name` (nil: none), refusing to write over a file it could not read.
    func write(_ name: String?) throws {
        if case .unreadable(let reason) = read() {
            throw CLIError.runtime("cannot read \(url.path) (\(reason)), so it is left as it is; "
                                   + "remove it or make it readable, then choose the context again")
        }
        do {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(((name ?? "none") + "\n").utf8).write(to: url, options: .atomic)
        } catch {
            throw CLIError.runtime("could not save the context in \(url.path): \(Self.reason(error))")
        }
    }

    private static func reason(_ error: Error) -> String {
        if let underlying = (error as NSError).userInfo[NSUnderlyingErrorKey] as? NSError,
           underlying.domain == NSPOSIXErrorDomain, let message = strerror(Int32(underlying.code)) {
            return String(cString: message)
        }
        return (error as NSError).localizedDescription
    }
}

/// The app's `:context` and `@` keep their choice in the state file, as `taskdeck context` does.
final class ContextStateSaver: ContextSaving {
    let file: ContextStateFile

    init(file: ContextStateFile) {
        self.file = file
    }

    func save(contextNamed name: String?) throws {
        try file.write(name)
    }
}
