import Foundation
import Testing

/// `taskdeck completions SHELL` in the real shells: commands, options, option values, task
/// IDs (with titles where the shell shows them), projects, tags and help's topics, read from
/// the tasks of the moment through the real binary.
@Suite struct ShellCompletionTests {
    static let shells = ["bash", "zsh", "fish"]

    /// The shell's candidates, without descriptions (`name:description` in zsh, `name<tab>description` in fish).
    static func names(_ candidates: [String]) -> [String] {
        candidates.map { candidate in
            String(candidate.split(separator: "\t", maxSplits: 1).first ?? "")
        }.map { name in
            // zsh: the name ends at the first colon not escaped (`\:`).
            var out = "", escaped = false
            for character in name {
                if escaped { out.append(character); escaped = false; continue }
                if character == "\\" { escaped = true; continue }
                if character == ":" { break }
                out.append(character)
            }
            return out
        }
    }

    /// What the shell filters by the typed word (bash and fish do it in the script or the
    /// shell; zsh's stand-in does not), so each shell is asked the same question.
    static func offered(_ shell: ShellCompletionHarness, _ words: [String]) throws -> [String] {
        let typed = words.last ?? ""
        return names(try shell.complete(words)).filter { $0.hasPrefix(typed) }
    }

    @Test(arguments: shells) func commandsAndTheirOptions(shell name: String) throws {
        let shell = try ShellCompletionHarness(shell: name)
        #expect(try Self.offered(shell, ["taskdeck", "do"]) == ["done"])
        #expect(try Self.offered(shell, ["taskdeck", "comp"]).contains("completions"))
        #expect(try Self.offered(shell, ["taskdeck", "edit", "--pri"]) == ["--priority"])
        #expect(try Self.offered(shell, ["taskdeck", "edit", "--priority", ""]).sorted() == ["high", "low", "medium", "none"])
        #expect(try Self.offered(shell, ["taskdeck", "export", "--format", "t"]).sorted() == ["taskwarrior", "todotxt"])
        #expect(try Self.offered(shell, ["taskdeck", "help", "da"]) == ["dates"])
    }

    @Test(arguments: shells) func taskIDsProjectsAndTagsComeFromTheTasks(shell name: String) throws {
        let shell = try ShellCompletionHarness(shell: name)
        try shell.add("Buy milk +home.kitchen #shop", "Call mom +family #phone")
        let ids = try Self.offered(shell, ["taskdeck", "done", ""])
        #expect(ids.count == 2)
        #expect(ids.allSatisfy { $0.count == 8 && $0.allSatisfy(\.isHexDigit) })
        #expect(try Self.offered(shell, ["taskdeck", "list", "+ho"]).sorted() == ["+home", "+home.kitchen"])
        #expect(try Self.offered(shell, ["taskdeck", "add", "x", "--tag", "sh"]) == ["shop"])
        #expect(try Self.offered(shell, ["taskdeck", "edit", "x", "--project", "fa"]) == ["family"])
    }

    /// A name is offered as it is, never run: a project or tag may hold `$(...)`, and bash's
    /// `compgen -W` would run it (found by review).
    @Test(arguments: shells) func aNameThatLooksLikeACommandIsOfferedNotRun(shell name: String) throws {
        let shell = try ShellCompletionHarness(shell: name)
        let added = try TaskdeckBinary.run(["add", "Trap", "--project", "$(touch${IFS}pwned)", "--tag", "$(>pwned2)"],
                                           environment: shell.environment)
        #expect(added.status == 0, "\(added.err)")
        #expect(try Self.offered(shell, ["taskdeck", "list", "+"]) == ["+$(touch${IFS}pwned)"])
        #expect(try Self.offered(shell, ["taskdeck", "add", "x", "--tag", ""]) == ["$(>pwned2)"])
        #expect(!FileManager.default.fileExists(atPath: shell.folder.appending("pwned").path))
        #expect(!FileManager.default.fileExists(atPath: shell.folder.appending("pwned2").path))
    }

    /// zsh and fish show each task's title beside its ID.
    @Test(arguments: ["zsh", "fish"]) func idsAreDescribedByTheirTitles(shell name: String) throws {
        let shell = try ShellCompletionHarness(shell: name)
        try shell.add("Water the plants")
        let candidates = try shell.complete(["taskdeck", "rm", ""])
        #expect(candidates.contains { $0.hasSuffix("Water the plants") && Self.names([$0])[0].count == 8 }, "\(candidates)")
    }

    /// `--sort` offers the built-in keys and the fields the config declares.
    @Test(arguments: shells) func sortKeysIncludeTheConfigsFields(shell name: String) throws {
        let shell = try ShellCompletionHarness(shell: name)
        let config = shell.folder.appending("fields.toml").path
        try "[fields.estimate]\ntype = \"number\"\n[fields.effort]\ntype = \"string\"\n".write(toFile: config, atomically: true, encoding: .utf8)
        #expect(try Self.offered(shell, ["taskdeck", "--config", config, "list", "--sort", "e"]).sorted() == ["effort", "estimate"])
        #expect(try Self.offered(shell, ["taskdeck", "list", "--sort", "du"]) == ["due"])
    }

    /// Options before the command (`--file`) reach the values the script asks for.
    @Test(arguments: shells) func theFileOnTheCommandLineIsTheOneCompleted(shell name: String) throws {
        let shell = try ShellCompletionHarness(shell: name)
        try shell.add("In the default file +home")
        let other = shell.folder.appending("other.json").path
        let added = try TaskdeckBinary.run(["--file", other, "add", "Elsewhere +garden"], environment: shell.environment)
        #expect(added.status == 0)
        #expect(try Self.offered(shell, ["taskdeck", "--file", other, "list", "+"]) == ["+garden"])
    }
}
