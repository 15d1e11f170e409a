import Foundation
import Testing
@testable import TaskDomain
import TaskTestSupport

/// The search index folds each task's text straight into its buffer (issue 27: `/` at
/// 1,000,000 tasks): the bytes and the words' length are those `searchText(of:)` makes.
struct SearchTextAppendingTests {
    @Test func appendingMakesTheSearchTextOfEveryKindOfTask() throws {
        var annotated = try Fixtures.task("Call MUM", project: "Home.Garden", tags: ["Phone", "quick"], notes: "Ask about ÉTÉ")
        annotated.annotations = [Annotation(entry: Fixtures.clock.now, text: "Left a Message"),
                                 Annotation(entry: Fixtures.clock.now, text: "naïve café")]
        let tasks = [
            try Fixtures.task("plain title"),
            try Fixtures.task("Ünïcode Title", project: "Straße", tags: ["Ärger"]),
            try Fixtures.task("T00001 review PLAN", project: "work.alpha", tags: ["next"]),
            annotated,
        ]
        var bytes: [UInt8] = [7, 7]  // what an earlier task left in the buffer stays
        var folds = ScalarFolds()
        for task in tasks {
            let start = bytes.count
            let wordLength = SearchFolding.appendSearchText(of: task, to: &bytes, folds: &folds)
            let expected = SearchFolding.searchText(of: task)
            #expect(Array(bytes[start...]) == expected.text, "\(task.title)")
            #expect(wordLength == expected.wordLength, "\(task.title)")
        }
        #expect(bytes.prefix(2) == [7, 7])
    }
}
