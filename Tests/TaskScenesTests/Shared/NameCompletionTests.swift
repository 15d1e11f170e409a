import Testing
@testable import TaskScenes

struct NameCompletionTests {
    let completion = NameCompletion(projects: ["home", "home.garden", "home.office", "Work"],
                                          tags: ["phone", "photos", "work"])

    @Test(arguments: [
        ("ho", ["home", "home.garden", "home.office"]),
        ("home.", ["home.garden", "home.office"]),
        ("wo", ["Work"]),  // case is ignored, the name's spelling is taken
        ("  hom ", ["home", "home.garden", "home.office"]),
        ("", []), ("home", []), ("Work", []), ("x", []), ("home.garden", []),
    ])
    func projectCandidates(typed: String, expected: [String]) {
        #expect(completion.projectCandidates(for: typed) == expected)
        #expect(completion.projectOptions(for: typed) == expected)
    }

    @Test(arguments: [
        ("ph", ["phone", "photos"]), ("phone, wo", ["work"]), ("#ph", ["phone", "photos"]),
        ("phone ", []), ("work", []), ("zzz", []),
    ])
    func tagCandidatesForTheLastWord(typed: String, expected: [String]) {
        #expect(completion.tagCandidates(for: typed) == expected)
    }

    @Test func tagOptionsReplaceTheLastWord() {
        #expect(completion.tagOptions(for: "a,b ph") == ["a,b phone", "a,b photos"])
        #expect(completion.tagOptions(for: "#ph") == ["#phone", "#photos"])
    }

    /// The list's `#` prompt adds `work` and removes `-home`: the sign stays, the name completes.
    @Test func aSignBeforeTheLastWordStays() {
        #expect(completion.tagOffer(for: "-pho").sharedText == nil)
        #expect(completion.tagOffer(for: "-ph").sharedText == "-pho")
        #expect(completion.tagOptions(for: "work -pho") == ["work -phone", "work -photos"])
        #expect(completion.tagCandidates(for: "+wo") == ["work"])
    }

    @Test func tagsAlreadyListedAreNotOffered() {
        #expect(completion.tagCandidates(for: "phone p") == ["photos"])
    }

    @Test(arguments: [
        ("ho", ["home", "home.garden"], "home"), ("ph", ["phone", "photos"], "pho"),
        ("re", ["reading", "report", "review"], nil), ("home.", ["home.garden", "home.office"], nil),
    ] as [(String, [String], String?)])
    func theSharedBeginningIsOnlyOfferedWhenItIsLonger(typed: String, candidates: [String], expected: String?) {
        #expect(NameCompletion.sharedExtension(of: typed, candidates: candidates) == expected)
    }

    /// What `tabs` presses of Tab make of `typed` in a tags text (nil: Tab moved on).
    func tabs(_ tabs: Int, from typed: String, tags: [String]) -> [String?] {
        let names = NameCompletion(tags: tags)
        var cycle = TabCompletionCycle()
        var text = typed
        return (0..<tabs).map { _ in
            let next = cycle.next(after: text, offer: names.tagOffer)
            if let next { text = next }
            return next
        }
    }

    @Test func aRunOfTabsExtendsThenOffersEachNameThenWhatWasTypedThenMovesOn() {
        #expect(tabs(6, from: "r", tags: ["reading", "report", "review", "home"])
                == ["re", "reading", "report", "review", "re", nil])
    }

    /// The shared beginning can be a whole name: the next Tab goes on to the longer ones.
    @Test func aSharedBeginningThatIsANameGoesOnToTheLongerNames() {
        #expect(tabs(4, from: "-sh", tags: ["shop", "shopping"]) == ["-shop", "-shopping", "-sh", nil])
    }

    @Test func typingInARunStartsOverAndResetForgetsIt() {
        let names = NameCompletion(tags: ["reading", "report"])
        var cycle = TabCompletionCycle()
        #expect(cycle.next(after: "re", offer: names.tagOffer) == "reading")
        #expect(cycle.next(after: "rep", offer: names.tagOffer) == "report")  // typed: a new run
        #expect(cycle.next(after: "re", offer: names.tagOffer) == "reading")
        cycle.reset()
        #expect(cycle.next(after: "reading", offer: names.tagOffer) == nil)  // nothing to offer: move on
        #expect(cycle.next(after: "home", offer: names.tagOffer) == nil)
    }
}
