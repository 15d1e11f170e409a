import Foundation
import TaskDomain
import TaskICalendar

/// Task IDs derived from text, for records that carry no UUID (a todo.txt line without
/// `uid:`): the same text always gives the same ID, so importing the same file twice
/// matches the tasks of the first import instead of adding them again. One rule with the
/// iCalendar side (`TaskUID`): a name-based (version 5) UUID in taskdeck's namespace.
public enum StableID {
    public static func id(for text: String) -> TaskID {
        TaskID(TaskUID.nameBased(text, in: TaskUID.namespace))
    }
}
