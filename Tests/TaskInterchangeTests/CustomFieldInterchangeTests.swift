import Foundation
import TaskDomain
import TaskTestSupport
import Testing
@testable import TaskInterchange

/// Custom fields through the formats: Taskwarrior's UDAs in and out (unchanged ones byte for
/// byte, a number as a number), taskdeck's JSON both ways, todo.txt naming what it leaves out.
struct CustomFieldInterchangeTests {
    let uuid = "1a2b3c4d-5e6f-4a1b-8c2d-3e4f5a6b7c8d"

    func record(_ extra: String) -> String {
        #"[{"uuid":"\#(uuid)","description":"Fix sink","status":"pending","entry":"20260301T143000Z","modified":"20260302T000000Z"\#(extra)}]"#
    }

    @Test func udasAreFieldsAndGoBackAsTheyCame() throws {
        let text = record(#","estimate":3,"client":"ACME","ratio":2.5,"review":"20260320T000000Z","flags":["a"]"#)
        let imported = try Interchange.single(TaskwarriorFormat(), text)
        #expect(imported.task.fields == CustomFields(["estimate": "3", "client": "ACME", "ratio": "2.5", "review": "20260320T000000Z"]))
        let notes = try Interchange.decode(TaskwarriorFormat(), text).notes
        #expect(notes.counts[.customField("estimate")] == 1 && notes.counts[.unread("flags")] == 1)
        let written = try TaskwarriorFormat().encode([imported.task], context: Interchange.context()).text
        #expect(written.contains(#""estimate":3,"# ) && written.contains(#""ratio":2.5,"#) && written.contains(#""flags":["a"]"#),
                "\(written)")
        #expect(written.contains(#""review":"20260320T000000Z""#))
    }

    @Test func aFieldChangedOrSetInTaskdeckGoesToTaskwarrior() throws {
        let imported = try Interchange.single(TaskwarriorFormat(), record(#","estimate":3,"client":"ACME""#))
        let changed = try Task(id: imported.task.id, title: "Fix sink", created: imported.task.created, modified: imported.task.modified,
                               kept: imported.task.kept, fields: CustomFields(["estimate": "5", "size": "M"]))
        let written = try TaskwarriorFormat().encode([changed], context: Interchange.context()).text
        #expect(written.contains(#""estimate":5,"#) && written.contains(#""size":"M""#) && !written.contains("ACME"), "\(written)")
        let fresh = try Task(id: try Interchange.id(uuid), title: "New", created: Interchange.utc(2026, 3, 1),
                             fields: CustomFields(["estimate": "0.5"]))
        let freshText = try TaskwarriorFormat().encode([fresh], context: Interchange.context()).text
        #expect(freshText.contains(#""estimate":0.5"#))
        #expect(try Interchange.single(TaskwarriorFormat(), freshText).task.fields == fresh.fields)
    }

    @Test func taskdecksJSONKeepsFields() throws {
        let task = try Task(id: try Interchange.id(uuid), title: "Fix sink", created: Interchange.utc(2026, 3, 1),
                            fields: CustomFields(["estimate": "3"]))
        let text = try JSONTaskFormat().encode([task], context: Interchange.context()).text
        #expect(text.contains(#""estimate" : "3""#))
        #expect(try Interchange.single(JSONTaskFormat(), text).task == task)
        #expect(try Interchange.single(JSONTaskFormat(), #"[{"title":"x","fields":{"estimate":2}}]"#).task.fields["estimate"] == "2")
        #expect(Interchange.problems(JSONTaskFormat(), #"[{"title":"x","fields":{"estimate":[1]}}]"#)
                == ["task 1, fields, field 'estimate': a custom field's value is text or a number"])
    }

    @Test func iCalendarAndTodoTxt() throws {
        let task = try Task(id: try Interchange.id(uuid), title: "Fix sink", created: Interchange.utc(2026, 3, 1),
                            fields: CustomFields(["estimate": "3"]))
        let ics = try ICalendarFormat().encode([task], context: Interchange.context()).text
        #expect(ics.contains("\r\nX-ESTIMATE:3\r\n"))
        #expect(try Interchange.single(ICalendarFormat(), ics).task.fields == task.fields)
        let todo = try TodoTxtFormat().encode([task], context: Interchange.context())
        #expect(todo.omitted[.fields] == 1)
    }
}
