import Foundation
import Testing

/// `--repeat`, `--no-repeat`, `done` and `skip` on repeating tasks, and `list`'s marker and
/// JSON. Today is Wednesday 2026-03-11.
struct RepeatCLITests {
    @Test func addCompleteSkipAndStopARepeat() throws {
        let cli = try CLIHarness()
        #expect(cli.run(["add", "Pay", "rent", "--due", "2027-01-31", "--repeat", "every month"]) == 0)
        let id = try cli.addedID()
        #expect(cli.out == "Added \(id) 'Pay rent'\n")
        #expect(cli.run(["list"]) == 0 && cli.out == "\(id)  [ ]  Pay rent  ↻ 2027-01-31\n")
        #expect(cli.run(["done", id]) == 0 && cli.out == "Completed \(id) 'Pay rent', next due Sun 2027-02-28\n")
        #expect(cli.run(["done", id]) == 0 && cli.out == "Completed \(id) 'Pay rent', next due Wed 2027-03-31\n")
        #expect(cli.run(["skip", id]) == 0 && cli.out == "Skipped \(id) 'Pay rent', next due Fri 2027-04-30\n")
        #expect(cli.run(["list", "--done"]) == 0)
        #expect(cli.out.split(separator: "\n").count == 2 && !cli.out.contains("↻") && cli.out.contains("Pay rent · due 2027-01-31  done today")
                && cli.out.contains("Pay rent · due 2027-02-28  done today"), "the two done occurrences differ: \(cli.out)")
        #expect(cli.run(["edit", id, "--no-repeat"]) == 0 && cli.out == "Edited \(id) 'Pay rent'\n")
        #expect(cli.run(["list"]) == 0 && cli.out == "\(id)  [ ]  Pay rent  2027-04-30\n")
        #expect(cli.run(["skip", id]) == 1 && cli.out.isEmpty)
        #expect(cli.err.contains("\(id) 'Pay rent' does not repeat: nothing to skip"))
    }

    @Test func skippingTheLastOccurrenceRemovesTheTaskWithoutCompletingIt() throws {
        let cli = try CLIHarness()
        #expect(cli.run(["add", "Gym", "--due", "2026-03-12", "--repeat", "every week 1 time"]) == 0)
        let id = try cli.addedID()
        #expect(cli.run(["skip", id]) == 0 && cli.out == "Skipped \(id) 'Gym', its last occurrence: task removed\n")
        #expect(cli.run(["list", "--all"]) == 0 && !cli.out.contains("Gym"))
    }

    /// Issue 25, item 7: `skip` on an "after 3 days" task printed nothing and exited 0.
    @Test func skippingATaskRepeatingAfterCompletionSaysWhyAndFails() throws {
        let cli = try CLIHarness()
        #expect(cli.run(["add", "Water", "plants", "after", "3", "days"]) == 0)
        let id = try cli.addedID()
        #expect(cli.run(["list", "--json"]) == 0)
        let before = cli.out
        #expect(cli.run(["skip", id]) == 1 && cli.out.isEmpty)
        #expect(cli.err.contains("\(id) 'Water plants' repeats after completion: nothing to skip; taskdeck done \(id) completes it"))
        #expect(cli.run(["list", "--json"]) == 0 && cli.out == before)
    }

    @Test func quickAddReadsTheRuleAndARepeatWithoutADueStartsToday() throws {
        let cli = try CLIHarness()
        #expect(cli.run(["add", "Water", "plants", "after", "3", "days"]) == 0)
        let id = try cli.addedID()
        #expect(cli.out == "Added \(id) 'Water plants'\nRead from the title: repeat after 3 days (--literal keeps the words)\n")
        #expect(cli.run(["done", id]) == 0 && cli.out == "Completed \(id) 'Water plants', next due Sat 2026-03-14\n")
        #expect(cli.run(["edit", id, "--repeat", "every mon,thu until 2026-06-01"]) == 0)
        #expect(cli.run(["list", "--json"]) == 0)
        let rows = try #require(try JSONSerialization.jsonObject(with: Data(cli.out.utf8)) as? [[String: Any]])
        let repeating = try #require(rows.first { ($0["id"] as? String)?.hasPrefix(id) == true }?["repeat"] as? [String: String])
        #expect(repeating == ["rule": "FREQ=WEEKLY;BYDAY=MO,TH;UNTIL=20260601", "from": "due",
                              "words": "every week on mon, thu until 2026-06-01"])
    }

    @Test func aBadRuleIsAUsageErrorThatPointsAtTheWordAndAddsNothing() throws {
        let cli = try CLIHarness()
        #expect(cli.run(["add", "Gym", "--repeat", "every 2 weks"]) == 64)
        #expect(cli.err.hasPrefix("taskdeck: cannot read the repeat 'every 2 weks' at 'weks': expected "))
        #expect(cli.run(["list", "--all"]) == 0 && cli.out == "No tasks.\n")
        #expect(cli.run(["add", "Gym"]) == 0)
        let id = try cli.addedID()
        #expect(cli.run(["edit", id, "--repeat", "every day", "--no-repeat"]) == 64)
        #expect(cli.err.contains("--repeat and --no-repeat cannot be used together"))
    }

    /// JSON export and import carry the rule; formats without one (todo.txt) keep the stored rule.
    @Test func jsonCarriesTheRuleAndTodoTxtLeavesItAlone() throws {
        let cli = try CLIHarness()
        #expect(cli.run(["add", "Gym", "--due", "2026-03-12", "--repeat", "every 2nd tuesday 5 times"]) == 0)
        let id = try cli.addedID()
        #expect(cli.run(["export"]) == 0)
        let other = try CLIHarness()
        other.input = Data(cli.out.utf8)
        #expect(other.run(["import", "-"]) == 0)
        #expect(other.run(["list", "--json"]) == 0)
        #expect(other.out.contains("\"rule\" : \"FREQ=MONTHLY;BYDAY=2TU;COUNT=5\""))
        #expect(cli.run(["export", "--format", "todotxt"]) == 0)
        let line = cli.out
        cli.input = Data(line.replacingOccurrences(of: "Gym", with: "Gym class").utf8)
        #expect(cli.run(["import", "-", "--format", "todotxt"]) == 0)
        #expect(cli.run(["list"]) == 0 && cli.out == "\(id)  [ ]  Gym class  ↻ tomorrow\n")
    }
}
