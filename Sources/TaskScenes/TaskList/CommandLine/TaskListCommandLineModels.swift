/// The `:` command line: any key's action by its config name, and the commands that take an
/// argument (`:sort priority`, `:tab done`, `:view work`, `:export json`).
extension TaskList {
    /// Tab completes the command or its argument; Enter runs it.
    enum CommandLine {
        struct CompleteRequest: Equatable {
            var text: String
        }
        struct RunRequest: Equatable {
            var text: String
        }
        /// The line after a Tab.
        struct Response: Equatable {
            var text: String
        }
        struct ViewModel: Equatable {
            var text: String
        }
        /// The line named a key's action: the view performs it as if the key was pressed.
        struct ActionResponse: Equatable {
            var action: TaskListAction
        }
        typealias ActionViewModel = ActionResponse
    }

    enum CommandLineStatus: Equatable {
        /// The command line could not be read.
        case commandError(TaskListCommandError)
        /// `:export` wrote a file, found one in the way, or failed.
        case exported(TaskExportResult)
        /// `:export` where the app was built without an exporter.
        case exportUnavailable
        /// Tab on an empty line: the commands there are (those taking a word first), and
        /// how many key actions may be run by name.
        case commandList(commands: [String], actionCount: Int)
    }
}
