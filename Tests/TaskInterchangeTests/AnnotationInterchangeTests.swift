import Foundation
import TaskDomain
import TaskTestSupport
import Testing
@testable import TaskInterchange

/// Annotations through every format: Taskwarrior one to one with their `entry` times (and an
/// older taskdeck's merged notes read back sensibly), taskdeck's JSON both ways, iCalendar as
/// dated COMMENTs, and todo.txt, which cannot hold them, naming them with their count.
struct AnnotationInterchangeTests {
    let uuid = "1a2b3c4d-5e6f-4a1b-8c2d-3e4f5a6b7c8d"
    let annotations = [Annotation(entry: Interchange.utc(2026, 3, 2, 9, 0).addingTimeInterval(7), text: "called the plumber"),
                       Annotation(entry: Interchange.utc(2026, 3, 3, 18, 30), text: "back Tuesday")]

    func record(_ annotations: String, notes: String = "") -> String {
        #"[{"uuid":"\#(uuid)","description":"Fix sink","status":"pending","entry":"20260301T143000Z","#
            + #""modified":"20260304T000000Z","annotations":\#(annotations)}]"#
    }

    let twoAnnotations = #"[{"entry":"20260302T090007Z","description":"called the plumber"},"#
        + #"{"entry":"20260303T183000Z","description":"back Tuesday"}]"#

    @Test func taskwarriorAnnotationsComeOneToOneAndGoBackAsTheyCame() throws {
        let text = record(twoAnnotations)
        let imported = try Interchange.single(TaskwarriorFormat(), text)
        #expect(imported.task.annotations == annotations && imported.task.notes == "")
        #expect(try Interchange.decode(TaskwarriorFormat(), text).notes.isEmpty, "nothing read roughly any more")
        let written = try TaskwarriorFormat().encode([imported.task], context: Interchange.context()).text
        #expect(written.contains(#""annotations":"# + twoAnnotations.replacingOccurrences(of: #""entry":"20260302T090007Z","description":"called the plumber""#,
                                                                                        with: #""description":"called the plumber","entry":"20260302T090007Z""#)
                                    .replacingOccurrences(of: #""entry":"20260303T183000Z","description":"back Tuesday""#,
                                                          with: #""description":"back Tuesday","entry":"20260303T183000Z""#)),
                "\(written)")
    }

    /// An annotation added in taskdeck goes to Taskwarrior with its time; one removed goes too.
    @Test func anAnnotationAddedInTaskdeckGoesWithItsTime() throws {
        let imported = try Interchange.single(TaskwarriorFormat(), record(twoAnnotations))
        let added = Annotation(entry: Interchange.utc(2026, 3, 5, 8, 0).addingTimeInterval(1), text: "fixed")
        let task = try Task(id: imported.task.id, title: "Fix sink", created: imported.task.created, modified: added.entry,
                            kept: imported.task.kept, annotations: [annotations[1], added])
        let written = try TaskwarriorFormat().encode([task], context: Interchange.context()).text
        #expect(written.contains(#""annotations":[{"description":"back Tuesday","entry":"20260303T183000Z"},"#
                                 + #"{"description":"fixed","entry":"20260305T080001Z"}]"#), "\(written)")
        #expect(!written.contains("plumber"))
    }

    /// An older taskdeck read the two annotations as the notes' lines and kept the record:
    /// its export gives the record back as it came, and its next import the annotations.
    @Test func anOlderTaskdecksMergedNotesReadBackAsAnnotations() throws {
        let text = record(twoAnnotations)
        let current = try Interchange.single(TaskwarriorFormat(), text).task
        let old = try Task(id: current.id, title: "Fix sink", notes: "called the plumber\nback Tuesday", created: current.created,
                           modified: current.modified,
                           kept: KeptFields(["taskwarrior.record": TaskwarriorFields.text(try #require(TaskwarriorFields.object(
                               String(text.dropFirst().dropLast()))))]))
        let written = try TaskwarriorFormat().encode([old], context: Interchange.context()).text
        #expect(written.contains(#""description":"called the plumber","entry":"20260302T090007Z""#), "\(written)")
        #expect(!written.contains(#"plumber\nback"#))
        let plan = ImportPlan(importing: try Interchange.decode(TaskwarriorFormat(), text), stored: [old.id: old],
                              context: Interchange.context())
        let task = try #require(plan.entries.first?.task)
        #expect(task.notes == "" && task.annotations == annotations)
    }

    /// A task's notes go to Taskwarrior as one more annotation and come back as its notes.
    @Test func notesGoAsAnAnnotationAndComeBackAsNotes() throws {
        let task = try Task(id: try Interchange.id(uuid), title: "Fix sink", notes: "the tap, not the pipe",
                            created: Interchange.utc(2026, 3, 1, 14, 30), annotations: annotations)
        let written = try TaskwarriorFormat().encode([task], context: Interchange.context()).text
        #expect(written.contains(#"{"description":"the tap, not the pipe","entry":"20260301T143000Z"}"#), "\(written)")
        let document = try Interchange.decode(TaskwarriorFormat(), written)
        #expect(document.tasks.first?.task.annotations.count == 3, "alone, the notes are an annotation")
        let plan = ImportPlan(importing: document, stored: [task.id: task], context: Interchange.context())
        #expect(plan.entries.map(\.outcome) == [.unchanged])
    }

    @Test func taskdecksJSONKeepsAnnotations() throws {
        let task = try Task(id: try Interchange.id(uuid), title: "Fix sink", notes: "n", created: Interchange.utc(2026, 3, 1),
                            annotations: annotations)
        let text = try JSONTaskFormat().encode([task], context: Interchange.context()).text
        #expect(text.contains(#""entry" : "2026-03-02T09:00:07Z""#) && text.contains(#""text" : "called the plumber""#))
        let back = try Interchange.single(JSONTaskFormat(), text)
        #expect(back.task == task)
        #expect(try Interchange.decode(JSONTaskFormat(), text).notes.isEmpty, "annotations is a key taskdeck reads")
        #expect(Interchange.problems(JSONTaskFormat(), #"[{"title":"x","annotations":[{"text":"no time"}]}]"#)
                == ["task 1, annotations 1, field 'entry': missing"])
    }

    @Test func iCalendarKeepsAnnotationsAsDatedComments() throws {
        let task = try Task(id: try Interchange.id(uuid), title: "Fix sink", created: Interchange.utc(2026, 3, 1),
                            annotations: annotations)
        let text = try ICalendarFormat().encode([task], context: Interchange.context()).text
        #expect(text.contains("COMMENT;X-TASKDECK-ENTRY=20260302T090007Z:called the plumber\r\n"))
        #expect(try Interchange.single(ICalendarFormat(), text).task.annotations == annotations)
    }

    @Test func todoTxtNamesTheAnnotationsItCannotHoldWithTheirCount() throws {
        let task = try Task(title: "Fix sink", created: Interchange.utc(2026, 3, 1), annotations: annotations)
        let other = try Task(title: "Other", created: Interchange.utc(2026, 3, 1), annotations: [annotations[0]])
        let document = try TodoTxtFormat().encode([task, other], context: Interchange.context())
        #expect(document.omitted[.annotations] == 3)
        #expect(!document.text.contains("plumber"))
        // Re-importing the line keeps the stored annotations.
        let line = try Interchange.single(TodoTxtFormat(), document.text.components(separatedBy: "\n")[0])
        #expect(line.missing.contains(.annotations))
    }
}
