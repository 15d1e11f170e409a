import Foundation

/// Hand-written VTODO files for the sync tests, standing in for what a client writes until
/// taskdeck's own vdir store writes them.
public enum VTodoSamples {
    /// A minimal task as a plain client writes it (CRLF, as RFC 5545 says). `summary` is
    /// written as given: escape `,` `;` `\\` yourself (`\\,`). Radicale cuts a SUMMARY at an
    /// unescaped comma ("Other, edited" is stored as "Other"), so a codec must escape.
    public static func plain(uid: String, summary: String, status: String = "NEEDS-ACTION") -> String {
        crlf([
            "BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//taskdeck tests//EN", "BEGIN:VTODO",
            "UID:\(uid)", "DTSTAMP:20261130T120000Z", "SUMMARY:\(summary)", "STATUS:\(status)",
            "END:VTODO", "END:VCALENDAR",
        ])
    }

    /// The UID of `todoman`: 32 hex digits and the host, as todoman makes them.
    public static let todomanUID = "9c3f7d1e2a6b4f0c8d5e1a2b3c4d5e6f@laptop"

    /// A task as todoman writes it: a `hex@host` UID, `PRIORITY:4` (todoman's "high"),
    /// `CATEGORIES` with two values, a `DESCRIPTION` with every TEXT escape and folded
    /// at 75 octets, an `RRULE`, and a property with a parameter no one else knows.
    public static let todoman = crlf(todomanLines)

    /// `todoman` with a reminder a phone added: a `VALARM` (with a parameter and a
    /// duration) inside the VTODO, which taskdeck does not understand and must keep.
    public static let todomanWithAlarm = crlf(todomanLines.dropLast(2) + [
        "BEGIN:VALARM",
        "ACTION:DISPLAY",
        "DESCRIPTION:Water the plants",
        "TRIGGER;RELATED=START:-PT30M",
        "END:VALARM",
        "END:VTODO",
        "END:VCALENDAR",
    ])

    private static let todomanLines = [
        "BEGIN:VCALENDAR",
        "VERSION:2.0",
        "PRODID:-//todoman//NONSGML v4.4.0//EN",
        "BEGIN:VTODO",
        "UID:\(todomanUID)",
        "SUMMARY:Water the plants",
        "DESCRIPTION:Balcony first\\, then the kitchen\\nUse the blue can\\; not the r",
        " ed one \\\\ it leaks",
        "PRIORITY:4",
        "CATEGORIES:home,garden",
        "DTSTART;VALUE=DATE:20261128",
        "DUE;VALUE=DATE:20261205",
        "RRULE:FREQ=WEEKLY;BYDAY=SA",
        "X-TODOMAN-NOTE;X-PARAM=1:kept as it is",
        "DTSTAMP:20261130T120000Z",
        "CREATED:20261130T120000Z",
        "LAST-MODIFIED:20261130T120000Z",
        "STATUS:NEEDS-ACTION",
        "SEQUENCE:0",
        "END:VTODO",
        "END:VCALENDAR",
    ]

    private static func crlf<Lines: Sequence<String>>(_ lines: Lines) -> String {
        lines.joined(separator: "\r\n") + "\r\n"
    }
}
