#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import TaskTestSupport
import Testing

/// The config file in the real app, in a real terminal (tmux): it opens on the configured
/// tab and order, and a bad file stops it on a normal screen, before the terminal is taken.
@Suite struct ConfigEndToEndTests {
    let binary = Bundle.main.bundleURL.appendingPathComponent("taskdeck").path
    let folder: TemporaryFolder
    let file: String
    let config: URL

    init() throws {
        folder = try TemporaryFolder("config-app")
        file = folder.taskFile.path
        config = folder.appending("config")
    }

    @discardableResult
    func cli(_ arguments: String...) throws -> TaskdeckBinary.Result {
        try TaskdeckBinary.run(["--config", "/dev/null", "--file", file] + arguments)
    }

    func startApp() throws -> TmuxSession {
        try TmuxSession.app(["--file", file], environment: ["TASKDECK_CONFIG": config.path])
    }

    @Test func theAppOpensOnTheConfiguredTabAndOrder() throws {
        try cli("add", "Zebra report", "--literal")
        try cli("add", "Buy milk", "--literal")
        try cli("add", "Still pending", "--literal")
        let zebra = try #require(try cli("list", "--search", "zebra").out.split(separator: " ").first)
        let milk = try #require(try cli("list", "--search", "milk").out.split(separator: " ").first)
        try cli("done", String(zebra), String(milk))
        try folder.write("[list]\ntab = \"done\"   # the log of what I did\nsort = \"title\"\n", to: config)

        let tmux = try startApp()
        let screen = try tmux.waitUntil(screenContains: "sort: title")
        let rows = screen.split(separator: "\n")
        let milkRow = try #require(rows.firstIndex { $0.contains("Buy milk") }, "\(screen)")
        let zebraRow = try #require(rows.firstIndex { $0.contains("Zebra report") }, "\(screen)")
        #expect(milkRow < zebraRow, "sorted by title")
        #expect(!screen.contains("Still pending"), "the Done tab shows done tasks only")
        try tmux.sendKeys("q")
        try tmux.waitUntil(screenContains: "EXIT=0")
    }

    @Test func aBadConfigStopsTheAppBeforeItTakesTheTerminal() throws {
        try cli("add", "Buy milk")
        try folder.write("[list]\ntab = \"someday\"\n", to: config)
        let tmux = try startApp()
        let screen = try tmux.waitUntil(screenContains: "EXIT=64")
        #expect(screen.contains("taskdeck: \(config.path):2: list.tab must be one of"), "\(screen)")
        #expect(screen.contains("Fix the file, or start without it: taskdeck --config /dev/null"), "\(screen)")
        #expect(!screen.contains("Buy milk"))
    }

    /// `sudo -u` may keep `HOME`: another user's home the user cannot search hides whether a
    /// default config file is there. That is a warning, and the defaults apply; the user
    /// still reaches their tasks. Run as `nobody` through util-linux's `setpriv`.
    @Test func aDefaultConfigFileBehindAFolderTheUserCannotSearchIsAWarning() throws {
        #expect(getuid() == 0, "this test runs taskdeck as another user and needs root (the CI machine runs as root)")
        let home = folder.appending("roots-home")
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: false)
        #expect(chmod(home.path, 0o700) == 0)
        let theirs = folder.appending("theirs")
        try FileManager.default.createDirectory(at: theirs, withIntermediateDirectories: false)
        #expect(chown(theirs.path, 65534, 65534) == 0 && chmod(folder.path, 0o755) == 0)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/setpriv")
        process.arguments = ["--reuid=65534", "--regid=65534", "--clear-groups",
                             binary, "--file", theirs.appendingPathComponent("tasks.json").path, "add", "Mine"]
        process.environment = TestDay.adding(to: ["HOME": home.path, "PATH": "/usr/bin:/bin"])
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let printed = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let warned = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "\(warned)")
        #expect(printed.hasPrefix("Added "))
        #expect(warned == "taskdeck: warning: \(home.path)/.config/taskdeck/config: cannot tell whether this config file "
                + "exists (Permission denied on a folder of its path); the defaults apply\n")
    }
}
