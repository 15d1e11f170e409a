import Foundation
import Testing
import TaskDomain
import TaskTestSupport
@testable import TaskWording

/// The sentences of undo and redo that name more than the step: tasks linked to a task the
/// move took away.
struct HistoryWordingTests {
    private func move(leftLinks: [LeftLink]) throws -> HistoryMove {
        let trip = try Fixtures.task("Plan the trip")
        let change = TaskChange(action: .added, entries: [.init(id: trip.id, before: nil, after: trip)])
        let step = HistoryStep(number: 3, recording: change, at: Fixtures.clock.now, by: .command("add"))
        return HistoryMove(step: step, change: change, written: change.inverse, merged: [], leftLinks: leftLinks)
    }

    /// Two apps are both "the app": a step another app process made says so, the app's own not.
    @Test func anotherAppsStepSaysItCameFromAnotherWindow() throws {
        let trip = try Fixtures.task("Plan the trip")
        let change = TaskChange(action: .added, entries: [.init(id: trip.id, before: nil, after: trip)])
        var step = HistoryStep(number: 3, recording: change, at: Fixtures.clock.now, by: .app)
        step.process = 41
        var move = HistoryMove(step: step, change: change, written: change.inverse, merged: [])
        #expect(HistoryWording.moved(move, undone: true, sayingAppSteps: false) == "Undid: Added 'Plan the trip'")
        move.byAnotherOpenWindow = true
        #expect(HistoryWording.moved(move, undone: true, sayingAppSteps: false)
                == "Undid: Added 'Plan the trip' (from another taskdeck window)")
        #expect(HistoryWording.moved(move, undone: true) == "Undid: Added 'Plan the trip' (in the app)")
    }

    @Test func tasksLinkedToATaskTakenAwayAreNamed() throws {
        let subtask = LeftLink(title: "Pack", of: "Plan the trip", kind: .subtask)
        let waiter = LeftLink(title: "Leave", of: "Plan the trip", kind: .waiter)
        #expect(HistoryWording.moved(try move(leftLinks: []), undone: true)
                == "Undid: Added 'Plan the trip' (from the command line: taskdeck add)")
        #expect(HistoryWording.moved(try move(leftLinks: [subtask, waiter]), undone: true)
                == "Undid: Added 'Plan the trip' (from the command line: taskdeck add); 'Pack' was a subtask of 'Plan the trip'"
                + " and is at the top level now; 'Leave' waited for 'Plan the trip' and no longer does")
        #expect(HistoryWording.moved(try move(leftLinks: [subtask, waiter, waiter]), undone: true)
                .hasSuffix("; 'Pack' was a subtask of 'Plan the trip' and is at the top level now; and 2 more tasks lost a parent or a blocker"))
    }
}
