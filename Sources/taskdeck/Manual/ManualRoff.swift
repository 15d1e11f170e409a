import Foundation
import TaskWording

/// The manual as one man page, `taskdeck(1)` in roff (`taskdeck help --man`): the synopsis
/// and every command with its options from `CommandTable`, then each topic of the manual
/// from the same source the pager shows, so the page cannot say something `help` does not.
///
/// Only the man macros every `man` reads are used (`.TH .SH .SS .PP .TP .IP .RS .RE .nf
/// .fi`); tables become tagged paragraphs, one row each, so no `tbl` pass is needed.
enum ManualRoff {
    /// The whole page. `date` goes in the header (the build's day, not a clock's).
    static func page(context: ManualContext, date: String) -> String {
        var out = [#".TH TASKDECK 1 "\#(date)" "taskdeck \#(CLI.version)" "User Commands""#]
        out += [".SH NAME", #"taskdeck \- a keyboard-driven task manager for the terminal"#]
        out += [".SH SYNOPSIS", ".B taskdeck",
                escaped("[--file PATH | --vdir PATH] [--config PATH] [COMMAND [ARGUMENTS]]"),
                ".br", ".B taskdeck help", escaped("[TOPIC | COMMAND]")]
        out += [".SH DESCRIPTION",
                escaped("Without a command, taskdeck opens the full-screen app on your tasks: a to add, x to complete, "
                        + "? for every key, q to quit. With a command it works from the shell, on the same tasks, "
                        + "while the app is open. The topics below are also shown one by one by taskdeck help TOPIC.")]
        out += [".SH COMMANDS"]
        for command in CommandTable.commands {
            out += [".TP", "\\fB" + escaped(command.name) + "\\fR " + escaped(String(command.usage.dropFirst(command.name.count))),
                    escaped(command.summary)]
            for option in command.options { out += optionLines(option) }
        }
        out += [".SH GLOBAL OPTIONS"]
        for option in CommandLineParser.globalOptions { out += optionLines(option) }
        for topic in ManualTopic.allCases {
            out += lines(of: ManualText.document(of: topic, context), topic: topic)
        }
        out += [".SH SEE ALSO", "\\fBtask\\fR(1), \\fBvdirsyncer\\fR(1), \\fBtodoman\\fR(1)"]
        return out.joined(separator: "\n") + "\n"
    }

    private static func optionLines(_ option: OptionSpec) -> [String] {
        let name = option.short.map { "\($0), \(option.name)" } ?? option.name
        let (placeholder, help) = HelpText.placeholderAndHelp(of: option)
        return [".RS", ".TP", "\\fB" + escaped(name) + "\\fR" + (placeholder.isEmpty ? "" : " \\fI" + escaped(placeholder) + "\\fR"),
                escaped(help), ".RE"]
    }

    /// One topic: its title as a section, its headings as subsections.
    static func lines(of document: ManualDocument, topic: ManualTopic) -> [String] {
        var out: [String] = []
        for block in document.blocks {
            switch block {
            case .heading(let level, let text):
                out += [level == 1 ? ".SH " + escaped(ManualDocument.plain(text).uppercased()) + " (taskdeck help \(topic.name))"
                                   : ".SS " + escaped(ManualDocument.plain(text))]
            case .text(let lines):
                out.append(".PP")
                for line in lines {
                    let trimmed = line.drop { $0 == " " }
                    if trimmed.hasPrefix("- ") {
                        out += [".IP \\(bu 2", inline(String(trimmed.dropFirst(2))).trimmingCharacters(in: .whitespaces)]
                    } else {
                        out.append(inline(String(trimmed)))
                    }
                }
            case .code(let lines, _):
                out += [".PP", ".RS 4", ".nf"] + lines.map { escaped($0) } + [".fi", ".RE"]
            case .table(let header, let rows):
                out.append(".PP")
                out += [".TP", "\\fB" + escaped(header.map(ManualDocument.plain).joined(separator: " / ")) + "\\fR", ""]
                for row in rows {
                    guard let first = row.first else { continue }
                    out += [".TP", inline(first), inline(row.dropFirst().joined(separator: "; "))]
                }
            }
        }
        return out
    }

    /// Inline markup as fonts: `code` and **strong** in bold.
    static func inline(_ text: String) -> String {
        let line = ManualDocument.spans(of: text).map { span in
            switch span.kind {
            case .plain: escaped(span.text, atLineStart: false)
            case .code, .strong: "\\fB" + escaped(span.text, atLineStart: false) + "\\fR"
            }
        }.joined()
        return guardedLineStart(line)
    }

    /// Text made safe for roff: backslashes doubled as `\e`, a leading `.` or `'` (a request)
    /// and a leading space guarded with `\&`, dashes as `\-` (so they copy as ASCII hyphens).
    static func escaped(_ text: String, atLineStart: Bool = true) -> String {
        var out = ""
        for character in text {
            switch character {
            case "\\": out += "\\e"
            case "-": out += "\\-"
            default: out.append(character)
            }
        }
        return atLineStart ? guardedLineStart(out) : out
    }

    private static func guardedLineStart(_ line: String) -> String {
        guard let first = line.first, first == "." || first == "'" || first == " " else { return line }
        return "\\&" + line
    }
}
