import Testing
@testable import TaskScenes

struct TaskEditorCompletionTests {
    let completion = TaskEditorCompletion(projects: ["home", "home.garden", "home.office", "Work"],
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

    @Test func tagsAlreadyListedAreNotOffered() {
        #expect(completion.tagCandidates(for: "phone p") == ["photos"])
    }

    @Test(arguments: [
        ("ho", ["home", "home.garden"], "home"), ("ph", ["phone", "photos"], "pho"),
        ("re", ["reading", "report", "review"], nil), ("home.", ["home.garden", "home.office"], nil),
    ] as [(String, [String], String?)])
    func theSharedBeginningIsOnlyOfferedWhenItIsLonger(typed: String, candidates: [String], expected: String?) {
        #expect(TaskEditorCompletion.sharedExtension(of: typed, candidates: candidates) == expected)
    }
}
