import TerminalCore

/// What a scene asks with the Confirm modal: "Delete 'Buy milk'?".
///
/// The presenting router builds it and hands it to `ConfirmConfigurator.make(...)`
/// together with the completion that receives the answer.
struct ConfirmQuestion: Equatable, Sendable {
    /// The box's title: "Delete task".
    var title: String
    /// The question, wrapped inside the box: "Delete 'Buy milk'?".
    var message: String
    /// What `y` / Enter does, one or two words: "delete".
    var yesLabel: String
    /// What `n` / Esc does: "keep".
    var noLabel: String
    /// True when yes throws something away (drawn in the error colour).
    var isDestructive: Bool

    init(title: String, message: String, yesLabel: String = "yes", noLabel: String = "no",
         isDestructive: Bool = false) {
        self.title = title
        self.message = message
        self.yesLabel = yesLabel
        self.noLabel = noLabel
        self.isDestructive = isDestructive
    }
}

/// The person's answer to a `ConfirmQuestion`.
enum ConfirmAnswer: Hashable, Sendable {
    case yes, no
}

/// The Confirm modal: every use case as Request -> Response -> ViewModel.
enum Confirm {
    // MARK: - Use cases

    /// Lays the question out for the screen it is drawn over.
    enum ShowQuestion {
        struct Request: Equatable {
            /// The screen the box is centred in.
            var screen: Size
        }

        struct Response: Equatable {
            var question: ConfirmQuestion
            var screen: Size
        }

        struct ViewModel: Equatable {
            var title: String
            /// The question, wrapped to the box's inner width.
            var lines: [String]
            /// The choices, one row when they fit the box, else one row each.
            var choiceRows: [[Choice]]
            /// The whole box, border included, before centring.
            var boxSize: Size
            var isDestructive: Bool
        }
    }

    /// The person answered; the router closes the box and hands the answer back.
    enum Answer {
        struct Request: Equatable {
            var answer: ConfirmAnswer
        }

        struct Response: Equatable {
            var answer: ConfirmAnswer
        }

        struct ViewModel: Equatable {
            var answer: ConfirmAnswer
        }
    }

    // MARK: - View model parts

    /// One choice at the bottom of the box: keys "y/Enter", label "delete".
    struct Choice: Equatable {
        var key: String
        var label: String
        var isYes: Bool
    }
}
