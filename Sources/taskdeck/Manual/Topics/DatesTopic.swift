/// The text of `taskdeck help dates` (see `ManualDocument` for the markup).
enum DatesTopic {
    static var text: String {
        #"""
        # Due dates

        One reader reads every date: quick add, `--due`, the `until` of a repeat, the editor's Due
        field and the filter's `due:`. It reads what people write (any case), relative to now in
        your time zone:

        | you write | it means (on Wednesday 2026-03-11 at 10:00) |
        | --- | --- |
        | `today`, `tomorrow` (`tmrw`), `yesterday`, `the day after tomorrow` | that day |
        | `tonight`, `this morning`, `this afternoon`, `this evening` | today at 20:00, 9:00, 15:00, 19:00 (after 20:00, `tonight` is today without a time) |
        | `fri`, `friday`, `on friday`, `by fri` | the next Friday, never today (2026-03-13) |
        | `this fri` | Friday of this week, today included |
        | `next fri`, `next friday` | Friday of next week (2026-03-20; the line under the field says the coming one is the 13th) |
        | `this weekend`, `next weekend` | the coming Saturday (today on a weekend), the one after |
        | `next week`, `next month`, `next year` | their first day |
        | `in 3 days`, `in two weeks`, `in a month`, `in 2 years`, `+3d`, `+2w`, `+1m`, `+1y`, `-1d` | that much later (Jan 31 + 1 month is the end of February) |
        | `in 2 hours`, `in 90 min`, `in an hour`, `in half an hour`, `+2h` | that long from now, in real hours (across a clock change, past midnight, into the next year) |
        | `dec 20`, `20 dec`, `December 20th`, `20th of december`, `Jan 31`, `January 31st` | the next such day, today included (`Jan 31` in March is next year's, and the preview says so) |
        | `jan 31 2027`, `31 jan 2028`, `January 31st, 2027` | that day |
        | `the 15th`, `on the 1st`, `15th` | the next 15th, today included (`the 31st` in April is May 31, and it says so) |
        | `end of month` (`eom`), `end of week` (`eow`), `end of year` (`eoy`), `end of day` (`eod`, 23:59) | the last day of it |
        | `2026-12-24`, `2026-12-24 17:30`, `2026-12-24T17:30` | that date (and time) |
        | `12-24` | the next December 24th (today counts) |

        Any day may have a time, before or after it, with or without `at`: `tomorrow at 3pm`, `on
        friday at noon`, `next tuesday 9:30`, `3pm tomorrow`, `dec 20 at 5pm`, `fri 5:30 pm`,
        `tomorrow morning` (9:00), `afternoon` (15:00), `evening` (19:00), `night` (20:00). Times are
        `15:00`, `9:05`, `3pm`, `3:30 pm`, `3 p.m.`, `noon`, `midnight`. A time alone is today's, and
        **once it has passed today it means the next one**, tomorrow's: at 20:22, `9am` is tomorrow at
        9:00, and the line under the field (or `taskdeck add`) says `09:00 has passed today: the next
        one`. A day you name is kept as you named it (`today 9am` at 20:22 is today, and it says it
        has already passed). A time the clocks skip that day (02:30 on the night summer time starts
        in New York) becomes the first time that exists (03:30), and it says so.

        Weeks start on your locale's first weekday; a weekend is Saturday and Sunday. Anything else
        is a usage error that lists these forms. `12/24` is not read: which of 12 and 24 is the
        month depends on where you live.

        ## Dates in a title

        In a quick-add title the date is read wherever it stands, so a word must look like a date
        to be read. The rules:

        - `tomorrow`, `tonight`, `in 2 hours`, `dec 20`, `next week`, `3pm`, `2026-12-24` and a day
          with a time (`friday at noon`) are read anywhere: `Meeting tomorrow at 3pm with Ana` is
          `Meeting with Ana`.
        - A weekday, `the 15th`, `9:30`, `noon` and `weekend` are read at the end of the title or
          after a linking word (`on`, `at`, `by`, `due`, `before`), and not after `the`, `my`, `for`,
          `last`, …: `Call mom fri` and `Plan party on friday` are read; `Plan friday party`, `Read
          the 3rd chapter` and `Prepare for the sun` stay as typed.
        - `12-24` and `tom` only after a linking word: `Read pages 10-12`, `Book for 10-12 people`,
          `Call Tom` stay; `Meet on 10-12` is read. Numbers alone are never dates (`the 3
          musketeers`).
        - A date after `every`, `each` or `last` is not the due date (`about last friday`).
        - The end of a span is not a due date: `Move meeting from monday to friday`, `Work until
          5pm`, `dec 20 - dec 28` stay as typed; nor is a date after an article or a possessive (`the`, `a`, `my`,
          `your`, …): `Get tickets for the 8pm show` stays (but `Call her tomorrow` is read).
        - A phrase that is not read may hold one that is: `Call Tom at 3pm` is `Call Tom`, at 15:00.
        - A linking word goes with its date and stays when no date follows it (`Log on`, `Meet at
          the office tomorrow` is `Meet at the office`).
        - A day and a time in two places are one date (`Dinner tomorrow with Sam at 7pm`). Of two
          days, the last is read and the other stays, named on the line under the title (`Meet today
          tomorrow`: due tomorrow, `kept as text: 'today'`).
        - `due:fri`, `due:2026-12-24`, `due:eom` set the date too (one word; the repeat words of
          Taskwarrior's `recur:` are not read). `wait:` and `scheduled:` are refused by name until
          taskdeck has those fields.
        - A title that is only a date (`Friday`) keeps it; `\tomorrow` keeps one word as typed.
        """#
    }
}
