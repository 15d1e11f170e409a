// swift-tools-version:6.0
// taskdeck: a full-screen, keyboard-driven task manager for the terminal.
// No package dependencies: the toolchain's Foundation and the C library only.
import PackageDescription

/// A release build on Linux carries its Swift runtime and Foundation inside the binary: no
/// shared libraries to map and relocate at launch, so the app starts sooner and holds about
/// 7 MB less memory (the pages of ten shared libraries it touched). Every module is built
/// for it (a module's imports decide which libraries it links), the executables linked so.
/// Each function gets its own section, so the link can place it (`hotFunctionOrder`).
let staticRuntime: [SwiftSetting] = [.unsafeFlags(["-static-stdlib", "-Xfrontend", "-function-sections"],
                                                  .when(platforms: [.linux], configuration: .release))]
/// The functions the app runs in a day's use, placed side by side at the start of the code
/// (`bench/hot-functions.sh` writes the list). The kernel maps code 64 KB around each page a
/// process touches, and the 1.6 MB that runs was spread over the 19 MB of code: 12.7 MB of it
/// became resident. Placed together, 6.6 MB do; the app at 10,000 tasks holds 23.7 MB, not
/// 28.8. A function missing from the list (added since) is placed as before, only colder.
let hotFunctionOrder = ["-Xlinker", "--symbol-ordering-file=\(Context.packageDirectory)/Sources/taskdeck/hot-functions.order",
                        // The list names the C library's functions too, which are not in the binary.
                        "-Xlinker", "--no-warn-symbol-ordering"]
/// Linked by the toolchain's lld with the relative relocations packed (RELR, glibc 2.36 and
/// later): gold wrote 83,000 of them as a 2 MB table the loader read at every launch, and
/// its layout left more pages to touch; the app's peak memory at 10,000 tasks fell by about
/// 2 MB (31.5 -> 29.2 MB; the binary stays position independent).
let staticRuntimeLink: [LinkerSetting] = [.unsafeFlags(["-static-stdlib", "-use-ld=lld", "-Xlinker", "-z", "-Xlinker", "pack-relative-relocs"]
                                                           + hotFunctionOrder,
                                                       .when(platforms: [.linux], configuration: .release))]

let package = Package(
    name: "taskdeck",
    products: [
        .executable(name: "taskdeck", targets: ["taskdeck"]),
    ],
    dependencies: [],
    targets: [
        // The hexagonal core: entities, ports, use cases, queries. Foundation only.
        .target(name: "TaskDomain", swiftSettings: staticRuntime),
        // The words both driving adapters (the CLI and the scenes' presenters) use for the
        // domain's facts: relative dates, change summaries, error messages, conflicts.
        .target(name: "TaskWording", dependencies: ["TaskDomain"], swiftSettings: staticRuntime),
        // The one EINTR-retrying system-call wrapper, reading errno right after the call.
        // The C library only; storage and the terminal edge share it.
        .target(name: "SystemCalls", swiftSettings: staticRuntime),
        // iCalendar (RFC 5545) VTODO <-> tasks: content lines, folding, escaping, the field
        // mapping, UID <-> TaskID. Keeps what it does not understand, byte for byte.
        .target(name: "TaskICalendar", dependencies: ["TaskDomain", "TaskWording"], swiftSettings: staticRuntime),
        // Import and export formats (JSON, todo.txt, Taskwarrior, iCalendar): codecs between
        // bytes and tasks, and the plan that matches imported tasks with stored ones.
        .target(name: "TaskInterchange", dependencies: ["TaskDomain", "TaskICalendar", "TaskWording"], swiftSettings: staticRuntime),
        // Driven adapters of the repository port (JSON file, vdir of .ics files, in-memory).
        .target(name: "TaskStorage", dependencies: ["TaskDomain", "TaskICalendar", "SystemCalls"], swiftSettings: staticRuntime),
        // The config file: its TOML-like format (tokenizer, parser), the settings it may
        // hold (typed, each with the line that set it), where it lives, the default file.
        .target(name: "TaskConfig", dependencies: ["TaskDomain", "TaskWording"], swiftSettings: staticRuntime),
        // The pure terminal model: input decoding, canvas, widths, diffing renderer, widgets.
        .target(name: "TerminalCore", swiftSettings: staticRuntime),
        // The impure terminal edge: termios, poll, signals, window size, write(2).
        .target(name: "TerminalIO", dependencies: ["TerminalCore", "SystemCalls"], swiftSettings: staticRuntime),
        // The styles of every meaning the app and `list` show (`Theme`, the shipped themes,
        // `[theme]` in the config file): below the scenes, so the CLI paints without them.
        .target(name: "TaskTheme", dependencies: ["TaskDomain", "TaskWording", "TerminalCore"], swiftSettings: staticRuntime),
        // The VIP scenes and the scene kit they share.
        .target(name: "TaskScenes", dependencies: ["TaskDomain", "TaskWording", "TerminalCore", "TaskTheme"], swiftSettings: staticRuntime),
        // Composition root: CLI, adapters, run loop.
        .executableTarget(
            name: "taskdeck",
            dependencies: ["TaskDomain", "TaskWording", "TaskStorage", "TaskInterchange", "TerminalCore", "TerminalIO",
                           "TaskTheme", "TaskScenes", "TaskConfig"],
            exclude: ["hot-functions.order"], // read by the release link (hotFunctionOrder)
            swiftSettings: staticRuntime,
            linkerSettings: staticRuntimeLink
        ),

        // Release-build benchmarks: `swift run -c release taskdeck-bench [filter]`, and
        // `taskdeck-bench guard .ci/bench-bounds`, the figures CI gates on.
        .executableTarget(
            name: "taskdeck-bench",
            dependencies: ["TaskDomain", "TaskICalendar", "TaskStorage", "TaskWording", "TerminalCore", "TaskScenes",
                           "TaskInterchange", "HeapStatistics"],
            swiftSettings: staticRuntime,
            linkerSettings: staticRuntimeLink
        ),
        // The C allocator's bytes in use (mallinfo2), for the bench's memory guard only.
        .target(name: "HeapStatistics", swiftSettings: staticRuntime),

        // Fixtures, test doubles, failure injection and temporary folders shared by the test
        // targets. Only test targets depend on it: nothing test-only reaches the executable.
        .target(name: "TaskTestSupport", dependencies: ["TaskDomain", "TerminalCore"], path: "Tests/TaskTestSupport"),

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
        .testTarget(name: "TaskScenesTests", dependencies: ["TaskScenes", "TaskTheme", "TaskDomain", "TaskWording", "TerminalCore", "TaskTestSupport"]),
        // CLI parsing and end-to-end tests of the real binary (process and tmux).
        .testTarget(name: "taskdeckTests",
                    dependencies: ["taskdeck", "TaskDomain", "TaskWording", "TaskStorage", "TaskICalendar", "TerminalCore", "TaskConfig",
                                   "TaskTheme", "TaskScenes", "TaskTestSupport"]),
    ],
    swiftLanguageModes: [.v6]
)
