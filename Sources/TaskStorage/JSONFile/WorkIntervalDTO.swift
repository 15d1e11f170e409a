import Foundation

/// One stretch of work as stored: `{"start": "2026-12-02T09:00:00Z", "end": "..."}`, without
/// `end` while it runs. Instants, as `created` and `completed` are.
struct WorkIntervalDTO: Codable, Equatable {
    var start: Date
    var end: Date?
}
