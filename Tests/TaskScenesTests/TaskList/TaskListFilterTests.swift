import Foundation
import Testing
import TaskDomain
import TerminalCore
import TaskTestSupport
@testable import TaskScenes

/// The list's `/` reads the filter language; saved views are tabs after the built-in ones.
@Suite struct TaskListFilterTests {
    let presenter = TaskListPresentationLogicSpy()

    func makeInteractor(views: [SavedView] = [], openView: String? = nil,
                        query: TaskQuery = TaskQuery(filter: .pending, sort: .due)) throws -> TaskListInteractor {
        let interactor = TaskListInteractor(presenter: presenter, worker: try TaskWorkingSpy(), query: query,
                                            views: views, openView: openView)
        interactor.fetchTasks(request: .init(viewport: .init(rows: 10, width: 80)))
        return interactor
    }

    func shown() -> [String] { presenter.presentTasksResponses.last?.window.map(\.title) ?? [] }

    static func view(_ name: String, _ filter: String, sort: TaskSort? = nil) throws -> SavedView {
        SavedView(name: name, filter: try FilterParser(clock: Fixtures.Samples.clock).parse(filter), sort: sort)
    }

    @Test func theSearchReadsTheFilterLanguage() throws {
        let interactor = try makeInteractor()
        interactor.search.search(request: .init(text: "!high or +work"))
        #expect(shown() == ["Write report", "Buy milk"])
        interactor.search.search(request: .init(text: "-#shop due:>=today"))
        #expect(shown() == ["Write report"])
        #expect(presenter.presentTasksResponses.last?.searchFilter == "-#shop due:>=today")
        #expect(presenter.presentSearchProblemResponses.isEmpty)
    }

    /// While the text does not read, the list keeps the last result that did and the
    /// presenter hears which word; once it reads again, that the problem is gone.
    @Test func aTextThatDoesNotReadKeepsTheLastResultAndSaysWhy() throws {
        let interactor = try makeInteractor()
        interactor.search.search(request: .init(text: "+work"))
        let presented = presenter.presentTasksResponses.count
        interactor.search.search(request: .init(text: "+work or"))
        interactor.search.search(request: .init(text: "+work or !"))
        #expect(presenter.presentTasksResponses.count == presented)
        #expect(shown() == ["Write report"])
        interactor.search.search(request: .init(text: "+work or !h"))
        #expect(shown() == ["Write report", "Buy milk"])
        #expect(presenter.presentSearchProblemResponses == [
            .init(problem: FilterError(.missingOperand, word: "or", column: 7)),
            .init(problem: FilterError(.invalidPriority, word: "!", column: 10)),
            .init(problem: nil),
        ])
    }

    @Test func savedViewsAreTabsAfterTheBuiltInOnesWithTheirSort() throws {
        let views = [try Self.view("urgent", "!high or due:today", sort: .priority), try Self.view("work", "+work")]
        let interactor = try makeInteractor(views: views)
        for _ in 0..<7 { interactor.browse.changeFilter(request: .init(forward: true)) }  // Pending -> … -> Done -> urgent
        var response = try #require(presenter.presentTasksResponses.last)
        #expect(response.activeView == "urgent")
        #expect(response.views == ["urgent", "work"])
        #expect(response.query.sort == .priority)
        #expect(shown() == ["Buy milk", "Write report"])
        interactor.search.search(request: .init(text: "milk"))  // `/` narrows the view further
        #expect(shown() == ["Buy milk"])
        interactor.browse.changeFilter(request: .init(forward: true))
        #expect(presenter.presentTasksResponses.last?.activeView == "work")
        #expect(shown().isEmpty)
        interactor.browse.changeFilter(request: .init(forward: true))  // round to All, the search still on
        response = try #require(presenter.presentTasksResponses.last)
        #expect(response.activeView == nil && response.query.filter == .all)
        #expect(shown() == ["Buy milk"])
        interactor.browse.changeFilter(request: .init(forward: false))
        #expect(presenter.presentTasksResponses.last?.activeView == "work")
    }

    /// Issue 25, item 6: `:view work` (sort = priority), then `f` or `:tab pending` kept
    /// `sort: priority`. Leaving a view gives back the order from before it.
    @Test func leavingAViewWithASortGivesBackTheOrderFromBeforeIt() throws {
        let views = [try Self.view("work", "+work", sort: .priority), try Self.view("shop", "#shop")]
        let interactor = try makeInteractor(views: views)
        interactor.commandLine.runCommand(request: .init(text: "view work"))
        #expect(presenter.presentTasksResponses.last?.query.sort == .priority)
        interactor.browse.changeFilter(request: .init(forward: true))  // f: the next tab, a view without a sort
        #expect(presenter.presentTasksResponses.last?.activeView == "shop")
        #expect(presenter.presentTasksResponses.last?.query.sort == .due)
        interactor.commandLine.runCommand(request: .init(text: "view work"))
        interactor.commandLine.runCommand(request: .init(text: "tab pending"))
        var response = try #require(presenter.presentTasksResponses.last)
        #expect(response.activeView == nil && response.query.filter == .pending && response.query.sort == .due)
        interactor.commandLine.runCommand(request: .init(text: "sort title"))  // what s or :sort chose comes back too
        interactor.commandLine.runCommand(request: .init(text: "view work"))
        #expect(presenter.presentTasksResponses.last?.query.sort == .priority)
        interactor.browse.chooseFilter(request: .init(index: 2))  // Next ranks by urgency, and leaving it gives back the title order
        #expect(presenter.presentTasksResponses.last?.query.sort == .urgency)
        interactor.browse.chooseFilter(request: .init(index: 1))
        response = try #require(presenter.presentTasksResponses.last)
        #expect(response.query.sort == .title)
    }

    @Test func aListOpenedOnAViewLeavesItForTheConfiguredOrder() throws {
        let interactor = try makeInteractor(views: [try Self.view("work", "+work", sort: .priority)], openView: "work")
        #expect(presenter.presentTasksResponses.last?.query.sort == .priority)
        interactor.browse.changeFilter(request: .init(forward: false))  // back to Done
        #expect(presenter.presentTasksResponses.last?.query.filter == .completed)
        #expect(presenter.presentTasksResponses.last?.query.sort == .due)
    }

    /// A click on a view's tab (its index after the eight built-in ones) shows the view.
    @Test func aClickOnAViewsTabShowsIt() throws {
        let interactor = try makeInteractor(views: [try Self.view("work", "+work")])
        interactor.browse.chooseFilter(request: .init(index: 8))
        #expect(presenter.presentTasksResponses.last?.activeView == "work")
        #expect(shown() == ["Write report"])
        interactor.browse.chooseFilter(request: .init(index: 0))
        #expect(presenter.presentTasksResponses.last?.activeView == nil)
        #expect(presenter.presentTasksResponses.last?.query.filter == .all)
    }

    @Test func theListCanOpenOnAView() throws {
        _ = try makeInteractor(views: [try Self.view("work", "+work")], openView: "work")
        #expect(presenter.presentTasksResponses.last?.activeView == "work")
        #expect(shown() == ["Write report"])
    }
}
