import TaskDomain

/// What the view asks of browsing.
protocol TaskListBrowseLogic: AnyObject {
    func moveSelection(request: TaskList.MoveSelection.Request)
    func selectTask(request: TaskList.SelectTask.Request)
    func chooseFilter(request: TaskList.ChooseFilter.Request)
    func changeFilter(request: TaskList.ChangeFilter.Request)
    func changeSort(request: TaskList.ChangeSort.Request)
    func clearNarrowing(request: TaskList.ClearNarrowing.Request)
    func changeViewport(request: TaskList.ChangeViewport.Request)
}

/// Browsing: the selection, the tabs, the order and the narrowing, over the shared state.
final class TaskListBrowseInteractor: TaskListBrowseLogic {
    private let state: TaskListState

    init(state: TaskListState) {
        self.state = state
    }

    func moveSelection(request: TaskList.MoveSelection.Request) {
        guard state.rows.move(request.movement, height: state.viewport.rows) else { return }
        state.presentSelection()
    }

    func selectTask(request: TaskList.SelectTask.Request) {
        guard let index = state.shownPosition(of: request.id), index != state.rows.selection else { return }
        state.rows.select(index)
        state.presentSelection()
    }

    func chooseFilter(request: TaskList.ChooseFilter.Request) {
        let tabs = state.allTabs
        guard tabs.indices.contains(request.index), tabs[request.index] != state.tab else { return }
        state.show(tab: tabs[request.index])
    }

    func changeFilter(request: TaskList.ChangeFilter.Request) {
        let tabs = state.allTabs
        let current = tabs.firstIndex(of: state.tab) ?? 0
        let step = request.forward ? 1 : tabs.count - 1
        state.show(tab: tabs[(current + step) % tabs.count])
    }

    func changeSort(request: TaskList.ChangeSort.Request) {
        let sorts = TaskSort.all(fields: state.fields)
        let current = sorts.firstIndex(of: state.query.sort) ?? 0
        state.changeQuery { $0.sort = sorts[(current + 1) % sorts.count] }
    }

    func clearNarrowing(request: TaskList.ClearNarrowing.Request) {
        guard state.query.project != nil || state.query.tag != nil else {
            state.say(.browse(.noNarrowing))
            return
        }
        state.changeQuery {
            $0.project = nil
            $0.tag = nil
        }
        state.say(.browse(.narrowed(project: nil, tag: nil)))
    }

    func changeViewport(request: TaskList.ChangeViewport.Request) {
        state.viewport = TaskList.Viewport(request.viewport)
        state.present()
    }
}
