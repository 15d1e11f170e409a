import Foundation
import Testing
import TaskDomain
import TaskWording

/// The words for the domain's and the storage port's errors: the cases are facts (tested
/// where they are thrown), the sentences are these.
@Suite struct DomainErrorTextTests {
    static let id = TaskID(UUID(uuid: (0xAB, 0xCD, 0x12, 0x34, 0, 0, 0x40, 0, 0x80, 0, 0, 0, 0, 0, 0, 1)))

    @Test(arguments: [
        (TaskDomainError.emptyTitle, "a task needs a title"),
        (.titleHasNewline, "a title must be a single line (put longer text in the notes)"),
        (.invalidTag("", reason: .empty), "invalid tag '': a tag cannot be empty"),
        (.invalidTag("a b", reason: .notOneWord), "invalid tag 'a b': a tag is one word, without spaces"),
        (.invalidProject("", reason: .empty), "invalid project '': a project name cannot be empty"),
        (.invalidProject("a b", reason: .notOneWord),
         "invalid project 'a b': a project name has no spaces (use '.' for sub-projects)"),
        (.invalidProject("home.", reason: .emptyPart),
         "invalid project 'home.': '.' separates non-empty parts, as in home.garden"),
        (.invalidPriority("urgent"), "invalid priority 'urgent': use none, low, medium or high"),
        (.idPrefixTooShort("ab"), "the ID 'ab' is too short: type at least 4 characters"),
        (.unknownID("ffff"), "no task has an ID starting with 'ffff'"),
        (.ambiguousID("abcd", candidates: [.init(id: "abcd1111", title: "A"), .init(id: "abcd2222", title: "B")]),
         "the ID 'abcd' matches 2 tasks: abcd1111 'A', abcd2222 'B'"),
        (.taskNotFound(id), "the task abcd1234 no longer exists"),
        (.parentNotFound(id), "the parent task abcd1234 does not exist"),
        (.parentCycle(task: "Trip", parent: "Room"), "'Trip' cannot be a subtask of 'Room': 'Room' is one of its subtasks"),
        (.parentCycle(task: "Trip", parent: nil), "'Trip' cannot be a subtask of itself"),
        (.alreadyTopLevel("Trip"), "'Trip' is already a top-level task"),
        (.openSubtasks(task: "Trip", count: 1), "'Trip' has 1 open subtask"),
        (.openSubtasks(task: "Trip", count: 3), "'Trip' has 3 open subtasks"),
    ])
    func eachRefusalIsWorded(error: TaskDomainError, text: String) {
        #expect(DomainErrorText.sentence(error) == text)
        #expect(ErrorMessage.text(error) == text)
    }

    @Test func phrasesThatDoNotReadListWhatDoes() {
        let due = DomainErrorText.sentence(.invalidDuePhrase("someday"))
        #expect(due == "cannot read the due date 'someday'; accepted: \(DateReader.acceptedForms)")
        #expect(due.contains("tomorrow") && due.contains("+3d") && due.contains("12-24"))
        #expect(DomainErrorText.sentence(.invalidRepeatPhrase("every 2 weks", word: "weks", expected: "day(s)"))
                == "cannot read the repeat 'every 2 weks' at 'weks': expected day(s); accepted: "
                + RecurrencePhraseParser.acceptedForms)
    }
}

@Suite struct StorageErrorTextTests {
    @Test(arguments: [
        (TaskStorageError.unreadableFile(path: "/t.json", reason: "Permission denied"), "cannot read /t.json: Permission denied"),
        (.corruptFile(path: "/t.json", problem: .invalidJSON(line: 2, column: 13, why: nil)),
         "/t.json is not a valid task file: invalid JSON at line 2, column 13. It was left untouched; fix or move it away"),
        (.unsupportedSchemaVersion(path: "/t.json", found: 99, supported: 1),
         "/t.json has schemaVersion 99, but this taskdeck understands up to 1; it was written by a newer taskdeck, "
         + "so it was left untouched"),
        (.invalidRecord(path: "/t.json", index: 1, id: "nope", problem: .idNotUUID("nope")),
         "/t.json: task #2 (id nope) is invalid: 'nope' is not a UUID. The file was left untouched"),
        (.invalidRecord(path: "/t.json", index: 0, id: nil, problem: .invalidTask(.emptyTitle)),
         "/t.json: task #1 is invalid: a task needs a title. The file was left untouched"),
        (.writeFailed(path: "/t.json", step: .writeTemporary, reason: "No space left on device"),
         "could not save /t.json (write the temporary file): No space left on device"),
        (.fileIsReadOnly(path: "/t.json"), "could not save /t.json (check the file): the file is read-only (chmod u+w to allow changes)"),
        (.notFlushed(path: "/t.json", reason: "Input/output error"),
         "saved /t.json, but could not flush it to disk (Input/output error); it may not survive a power loss"),
        (.locked(path: "/t.json.lock", pid: 42, waited: .milliseconds(1500)),
         "another process (pid 42) held the lock /t.json.lock for 1.5 s; nothing was changed, try again"),
        (.lockFailed(path: "/t.json.lock", reason: "Permission denied"), "cannot lock /t.json.lock: Permission denied"),
        (.lockIsLink(path: "/t.json.lock"), "cannot lock /t.json.lock: the lock file is a symbolic link; remove it"),
        (.readOnly(path: "/t.json"), "/t.json was opened read-only"),
        (.corruptJournal(path: "/t.json.journal", offset: 120, problem: .checksumMismatch),
         "/t.json.journal is damaged at byte 120: a record fails its checksum. Nothing was changed; "
         + "move it away to load the last snapshot (changes recorded after it would be lost)"),
        (.notARegularFile(path: "/dev/null", kind: .characterDevice),
         "/dev/null is a character device, not a task file; give the path of a regular file"),
        (.changedWhileSaving(path: "/t.json"),
         "/t.json was changed by another program while taskdeck was saving it; nothing was replaced, try again"),
        (.missingFolder(path: "/v"), "/v does not exist; create the vdir folder (mkdir -p /v) or run 'vdirsyncer discover' first"),
        (.notAFolder(path: "/v"),
         "/v is not a folder; --vdir and TASKDECK_VDIR name the folder of .ics files (use --file for a task file)"),
        (.taskFileNotWritable(path: "/v/a.ics", reason: .noLongerTheTask),
         "/v/a.ics no longer reads as the task it held; nothing was changed"),
        (.taskFileNotWritable(path: "/v/a.ics", reason: .duplicateUID),
         "/v/a.ics has a UID another file has too (see the warnings); remove one of the two files first; nothing was changed"),
    ])
    func eachFailureIsWorded(error: TaskStorageError, text: String) {
        #expect(StorageErrorText.sentence(error) == text)
        #expect(ErrorMessage.text(error) == text)
    }

    @Test(arguments: [
        (TaskStorageError.FileProblem.invalidSchemaVersion(0), "schemaVersion 0 is not valid"),
        (.fractionalSchemaVersion("1.5"), "schemaVersion is 1.5, but it must be a whole number such as 1"),
        (.notADate(field: "tasks[0].created", value: "soon", isText: true),
         "tasks[0].created is 'soon', not a date and time like 2026-03-11T10:00:00Z"),
        (.notADate(field: "tasks[0].created", value: "42", isText: false),
         "tasks[0].created is 42, not a date and time like 2026-03-11T10:00:00Z"),
        (.invalidJSON(line: nil, column: nil, why: .endsEarly), "invalid JSON: the file ends too early (cut off?)"),
        (.invalidJSON(line: nil, column: nil, why: .loneSurrogate),
         "invalid JSON: a \\u escape is half of a character pair (\\ud800–\\udfff without its other half)"),
        (.invalidJSON(line: 1, column: 2, why: .parser("badly formed object")), "invalid JSON at line 1, column 2 (badly formed object)"),
        (.missingKey("title", at: "tasks[3]"), "the key 'title' is missing at tasks[3]"),
        (.missingKey("tasks", at: nil), "the key 'tasks' is missing at the top level"),
        (.wrongKind(expected: .string, at: "tasks[0].title", foundNull: false), "expected a string at tasks[0].title"),
        (.wrongKind(expected: .array, at: "tasks", foundNull: true), "expected an array but found null at tasks"),
        (.unreadableValue(reason: "bad date", at: "tasks[0].due"), "bad date at tasks[0].due"),
    ])
    func whatIsWrongWithAFileIsWorded(problem: TaskStorageError.FileProblem, text: String) {
        #expect(StorageErrorText.sentence(.corruptFile(path: "/t.json", problem: problem))
                == "/t.json is not a valid task file: \(text). It was left untouched; fix or move it away")
    }

    @Test func aJournalRecordThatIsNoTaskSaysWhichTaskAndWhy() {
        let inner = TaskStorageError.invalidRecord(path: "/t.json.journal", index: 0, id: "x", problem: .idNotUUID("x"))
        #expect(StorageErrorText.sentence(.corruptJournal(path: "/t.json.journal", offset: 0, problem: .invalidTask(inner)))
                == "/t.json.journal is damaged at byte 0: /t.json.journal: task #1 (id x) is invalid: 'x' is not a UUID. "
                + "The file was left untouched. Nothing was changed; move it away to load the last snapshot "
                + "(changes recorded after it would be lost)")
        #expect(StorageErrorText.sentence(.corruptJournal(path: "/j", offset: 7, problem: .outOfSequence(record: 5, after: 3)))
                .hasPrefix("/j is damaged at byte 7: record 5 follows record 3. "))
    }

    @Test func valuesFromAFileAreCut() {
        let long = String(repeating: "x", count: 300)
        let text = StorageErrorText.sentence(.invalidRecord(path: "/t.json", index: 0, id: long, problem: .idNotUUID(long)))
        #expect(text.contains("(id \(String(repeating: "x", count: 40))… (300 characters))"))
        #expect(text.count < 400)
    }
}
