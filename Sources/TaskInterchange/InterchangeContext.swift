import Foundation
import TaskDomain

/// What a codec needs from outside: the local calendar (formats that store instants or
/// days, not taskdeck's local due dates, are converted in its time zone), the time of the
/// import (a stand-in for times a record does not carry) and a name for messages.
public struct InterchangeContext: Sendable {
    public var calendar: Calendar
    public var now: Date
    /// The input's name in messages: `todo.txt`, `standard input`.
    public var source: String

    public init(calendar: Calendar, now: Date, source: String = "input") {
        self.calendar = calendar
        self.now = now
        self.source = source
    }

    public init(clock: any Clock, source: String = "input") {
        self.init(calendar: clock.calendar, now: clock.nowInWholeSeconds, source: source)
    }
}
