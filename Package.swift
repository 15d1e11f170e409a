// swift-tools-version:6.0
// taskdeck: a full-screen, keyboard-driven task manager for the terminal.
// No package dependencies: the toolchain's Foundation and the C library only.
import PackageDescription

let package = Package(
    name: "taskdeck",
    products: [
        .executable(name: "taskdeck", targets: ["taskdeck"]),
    ],
    dependencies: [],
    targets: [
        // The hexagonal core: entities, ports, use cases, queries. Foundation only.
        .target(name: "TaskDomain"),
        // The words both driving adapters (the CLI and the scenes' presenters) use for the
        // domain's facts: relative dates, change summaries, error messages, conflicts.
        .target(name: "TaskWording", dependencies: ["TaskDomain"]),
        // The one EINTR-retrying system-call wrapper, reading errno right after the call.
        // The C library only; storage and the terminal edge share it.
        .target(name: "SystemCalls"),
        // iCalendar (RFC 5545) VTODO <-> tasks: content lines, folding, escaping, the field
        // mapping, UID <-> TaskID. Keeps what it does not understand, byte for byte.
        .target(name: "TaskICalendar", dependencies: ["TaskDomain", "TaskWording"]),
        // Import and export formats (JSON, todo.txt, Taskwarrior, iCalendar): codecs between
        // bytes and tasks, and the plan that matches imported tasks with stored ones.
        .target(name: "TaskInterchange", dependencies: ["TaskDomain", "TaskICalendar", "TaskWording"]),
        // Driven adapters of the repository port (JSON file, vdir of .ics files, in-memory).
        .target(name: "TaskStorage", dependencies: ["TaskDomain", "TaskICalendar", "SystemCalls"]),
        // The config file: its TOML-like format (tokenizer, parser), the settings it may
        // hold (typed, each with the line that set it), where it lives, the default file.
        .target(name: "TaskConfig", dependencies: ["TaskDomain", "TaskWording"]),
        // The pure terminal model: input decoding, canvas, widths, diffing renderer, widgets.
        .target(name: "TerminalCore"),
        // The impure terminal edge: termios, poll, signals, window size, write(2).
        .target(name: "TerminalIO", dependencies: ["TerminalCore", "SystemCalls"]),
        // The VIP scenes and the scene kit they share.
        .target(name: "TaskScenes", dependencies: ["TaskDomain", "TaskWording", "TerminalCore"]),
        // Composition root: CLI, adapters, run loop.
        .executableTarget(
            name: "taskdeck",
            dependencies: ["TaskDomain", "TaskWording", "TaskStorage", "TaskInterchange", "TerminalCore", "TerminalIO",
                           "TaskScenes", "TaskConfig"]
        ),

        // Release-build benchmarks: `swift run -c release taskdeck-bench [filter]`, and
        // `taskdeck-bench guard .ci/bench-bounds`, the figures CI gates on.
        .executableTarget(
            name: "taskdeck-bench",
            dependencies: ["TaskDomain", "TaskICalendar", "TaskStorage", "TaskWording", "TerminalCore", "TaskScenes",
                           "TaskInterchange", "HeapStatistics"]
        ),
        // The C allocator's bytes in use (mallinfo2), for the bench's memory guard only.
        .target(name: "HeapStatistics"),

        // Fixtures, test doubles, failure injection and temporary folders shared by the test
        // targets. Only test targets depend on it: nothing test-only reaches the executable.
        .target(name: "TaskTestSupport", dependencies: ["TaskDomain"], path: "Tests/TaskTestSupport"),

        .testTarget(name: "TaskDomainTests", dependencies: ["TaskDomain", "TaskTestSupport"]),
        .testTarget(name: "TaskWordingTests", dependencies: ["TaskWording", "TaskDomain", "TaskTestSupport"]),
        .testTarget(name: "TaskInterchangeTests", dependencies: ["TaskInterchange", "TaskICalendar", "TaskDomain", "TaskTestSupport"]),
        .testTarget(name: "TaskConfigTests", dependencies: ["TaskConfig", "TaskDomain", "TaskWording", "TaskTestSupport"]),
        .testTarget(name: "SystemCallsTests", dependencies: ["SystemCalls"]),
        .testTarget(name: "TaskICalendarTests", dependencies: ["TaskICalendar", "TaskDomain", "TaskTestSupport"]),
        .testTarget(name: "TaskStorageTests",
                    dependencies: ["TaskStorage", "TaskICalendar", "TaskDomain", "SystemCalls", "TaskTestSupport"]),
        .testTarget(name: "TerminalCoreTests", dependencies: ["TerminalCore", "TaskTestSupport"]),
        .testTarget(name: "TerminalIOTests", dependencies: ["TerminalIO", "TerminalCore"]),
        .testTarget(name: "TaskScenesTests", dependencies: ["TaskScenes", "TaskDomain", "TaskWording", "TerminalCore", "TaskTestSupport"]),
        // CLI parsing and end-to-end tests of the real binary (process and tmux).
        .testTarget(name: "taskdeckTests",
                    dependencies: ["taskdeck", "TaskDomain", "TaskWording", "TaskStorage", "TaskICalendar", "TerminalCore", "TaskConfig",
                                   "TaskScenes", "TaskTestSupport"]),
    ],
    swiftLanguageModes: [.v6]
)
