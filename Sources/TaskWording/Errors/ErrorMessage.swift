import Foundation
import TaskDomain

/// The human message of any error, for the two places that show errors to a person: the
/// CLI (`taskdeck: <message>`) and the scenes' status lines (their presenters). The
/// domain's and the storage port's errors are facts worded here (`DomainErrorText`,
/// `StorageErrorText`); an adapter's own error carries its message (`LocalizedError`);
/// anything else is described as it describes itself.
public enum ErrorMessage {
    public static func text(_ error: any Error) -> String {
        switch error {
        case let error as TaskDomainError: return DomainErrorText.sentence(error)
        case let error as TaskStorageError: return StorageErrorText.sentence(error)
        case let error as FilterError: return FilterErrorText.sentence(error)
        case let error as ChangeHistoryError: return HistoryWording.sentence(error)
        case let error as any LocalizedError:
            if let description = error.errorDescription { return description }
        default: break
        }
        return String(describing: error)
    }
}
