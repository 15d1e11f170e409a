/// A VTODO as todoman writes it (LF-only, as files come back from servers): a `hex@host`
/// UID, `PRIORITY:4`, two CATEGORIES lines, an escaped DESCRIPTION, an RRULE, a VALARM,
/// a VTIMEZONE, an unknown property with a parameter and a folded line.
enum TodomanSample {
    static let uid = "917a3c5e2b8f4d6a9c1e0f7b3d5a2c4e@laptop"

    static let text = """
        BEGIN:VCALENDAR
        VERSION:2.0
        PRODID:-//todoman//NONSGML v4.4//EN
        BEGIN:VTIMEZONE
        TZID:Europe/Berlin
        BEGIN:STANDARD
        DTSTART:19701025T030000
        TZOFFSETFROM:+0200
        TZOFFSETTO:+0100
        END:STANDARD
        END:VTIMEZONE
        BEGIN:VTODO
        UID:\(uid)
        DTSTAMP:20260310T081500Z
        CREATED:20260301T090000Z
        LAST-MODIFIED:20260310T081500Z
        SUMMARY:Water the plants
        DESCRIPTION:Ferns\\, cacti\\; and the palm.\\nTwice a week\\N\\\\ no more
        PRIORITY:4
        CATEGORIES:home,Garden Work
        CATEGORIES:weekly
        DUE;TZID=Europe/Berlin:20260315T090000
        RRULE:FREQ=WEEKLY;BYDAY=MO,TH
        X-OTHER-CLIENT;X-PARAM="a:b":kept as is
        X-LONG:aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa
         continued
        STATUS:NEEDS-ACTION
        BEGIN:VALARM
        ACTION:DISPLAY
        DESCRIPTION:Water the plants
        TRIGGER:-PT15M
        END:VALARM
        END:VTODO
        END:VCALENDAR

        """
}
