import Foundation

/// The human message of any error, for the two places that show errors to a person: the
/// CLI (`taskdeck: <message>`) and the scenes' status lines (their presenters). The
/// domain's and storage's errors carry their message (`LocalizedError`); anything else is
/// described as it describes itself.
public enum ErrorMessage {
    public static func text(_ error: any Error) -> String {
        if let error = error as? any LocalizedError, let description = error.errorDescription { return description }
        return String(describing: error)
    }
}
