/// The words of the filter language, each with what it keeps: the one list that the app's
/// Help, `taskdeck help filters` and the man page show, so none of them shows one example
/// where the others show the language. A test reads every example with the real parser.
public enum FilterWords {
    /// One kind of word: its examples (each a word the parser reads) and what it keeps.
    public struct Entry: Equatable, Sendable {
        public let examples: [String]
        public let keeps: String
    }

    public static let entries: [Entry] = [
        Entry(examples: ["milk", "\"buy milk\""], keeps: "whose title, notes or annotations contain the word or phrase (case and accents ignored: cafe finds Café)"),
        Entry(examples: ["+home"], keeps: "of project home and its sub-projects (home.garden, not homework); a subtask without one is in its parent's"),
        Entry(examples: ["#shop"], keeps: "tagged shop"),
        Entry(examples: ["!high", "!h", "!none"], keeps: "of that priority"),
        Entry(examples: ["!>=medium", "!<high", "!=low"], keeps: "of a priority compared with one"),
        Entry(examples: ["due:today", "due:fri", "due:2026-12-24"], keeps: "due that day"),
        Entry(examples: ["due:<fri", "due:<=eow", "due:>today", "due:>=eom"], keeps: "due before, by, after, from that day"),
        Entry(examples: ["due:none", "due:any"], keeps: "without a due date, with one"),
        Entry(examples: ["wait:fri", "wait:none"], keeps: "hidden until that day, not hidden (same forms as due:)"),
        Entry(examples: ["scheduled:<=today", "until:<eom"], keeps: "planned to start by that day, worth doing until before it"),
        Entry(examples: ["status:done", "status:pending"], keeps: "done, not done"),
        Entry(examples: ["is:overdue"], keeps: "pending and past due"),
        Entry(examples: ["is:repeating"], keeps: "that repeat"),
        Entry(examples: ["is:waiting"], keeps: "pending and hidden until a day still to come"),
        Entry(examples: ["is:active", "is:scheduled"], keeps: "being worked on now (started), with a scheduled date"),
        Entry(examples: ["is:ready"], keeps: "ready to work on: pending, not waiting, not blocked, not scheduled later, not past until"),
        Entry(examples: ["is:blocked", "is:blocking"], keeps: "waiting for a task still to do; a task still to do waits for it"),
        Entry(examples: ["depends:1a2b", "depends:any", "depends:none"], keeps: "waits for the task with this ID (prefix); for some task; for none"),
        Entry(examples: ["project:home", "tag:shop", "priority:H"], keeps: "as +home, #shop, !high (Taskwarrior's words)"),
        Entry(examples: ["project:", "priority:"], keeps: "in no project (its own or a parent's), of no priority (as in Taskwarrior)"),
        Entry(examples: ["due.before:fri", "due.after:today", "due.by:eom"], keeps: "as due:<fri, due:>today, due:<=eom"),
        Entry(examples: ["-#later", "-milk", "not +work", "-(+a or +b)"], keeps: "that the word (or group) does not keep"),
        Entry(examples: ["a b", "a and b", "a or b", "(a or b) c"], keeps: "both (and is optional), either; parentheses group"),
    ]
}
