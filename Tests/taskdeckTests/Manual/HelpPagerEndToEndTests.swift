import Foundation
import Testing

/// `taskdeck help TOPIC` in a real terminal (tmux) goes through the real `less`: a page of
/// the topic with its bold title, `q` ends it, and taskdeck exits 0.
@Suite struct HelpPagerEndToEndTests {
    static var binary: URL { Bundle.main.bundleURL.appendingPathComponent("taskdeck") }

    @Test func aTopicOpensInLessAndQEndsIt() throws {
        // The command waits for Enter, so less starts in a pane that has its size (a pager
        // that finds none takes the text for one screen and quits).
        let session = try TmuxSession(command: "echo READY; read go; clear; env -u PAGER -u LESS LANG=C.UTF-8 TERM=xterm-256color "
                                      + "'\(Self.binary.path)' help dates; echo EXIT=$?; exec sleep 600", width: 90, height: 20)
        try session.waitUntil(screenContains: "READY")
        try session.sendKeys("Enter")
        try session.waitUntil(screenContains: "DUE DATES")
        // A page of it, not all of it: the pager holds the rest. (less may have scrolled
        // the title off by a line when it started; the text's own bold code shows.)
        let screen = try session.waitUntil(screenContains: "One reader reads every date")
        #expect(!screen.contains("EXIT="))
        let styled = try session.captureStyled()
        #expect(styled.contains("\u{1B}[1m--due"), "\(styled.debugDescription)")
        try session.sendKeys("q")
        try session.waitUntil(screenContains: "EXIT=0")
    }

    @Test func aPagerSetInPAGERIsUsed() throws {
        // `head -1` shows the first line only: the text went through it, not around it.
        let session = try TmuxSession(command: "PAGER='head -1' LANG=C.UTF-8 '\(Self.binary.path)' help exit-codes; "
                                      + "echo EXIT=$?; exec sleep 600", width: 90, height: 20)
        let screen = try session.waitUntil(screenContains: "EXIT=0")
        #expect(screen.contains("EXIT CODES"), "\(screen)")
        #expect(!screen.contains("usage error"), "\(screen)")
    }
}
