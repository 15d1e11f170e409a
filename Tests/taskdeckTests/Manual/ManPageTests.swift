import Foundation
import TaskTestSupport
import TaskWording
import Testing
@testable import taskdeck

/// `taskdeck help --man` is a man page `man` reads without a warning, holding every command
/// with its options and every topic of the manual.
@Suite struct ManPageTests {
    @Test func manReadsThePageWithoutAWarning() throws {
        let page = try TaskdeckBinary.run(["help", "--man"])
        #expect(page.status == 0, "\(page.err)")
        let folder = try TemporaryFolder("man")
        defer { folder.cleanUp() }
        let file = folder.appending("taskdeck.1")
        try folder.write(page.out, to: file)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["man", "--warnings=all", "-l", file.path]
        process.environment = ["MANWIDTH": "100", "MANPAGER": "cat", "PAGER": "cat", "LANG": "C.UTF-8",
                               "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"]
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let shown = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let warnings = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        #expect(warnings.isEmpty, "\(warnings)")
        #expect(shown.contains("TASKDECK(1)"))
        for command in CommandTable.commands {
            let heading = "\n       \(command.name)"
            #expect(shown.contains(heading + " ") || shown.contains(heading + "\n"), "\(command.name) is not on the page")
            for option in command.options { #expect(shown.contains(option.name), "\(option.name)") }
        }
        for topic in ManualTopic.allCases {
            #expect(shown.contains("(taskdeck help \(topic.name))"), "\(topic.name) is not on the page")
        }
    }

    @Test func textThatLooksLikeARequestIsEscaped() {
        #expect(ManualRoff.escaped(".SH not a heading") == "\\&.SH not a heading")
        #expect(ManualRoff.escaped("'quoted") == "\\&'quoted")
        #expect(ManualRoff.escaped(#"a\b --due"#) == #"a\eb \-\-due"#)
        #expect(ManualRoff.inline("run `taskdeck help` **now**") == "run \\fBtaskdeck help\\fR \\fBnow\\fR")
    }

    @Test func helpManTakesNoTopic() throws {
        let result = try TaskdeckBinary.run(["help", "--man", "dates"])
        #expect(result.status == 64)
        #expect(result.err.contains("give no topic"))
    }
}
