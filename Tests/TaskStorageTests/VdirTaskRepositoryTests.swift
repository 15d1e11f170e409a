import Foundation
import Testing
import TaskDomain
import TaskICalendar
import TaskTestSupport
@testable import TaskStorage

/// The vdir store as vdirsyncer, todoman and an editor meet it: identity by UID, files of
/// other clients kept byte for byte, events and broken files left alone, collections,
/// outside changes, conflicts.
@Suite struct VdirTaskRepositoryTests {
    let folder: TemporaryFolder
    var root: String { folder.path }

    init() throws {
        folder = try TemporaryFolder("vdir")
    }

    static let foreignUID = "917a3c5e2b8f4d6a9c1e0f7b3d5a2c4e@laptop"

    /// A file as todoman writes it (LF-only), with parts taskdeck does not understand.
    static let todoman = """
        BEGIN:VCALENDAR
        VERSION:2.0
        PRODID:-//todoman//NONSGML v4.4//EN
        BEGIN:VTODO
        UID:\(foreignUID)
        DTSTAMP:20260310T081500Z
        CREATED:20260301T090000Z
        LAST-MODIFIED:20260310T081500Z
        SUMMARY:Water the plants
        DESCRIPTION:Ferns\\, cacti\\; and the palm.\\nTwice a week
        PRIORITY:4
        CATEGORIES:home,garden
        RRULE:FREQ=WEEKLY;BYDAY=MO,TH
        X-OTHER;X-P="a:b":kept
        BEGIN:VALARM
        ACTION:DISPLAY
        TRIGGER:-PT15M
        END:VALARM
        END:VTODO
        END:VCALENDAR

        """

    static let event = "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nBEGIN:VEVENT\r\nUID:e1\r\nSUMMARY:Party\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n"

    func write(_ text: String, to name: String) throws {
        let url = folder.appending(name)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    func names(_ sub: String = "") throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: sub.isEmpty ? root : root + "/" + sub).sorted()
    }

    func todo(_ uid: String, _ summary: String, extra: String = "") -> String {
        "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nBEGIN:VTODO\r\nUID:\(uid)\r\nDTSTAMP:20260301T090000Z\r\n"
            + "SUMMARY:\(summary)\r\n\(extra)END:VTODO\r\nEND:VCALENDAR\r\n"
    }

    // MARK: - Identity and files

    @Test func aNewTaskIsWrittenAsItsUIDDotIcsAndNothingElseIsLeft() throws {
        let repository = VdirTaskRepository(url: folder.url)
        let task = try Fixtures.task("Buy milk", tags: ["shop"])
        try repository.save([task])
        #expect(try names() == [".taskdeck.lock", "\(task.id).ics"])
        let text = try folder.read(folder.appending("\(task.id).ics"))
        #expect(text.contains("\r\nUID:\(task.id)\r\n") && text.contains("\r\nSUMMARY:Buy milk\r\n"))
        #expect(try VdirTaskRepository(url: folder.url).loadAll() == [task])
    }

    @Test func identityIsTheUIDInsideNotTheFileName() throws {
        try write(Self.todoman, to: "random-name-from-vdirsyncer.ics")
        let tasks = try VdirTaskRepository(url: folder.url).loadAll()
        #expect(tasks.map(\.id) == [TaskUID.taskID(forUID: Self.foreignUID)])
        #expect(tasks.first?.title == "Water the plants")
        #expect(tasks.first?.priority == .high)
        #expect(tasks.first?.tags == ["home", "garden"])
    }

    @Test func anEditRewritesTheFileItCameFromKeepingWhatTaskdeckDoesNotKnow() throws {
        try write(Self.todoman, to: "random.ics")
        let repository = VdirTaskRepository(url: folder.url)
        let service = TaskService(repository: repository, clock: Fixtures.clock)
        let id = TaskUID.taskID(forUID: Self.foreignUID)
        _ = try service.edit([id], TaskEdit(title: .set("Water all the plants")))
        #expect(try names() == [".taskdeck.lock", "random.ics"])
        let text = try folder.read(folder.appending("random.ics"))
        for kept in ["UID:\(Self.foreignUID)\n", "RRULE:FREQ=WEEKLY;BYDAY=MO,TH\n", "X-OTHER;X-P=\"a:b\":kept\n",
                     "BEGIN:VALARM\nACTION:DISPLAY\nTRIGGER:-PT15M\nEND:VALARM\n", "PRIORITY:4\n", "CATEGORIES:home,garden\n",
                     "DESCRIPTION:Ferns\\, cacti\\; and the palm.\\nTwice a week\n"] {
            #expect(text.contains(kept), "lost: \(kept)")
        }
        #expect(text.contains("SUMMARY:Water all the plants\r\n"))
        #expect(try VdirTaskRepository(url: folder.url).loadAll().map(\.title) == ["Water all the plants"])
    }

    @Test func aDeleteRemovesTheFile() throws {
        try write(Self.todoman, to: "random.ics")
        let repository = VdirTaskRepository(url: folder.url)
        try repository.delete(ids: [TaskUID.taskID(forUID: Self.foreignUID)])
        #expect(!(try names()).contains("random.ics"))
    }

    // MARK: - Files that are not tasks

    @Test func eventsAreNotShownAndNeverWritten() throws {
        try write(Self.event, to: "event.ics")
        try write("not ics at all", to: "notes.txt")
        let repository = VdirTaskRepository(url: folder.url)
        #expect(try repository.loadAll().isEmpty)
        #expect(repository.problems.isEmpty)
        try repository.save([try Fixtures.task("A")])
        #expect(try folder.read(folder.appending("event.ics")) == Self.event)
    }

    @Test func aBrokenFileIsReportedWithItsLineAndNeverWritten() throws {
        let broken = "BEGIN:VCALENDAR\nVERSION:2.0\nBEGIN:VTODO\nUID:x\nSUMMARY no colon\nEND:VTODO\nEND:VCALENDAR\n"
        try write(broken, to: "broken.ics")
        try write(todo("ok-1", "Fine"), to: "ok.ics")
        let repository = VdirTaskRepository(url: folder.url)
        #expect(try repository.loadAll().map(\.title) == ["Fine"])
        #expect(repository.problems == [.unreadable(path: root + "/broken.ics", line: 5,
                                                    detail: "SUMMARY has no ':' before its value")])
        #expect(repository.problems.first?.description.hasPrefix(root + "/broken.ics:5: ") == true)
        try repository.save([try Fixtures.task("New")])
        #expect(try folder.read(folder.appending("broken.ics")) == broken)
    }

    @Test func twoFilesWithOneUIDAreReportedAndTheFirstIsShown() throws {
        try write(todo("same", "First"), to: "a.ics")
        try write(todo("same", "Second"), to: "b.ics")
        let repository = VdirTaskRepository(url: folder.url)
        #expect(try repository.loadAll().map(\.title) == ["First"])
        #expect(repository.problems == [.duplicateUID(uid: "same", shown: root + "/a.ics", ignored: root + "/b.ics")])
    }

    /// Neither of two files with one UID is written: an edit of one and a delete that
    /// would bring the other back are refused, and both files stay as they are.
    @Test func aTaskTwoFilesClaimIsNeverWritten() throws {
        try write(todo("same", "First"), to: "a.ics")
        try write(todo("same", "Second"), to: "b.ics")
        let repository = VdirTaskRepository(url: folder.url)
        let service = TaskService(repository: repository, clock: Fixtures.clock)
        let id = TaskUID.taskID(forUID: "same")
        #expect(throws: TaskStorageError.self) { try service.edit([id], TaskEdit(title: .set("Edited"))) }
        #expect(throws: TaskStorageError.self) { try service.delete(ids: [id]) }
        #expect(try folder.read(folder.appending("a.ics")) == todo("same", "First"))
        #expect(try folder.read(folder.appending("b.ics")) == todo("same", "Second"))
    }

    /// A task's file that no longer reads as the task (an editor half-way through writing
    /// it) is not taken for a deletion: the change is refused, the file is left as it is,
    /// and no second file for the UID appears.
    @Test func aTaskFileThatNoLongerReadsIsNotWrittenOver() throws {
        try write(todo("a", "Alpha"), to: "a.ics")
        let repository = VdirTaskRepository(url: folder.url)
        _ = try repository.loadAll()
        try write("BEGIN:VCALENDAR\r\nBEGIN:VTODO\r\nSUMM", to: "a.ics")
        let service = TaskService(repository: repository, clock: Fixtures.clock)
        #expect(throws: TaskStorageError.self) {
            try service.edit([TaskUID.taskID(forUID: "a")], TaskEdit(title: .set("Alpha two")))
        }
        #expect(try folder.read(folder.appending("a.ics")) == "BEGIN:VCALENDAR\r\nBEGIN:VTODO\r\nSUMM")
        #expect(try names().filter { $0.contains(".ics") } == ["a.ics"])
    }

    /// A new task's file name taken since the folder was read (a sync, or an import beside
    /// this one, brought a file of that name): nothing is written beside it. The file is
    /// caught up with first, so the two versions meet by the conflict rule (issue 28, 4:
    /// the second of two overlapping imports failed half-way with "try again").
    @Test func aNewTaskNeverMakesASecondFileForItsUID() throws {
        let repository = VdirTaskRepository(url: folder.url)
        _ = try repository.loadAll()
        let task = try Fixtures.task("New")
        try write(todo(task.id.description, "Synced meanwhile"), to: task.id.description + ".ics")
        let report = try repository.save([task])
        #expect(report.external.changed.map(\.title) == ["Synced meanwhile"])
        #expect(report.conflicts.map { $0.setAside?.title } == ["Synced meanwhile"])
        #expect(try names().filter { $0.hasSuffix(".ics") } == [task.id.description + ".ics"])
        #expect(try repository.loadAll().map(\.title) == ["New"])
        #expect(try folder.read(folder.appending(task.id.description + ".ics.conflicts")).contains("SUMMARY:Synced meanwhile"))
    }

    /// A file dated far in the future or past (`touch -d 2300-01-01`) is read like any
    /// other: its time saturates instead of overflowing and stopping every read.
    @Test func aFileDatedAfter2262IsReadLikeAnyOther() throws {
        try write(todo("a", "Alpha"), to: "a.ics")
        let far = Date(timeIntervalSince1970: 10_413_792_000)  // 2300-01-01
        try FileManager.default.setAttributes([.modificationDate: far], ofItemAtPath: root + "/a.ics")
        #expect(try VdirTaskRepository(url: folder.url).loadAll().map(\.title) == ["Alpha"])
        #expect(FileIdentity.nanoseconds(10_413_792_000, 5) == .max)
        #expect(FileIdentity.nanoseconds(-10_413_792_000, 0) == .min)
        #expect(FileIdentity.nanoseconds(1, 5) == 1_000_000_005)
    }

    @Test func aMissingFolderIsAClearErrorAndIsNotCreated() throws {
        let missing = folder.appending("nope")
        #expect(throws: TaskStorageError.missingFolder(path: missing.path)) {
            try VdirTaskRepository(url: missing).loadAll()
        }
        #expect(!FileManager.default.fileExists(atPath: missing.path))
        try write("x", to: "file")
        #expect(throws: TaskStorageError.notAFolder(path: root + "/file")) {
            try VdirTaskRepository(url: folder.appending("file")).loadAll()
        }
    }

    // MARK: - Collections

    @Test func everyCollectionIsReadAndItsDisplaynameIsTheProjectOfTasksWithoutOne() throws {
        try write("Work Stuff\n", to: "work/displayname")
        try write(todo("w1", "Report"), to: "work/w1.ics")
        try write(todo("h1", "Garden", extra: "X-TASKDECK-PROJECT:home.garden\r\n"), to: "work/h1.ics")
        try write(todo("p1", "Groceries"), to: "personal/p1.ics")
        let repository = VdirTaskRepository(url: folder.url)
        let projects = Dictionary(uniqueKeysWithValues: try repository.loadAll().map { ($0.title, $0.project ?? "-") })
        #expect(projects == ["Report": "Work-Stuff", "Garden": "home.garden", "Groceries": "-"])
    }

    @Test func aNewTaskGoesToTheCollectionOfItsProjectElseTheFirst() throws {
        try write("Work\n", to: "work/displayname")
        try write(todo("w1", "Report"), to: "work/w1.ics")
        try write(todo("p1", "Groceries"), to: "personal/p1.ics")
        let repository = VdirTaskRepository(url: folder.url)
        let work = try Fixtures.task("Slides", project: "Work")
        let other = try Fixtures.task("Call", project: "elsewhere")
        try repository.save([work, other])
        #expect(try names("work").contains("\(work.id).ics"))
        #expect(try names("personal").contains("\(other.id).ics"))
        let text = try folder.read(folder.appending("work/\(work.id).ics"))
        #expect(!text.contains("X-TASKDECK-PROJECT"), "the collection says the project")
        #expect(try VdirTaskRepository(url: folder.url).tasks(withIDs: [work.id])[work.id]?.project == "Work")
    }

    /// A vdirsyncer storage root is never written into (vdirsyncer syncs only its lists):
    /// with a list beside files in the root, a new task goes to the list, and the root's
    /// files are shown with a warning that says how to move them (issue 24, 1).
    @Test func aNewTaskNeverGoesIntoTheRootOfAStorage() throws {
        try write(todo("r1", "Written into the root before"), to: "r1.ics")
        try FileManager.default.createDirectory(at: folder.appending("tasks"), withIntermediateDirectories: false)
        let repository = VdirTaskRepository(url: folder.url)
        let task = try Fixtures.task("First task")
        try repository.save([task])
        #expect(try names("tasks") == ["\(task.id).ics"])
        #expect(try names().filter { $0.hasSuffix(".ics") } == ["r1.ics"])
        #expect(Set(try repository.loadAll().map(\.title)) == ["Written into the root before", "First task"])
        #expect(repository.problems == [.rootNotSynced(folder: root, files: 1, firstList: "tasks")])
    }

    /// An empty folder that vdirsyncer's config names as a storage root has no list yet:
    /// adding says so (nothing is written) and the listing says how to make the first list;
    /// once there are lists, new tasks go to the one the config names.
    @Test func anEmptyStorageRootRefusesNewTasksUntilItHasAList() throws {
        let repository = VdirTaskRepository(url: folder.url)
        repository.isStorageRoot = true
        #expect(try repository.loadAll().isEmpty)
        #expect(repository.problems == [.noTaskList(folder: root)])
        #expect(throws: TaskStorageError.noTaskList(root: root)) { try repository.save([try Fixtures.task("First task")]) }
        #expect(try names().filter { !$0.hasPrefix(".") }.isEmpty)

        for list in ["home", "tasks"] {
            try FileManager.default.createDirectory(at: folder.appending(list), withIntermediateDirectories: false)
        }
        let configured = VdirTaskRepository(url: folder.url)
        configured.isStorageRoot = true
        configured.preferredList = "tasks"
        let task = try Fixtures.task("First task")
        try configured.save([task])
        #expect(try names("tasks") == ["\(task.id).ics"] && (try names("home")).isEmpty)
        #expect(configured.problems.isEmpty)
    }

    /// Completing a repeating task leaves its done copy in the series' list, not in the
    /// first list (issue 24, 8); a new task without a list of its project goes to the
    /// preferred list.
    @Test func aDoneOccurrenceStaysInItsSeriesListAndNewTasksGoToThePreferredList() throws {
        for list in ["home", "work"] {
            try FileManager.default.createDirectory(at: folder.appending(list), withIntermediateDirectories: false)
        }
        try write(todo("rent", "Pay rent", extra: "DUE;VALUE=DATE:20260311\r\nRRULE:FREQ=MONTHLY\r\n"), to: "work/rent.ics")
        let repository = VdirTaskRepository(url: folder.url)
        repository.preferredList = "work"
        let service = TaskService(repository: repository, clock: Fixtures.clock)
        _ = try service.toggleCompletion(ids: [TaskUID.taskID(forUID: "rent")])
        #expect(try names("home").isEmpty)
        #expect(try names("work").filter { $0.hasSuffix(".ics") }.count == 2)
        let done = try repository.loadAll().filter(\.isCompleted)
        #expect(done.map(\.title) == ["Pay rent"])

        let task = try Fixtures.task("Call the bank")
        try repository.save([task])
        #expect(try names("work").contains("\(task.id).ics") && (try names("home")).isEmpty)
    }

    @Test func theCollectionsProjectIsNotWrittenBackAndLeavingItIsWritten() throws {
        try write("Work\n", to: "work/displayname")
        try write(todo("w1", "Report"), to: "work/w1.ics")
        let repository = VdirTaskRepository(url: folder.url)
        let service = TaskService(repository: repository, clock: Fixtures.clock)
        let id = TaskUID.taskID(forUID: "w1")
        _ = try service.edit([id], TaskEdit(title: .set("Report v2")))
        #expect(!(try folder.read(folder.appending("work/w1.ics"))).contains("X-TASKDECK-PROJECT"))
        _ = try service.edit([id], TaskEdit(project: .set(nil)))
        #expect(try folder.read(folder.appending("work/w1.ics")).contains("\r\nX-TASKDECK-PROJECT:\r\n"))
        #expect(try VdirTaskRepository(url: folder.url).loadAll().first?.project == nil)
        _ = try service.edit([id], TaskEdit(project: .set("Work")))
        #expect(!(try folder.read(folder.appending("work/w1.ics"))).contains("X-TASKDECK-PROJECT"))
    }

    // MARK: - Outside changes

    @Test func refreshFindsOutsideEditsAdditionsAndRemovals() throws {
        try write(todo("a", "Alpha"), to: "a.ics")
        try write(todo("b", "Bravo"), to: "b.ics")
        let repository = VdirTaskRepository(url: folder.url)
        _ = try repository.loadAll()
        #expect(try repository.refresh() == .none)
        try write(todo("a", "Alpho"), to: "a.ics")  // same size, maybe the same second
        try FileManager.default.removeItem(at: folder.appending("b.ics"))
        try write(todo("c", "Charlie"), to: "c.ics")
        let changes = try repository.refresh()
        #expect(Set(changes.changed.map(\.title)) == ["Alpho", "Charlie"])
        #expect(changes.removed == [TaskUID.taskID(forUID: "b")])
        #expect(try repository.refresh() == .none)
    }

    @Test func itsOwnWritesAreNotNewsFromOutside() throws {
        try write(Self.todoman, to: "random.ics")
        let repository = VdirTaskRepository(url: folder.url)
        let task = try Fixtures.task("Mine")
        try repository.save([task])
        _ = try TaskService(repository: repository, clock: Fixtures.clock)
            .setCompleted(true, ids: [task.id, TaskUID.taskID(forUID: Self.foreignUID)])
        #expect(try repository.refresh() == .none)
    }

    @Test func aRewriteWithTheSameBytesIsNoChange() throws {
        try write(todo("a", "Alpha"), to: "a.ics")
        let repository = VdirTaskRepository(url: folder.url)
        _ = try repository.loadAll()
        try write(todo("a", "Alpha"), to: "a.ics")
        #expect(try repository.refresh() == .none)
    }

    /// A commit catches up with the files it writes, not the whole folder (that is the
    /// idle refresh's work): its cost does not grow with the number of files. Other files'
    /// news waits for the next refresh, and nothing is lost meanwhile.
    @Test func aCommitReadsOnlyItsOwnFilesAndRefreshBringsTheRest() throws {
        try write(todo("a", "Alpha"), to: "a.ics")
        try write(todo("b", "Bravo"), to: "b.ics")
        let repository = VdirTaskRepository(url: folder.url)
        _ = try repository.loadAll()
        try write(todo("b", "Bravo two"), to: "b.ics")
        _ = try TaskService(repository: repository, clock: Fixtures.clock)
            .setCompleted(true, ids: [TaskUID.taskID(forUID: "a")])
        // Had the commit read the whole folder, b's edit would be old news by now.
        #expect(try repository.refresh().changed.map(\.title) == ["Bravo two"])
        #expect(try VdirTaskRepository(url: folder.url).loadAll().map(\.isCompleted).sorted { !$0 && $1 } == [false, true])
    }

    /// A sync tool may replace a task's file under another name: the commit then reads the
    /// folder again, finds the task where it went and changes it there (no second file).
    @Test func aTaskWhoseFileMovedIsFoundWhereItWent() throws {
        try write(todo("a", "Alpha"), to: "a.ics")
        let repository = VdirTaskRepository(url: folder.url)
        _ = try repository.loadAll()
        try FileManager.default.moveItem(at: folder.appending("a.ics"), to: folder.appending("moved.ics"))
        _ = try TaskService(repository: repository, clock: Fixtures.clock)
            .edit([TaskUID.taskID(forUID: "a")], TaskEdit(title: .set("Alpha two")))
        #expect(try names().filter { $0.hasSuffix(".ics") } == ["moved.ics"])
        #expect(try VdirTaskRepository(url: folder.url).loadAll().map(\.title) == ["Alpha two"])
    }

    // MARK: - Conflicts

    @Test func editsOfDifferentFieldsOnBothSidesMerge() throws {
        try write(Self.todoman, to: "random.ics")
        let id = TaskUID.taskID(forUID: Self.foreignUID)
        let mine = VdirTaskRepository(url: folder.url)
        let theirs = VdirTaskRepository(url: folder.url)
        let myService = TaskService(repository: mine, clock: Fixtures.clock)
        _ = try mine.loadAll()
        _ = try TaskService(repository: theirs, clock: Fixtures.clock).edit([id], TaskEdit(notes: .set("their notes")))
        let change = try myService.edit([id], TaskEdit(title: .set("My title")))
        #expect(!change.isEmpty)
        let stored = try #require(try VdirTaskRepository(url: folder.url).loadAll().first)
        #expect(stored.title == "My title" && stored.notes == "their notes")
        #expect(!(try names()).contains("random.ics.conflicts"))
    }

    @Test func aClashKeepsTheLaterVersionAndTheOtherInAConflictsFile() throws {
        try write(Self.todoman, to: "random.ics")
        let id = TaskUID.taskID(forUID: Self.foreignUID)
        let mine = VdirTaskRepository(url: folder.url)
        _ = try mine.loadAll()
        let later = FixedClock(year: 2026, month: 3, day: 12)
        _ = try TaskService(repository: VdirTaskRepository(url: folder.url), clock: later)
            .edit([id], TaskEdit(title: .set("Their title")))
        var reports: [CommitReport] = []
        _ = try TaskService(repository: mine, clock: Fixtures.clock) { reports.append($0) }
            .edit([id], TaskEdit(title: .set("My title")))
        #expect(reports.first?.conflicts.map(\.winner) == [.theirs])
        #expect(reports.first?.setAsideLocation == root + "/random.ics.conflicts")
        #expect(try VdirTaskRepository(url: folder.url).loadAll().first?.title == "Their title")
        let kept = try folder.read(folder.appending("random.ics.conflicts"))
        #expect(kept.contains("SUMMARY:My title") && kept.contains("RRULE:FREQ=WEEKLY"))
    }
}

/// A write that fails at any step (a full disk, a dying device) leaves the task's file as
/// it was, no temporary file behind, and the repository's view unchanged.
@Suite struct VdirWriteFailureTests {
    @Test(arguments: [FaultyFileCalls.Call.open, .write, .sync, .rename])
    func aFailedEditLeavesTheFileAsItWas(call: FaultyFileCalls.Call) throws {
        let folder = try TemporaryFolder("vdir-fail")
        let name = "random.ics"
        try Data(VdirTaskRepositoryTests.todoman.utf8).write(to: folder.appending(name))
        let calls = FaultyFileCalls()
        let repository = VdirTaskRepository(url: folder.url, calls: calls)
        let original = try #require(try repository.loadAll().first)
        let edited = try Task(id: original.id, title: "Edited", created: original.created)
        calls.failing = call
        #expect(throws: TaskStorageError.self) { try repository.save([edited]) }
        #expect(try folder.read(folder.appending(name)) == VdirTaskRepositoryTests.todoman)
        #expect(try repository.loadAll() == [original])
        let left = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0 != ".taskdeck.lock" }
        #expect(left == [name])
        calls.failing = nil
        try repository.save([edited])
        #expect(try VdirTaskRepository(url: folder.url).loadAll().map(\.title) == ["Edited"])
    }
}
