import Foundation

/// Radicale and vdirsyncer, installed from PyPI in a virtual environment by `.ci/run`.
///
/// The sync tests use the real programs rather than mocks, so what they prove is what a
/// user's `vdirsyncer sync` against a CalDAV server does. The environment is found at
/// `$TASKDECK_SYNC_VENV` (which `.ci/run` sets) or else at `.build/sync-venv` in the
/// package; when it is missing the tests fail and say how to make it, never skip.
public struct SyncTools: Sendable {
    /// The versions `.ci/run` pins; Scenes.md "Tests" names the same.
    public static let pinnedPackages = ["radicale==3.9.0", "vdirsyncer==0.21.0"]

    /// The virtual environment's folder.
    public let venv: URL

    /// Its Python, which runs Radicale as `python -m radicale`.
    public var python: URL { venv.appendingPathComponent("bin/python") }
    /// Its `vdirsyncer` script.
    public var vdirsyncer: URL { venv.appendingPathComponent("bin/vdirsyncer") }

    /// The environment at `$TASKDECK_SYNC_VENV`, else `.build/sync-venv` in this package.
    /// - Throws: `SyncHarnessError.toolsMissing` naming what is missing and how to make it.
    public static func locate(environment: [String: String] = ProcessInfo.processInfo.environment) throws -> SyncTools {
        let venv: URL
        if let path = environment["TASKDECK_SYNC_VENV"], !path.isEmpty {
            venv = URL(fileURLWithPath: path, isDirectory: true)
        } else {
            venv = defaultVenv
        }
        let tools = SyncTools(venv: venv)
        for program in [tools.python, tools.vdirsyncer] where !FileManager.default.isExecutableFile(atPath: program.path) {
            throw SyncHarnessError.toolsMissing(missing: program.path)
        }
        return tools
    }

    /// `.build/sync-venv` beside `Package.swift`, found from this source file's place
    /// (`Tests/TaskTestSupport/Sync/SyncTools.swift`), so it does not depend on the
    /// directory `swift test` was started from.
    public static var defaultVenv: URL {
        URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent(".build/sync-venv", isDirectory: true)
    }
}
