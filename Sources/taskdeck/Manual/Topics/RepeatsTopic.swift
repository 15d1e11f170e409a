/// The text of `taskdeck help repeats` (see `ManualDocument` for the markup).
enum RepeatsTopic {
    static var text: String {
        #"""
        # Repeating tasks

        A task may repeat. Give it a rule with `--repeat` (`add`, `edit`), the editor's Repeat
        field, or at the end of a quick-add title (`Pay rent every month on the 1st`). A time of day
        after the rule or inside it is the due time, in a title, `--repeat` and the Repeat field alike
        (`Standup every weekday 9:30 until fri`: 9:30 each weekday until Friday; `every tuesday
        night` is Tuesdays at 20:00, `every morning` every day at 9:00). It goes onto the
        due date's day, or without one onto the rule's first day to come: at 20:22 on a Tuesday,
        `every weekday 9:30` starts on Wednesday at 9:30. A due date typed with another time
        (`--due "fri 10:00" --repeat "every weekday 9:30"`) is refused: give the time once.

        | phrase | repeats |
        | --- | --- |
        | `every day`, `every 3 days` | every day, every third day |
        | `every week`, `every 2 weeks`, `every other week` | on the due date's weekday |
        | `every weekday` | Monday to Friday |
        | `every mon,thu` (`every monday and thursday`), `every 2 weeks on mon,thu` | on those days (of every second week) |
        | `every month`, `every month on the 1st`, `every 15th` | on the due date's day, or that day, of the month |
        | `every last day`, `every month on the last day` | on the last day of the month |
        | `every 2nd tuesday`, `every last fri`, `every month on the first monday` | on that weekday of the month |
        | `every year`, `every 2 years` | on the due date's day |
        | `after 3 days`, `after a week`, `after 2 months` | that long after it was **completed** (water the plants 3 days after you last did) |
        | `... until 2027-06-01` (any date (taskdeck help dates): `until jan 31`, `until end of month`), `... 5 times` | and stops after that day, or after that many more occurrences |

        An `until` date before the first due date is refused, as a repeat that would end before it
        starts (`every day until yesterday`; `every 2nd tuesday until 2026-12-01` when the next 2nd
        Tuesday is Dec 8): `taskdeck` and the Repeat field's preview name the until date and the first
        due date.

        `every …` counts from the due date: the rent is due on the 1st however late last month's was
        paid (completing an overdue task moves it one step, to the next date after its due date,
        which may still be overdue; `X` skips one). `after …` counts from the day you complete it,
        so it has no occurrence to skip: `X` and `taskdeck skip` say so and change nothing (`skip`
        exits 1); completing it moves it on.
        A repeating task always has a due date: without one it starts on the rule's first day from
        today (`every mon` on a Wednesday: next Monday). So does a time alone in a quick-add title
        (`Gym every mon,thu 9:30` on a Tuesday is due Thursday at 9:30); a date you type (a day in
        the title, `--due`, the Due field) is kept as typed, even on a day the rule leaves out. A time of day stays the same wall-clock
        time on every date, whatever daylight saving does. Month ends work like `+1m`: a task due on
        the 31st falls on the last day of shorter months and comes back to the 31st (Jan 31, Feb 28,
        Mar 31); a yearly Feb 29 falls on Feb 28 in common years. (RFC 5545 would skip those months;
        taskdeck does not, so another client may show such a rule's dates differently.)

        **Completing** a repeating task (`x`, `taskdeck done`) records what you did and moves the
        task on: the occurrence just done becomes a new completed task (a copy without the rule,
        with its own ID), and the repeating task itself keeps its ID, and so its iCalendar UID, and
        moves to its next due date. Keeping the UID is what CalDAV clients such as Nextcloud Tasks
        expect of a task that repeats (one VTODO whose DUE moves), and sync sends one changed file
        and one new one. It is one change: `u` takes back both, exactly. When the `until` date or the
        count is used up, completing it completes the task itself. `done` and the status line say
        where it moved: `Completed 'Pay rent', next due Sun 2027-02-28`; in the list the cursor
        stays at its row (on the task that comes next) instead of following it. A done occurrence
        says the day it was due after its title, dimmed (`Pay rent · due 2027-01-01`), here and in
        `list`, so two of them done the same day are told apart. A rule read from a title without a
        date says the day it starts (`quick add: repeat every month on the 1st · first due Fri
        2027-01-01`). **Skipping** (`X` in the list,
        `taskdeck skip ID`) moves it without recording anything; skipping the last occurrence (the
        `until` date or the count used up) leaves nothing to do, so the task is removed, as
        Taskwarrior deletes a skipped last instance (`Skipped 'Gym', its last occurrence: task
        removed`; its subtasks move up a level, and `u` brings it back). The list shows `↻` before a
        repeating task's due date (the dates stay right-aligned). A repeating subtask's done copies stay under its parent (they
        count in the parent's `2/5`); completing a repeating parent with open subtasks asks about
        them as for any parent, and then moves the parent on.

        In the task file the rule is kept under `repeat` in RRULE form, with what it counts from:
        `"repeat": {"rule": "FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,TH;UNTIL=20270601", "from": "due"}`
        (`"from": "completion"` for `after …`); `COUNT=n` is the number of occurrences left,
        counting the current one. An older taskdeck keeps `repeat` verbatim (the task does not
        repeat there); a `repeat` this taskdeck cannot follow (an older one's value, extra members,
        a rule as below) is likewise kept verbatim with the task and written back, never an error
        for the file. In a vdir it is the VTODO's `RRULE` (and `X-TASKDECK-REPEAT-FROM:COMPLETION`);
        a VTODO from another client with an RRULE repeats in taskdeck too when taskdeck can follow
        all of the rule: `FREQ` DAILY to YEARLY, `INTERVAL` up to 1000, `BYDAY` (weekdays, or one
        `2TU`/`-1FR` on a monthly or yearly rule), one `BYMONTHDAY` (1–31 or -1), `BYMONTH` on a
        yearly rule, `UNTIL`, `COUNT`, `WKST`. A rule with anything else (`FREQ=HOURLY`, `BYSETPOS`,
        `BYMONTHDAY=1,15`, `BYHOUR`, weekday lists on a monthly rule, `INTERVAL=5000`) is one taskdeck
        cannot follow: it is left in the file untouched, and the task does not repeat in taskdeck
        (`x` completes it as a plain task; its other client still sees the rule). Completing a task
        whose rule came from another client keeps the RRULE as that client wrote it, but for a lower
        `COUNT` (taskdeck adds no `BYMONTHDAY`; so in a vdir a monthly rule without one counts from
        the current due date: a 31st moved to Feb 28 then stays on the 28th), an edited rule keeps an
        unchanged `UNTIL` as written, and when a repeating task's DUE moves, its `DTSTART` (if it has
        one) moves by the same number of days, in the same form, so clients that anchor the series
        on `DTSTART` agree. No rule moves a task past the year 9999: the repeat then finishes.
        """#
    }
}
