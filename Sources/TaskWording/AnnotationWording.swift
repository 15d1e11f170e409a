import Foundation
import TaskDomain

/// Annotations as a person reads them, the same in the detail, the notes preview and the
/// CLI: `2026-12-02 09:30  Called the plumber`, the time in the clock's zone (the seconds
/// are kept, not shown).
public enum AnnotationWording {
    /// When it was added: `2026-12-02 09:30`.
    public static func entry(_ annotation: Annotation, in clock: any Clock) -> String {
        Timestamp.text(of: annotation.entry, in: clock)
    }

    /// One line: the time, two spaces, the text.
    public static func line(_ annotation: Annotation, in clock: any Clock) -> String {
        entry(annotation, in: clock) + "  " + annotation.text
    }

    /// `1 annotation`, `3 annotations`.
    public static func count(_ count: Int) -> String {
        count == 1 ? "1 annotation" : "\(count) annotations"
    }
}
