import TaskDomain
import TerminalCore

/// The `/` search in the filter language, and `n` / `N` over what it last matched.
extension TaskList {
    /// The search field opened: get ready, so the first typed letter is as quick as the rest.
    enum BeginSearch {
        struct Request: Equatable {}
    }

    /// Incremental search in the filter language: each edit that reads narrows the list;
    /// one that does not keeps the last result and says which word could not be read
    /// (`problem`; nil once the text reads again).
    enum Search {
        struct Request: Equatable {
            var text: String
        }
        struct Response: Equatable {
            var problem: FilterError?
        }
        struct ViewModel: Equatable {
            /// The sentence shown under the search field while its text does not read.
            var problem: StatusLine?
        }
    }

    /// `n` / `N`: the next or previous task in the list that matches the last search
    /// (vim's and less's `n`), wrapping around the ends.
    enum FindMatch {
        struct Request: Equatable {
            var forward: Bool
        }
    }

    enum SearchStatus: Equatable {
        /// `n` / `N` before any search.
        case noSearch
        /// `n` / `N`: no task in the list matches the last search.
        case noMatch(search: String)
        /// `n` / `N` went past the end and continued at the other one.
        case searchWrapped(forward: Bool)
    }
}
