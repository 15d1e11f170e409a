import Testing
import TaskICalendar

struct ICalendarTextTests {
    @Test(arguments: [
        ("plain", "plain"),
        ("a,b", "a\\,b"),
        ("a;b", "a\\;b"),
        ("back\\slash", "back\\\\slash"),
        ("two\nlines", "two\\nlines"),
        ("crlf\r\nline", "crlf\\nline"),
        ("café ☕", "café ☕"),
    ])
    func escapesAndUnescapes(text: String, escaped: String) {
        #expect(ICalendarText.escape(text) == escaped)
        #expect(ICalendarText.unescape(escaped) == text.replacingOccurrences(of: "\r\n", with: "\n"))
    }

    @Test(arguments: [
        ("a\\Nb", "a\nb"),
        ("a\\nb", "a\nb"),
        ("odd\\x", "oddx"),
        ("trailing\\", "trailing\\"),
    ])
    func readsUpperCaseNAndOddEscapes(escaped: String, text: String) {
        #expect(ICalendarText.unescape(escaped) == text)
    }

    @Test(arguments: [
        ("a,b", ["a", "b"]),
        ("one\\,two,three", ["one,two", "three"]),
        ("x\\\\,y", ["x\\", "y"]),
        ("single", ["single"]),
    ])
    func splitsListsOnUnescapedCommas(value: String, values: [String]) {
        #expect(ICalendarText.splitList(value) == values)
        #expect(ICalendarText.splitList(ICalendarText.joinList(values)) == values)
    }
}

import Foundation
