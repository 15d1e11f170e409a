import Testing
@testable import TaskScenes

struct TaskEditorCompletionTests {
    let completion = TaskEditorCompletion(projects: ["home", "home.garden", "home.office", "Work"],
                                          tags: ["phone", "photos", "work"])

    @Test(arguments: [
        ("ho", "home"),           // the shared beginning
        ("home.", "home.garden"), // nothing shared beyond: the first alphabetically
        ("home.o", "home.office"),
        ("wo", "Work"),           // case is ignored, the name's spelling is taken
        ("  hom ", "home"),
    ])
    func projectCompletes(typed: String, expected: String) {
        #expect(completion.completeProject(typed) == expected)
    }

    @Test(arguments: ["", "home", "Work", "x", "home.garden"])
    func projectTabMovesOn(typed: String) {
        #expect(completion.completeProject(typed) == nil)
    }

    @Test(arguments: [
        ("ph", "pho"), ("pho", "phone"), ("phone, wo", "phone, work"), ("#ph", "#pho"), ("a,b ph", "a,b pho"),
    ])
    func tagCompletesTheLastWord(typed: String, expected: String) {
        #expect(completion.completeTags(typed) == expected)
    }

    @Test(arguments: ["", "phone ", "work", "phone, ", "zzz"])
    func tagTabMovesOn(typed: String) {
        #expect(completion.completeTags(typed) == nil)
    }

    @Test func tagsAlreadyListedAreNotOffered() {
        #expect(completion.tagCandidates(for: "phone p") == ["photos"])
        #expect(completion.completeTags("phone p") == "phone photos")
    }
}
