import Testing

/// Issue 25, item 14: the app's list marks a task with notes `≡` after its title, and
/// `list` did not, so the two said different things about the same task.
struct ListNotesMarkerCLITests {
    @Test func listMarksATaskWithNotesAsTheAppDoes() throws {
        let cli = try CLIHarness()
        #expect(cli.run(["add", "Plan trip", "--notes", "Book the hotel first."]) == 0)
        let noted = try cli.addedID()
        #expect(cli.run(["add", "Buy milk", "--notes", "  \n"]) == 0)
        let blank = try cli.addedID()
        #expect(cli.run(["list", "--sort", "title"]) == 0)
        #expect(cli.out == "\(blank)  [ ]  Buy milk\n\(noted)  [ ]  Plan trip ≡\n")
        #expect(cli.run(["list", "--json"]) == 0 && !cli.out.contains("≡"), "the mark is for people, not data")
    }
}
