import Foundation

/// One annotation as stored: `{"entry": "2026-12-02T09:00:00Z", "text": "called the plumber"}`;
/// an instant, as `created` is, to the second.
struct AnnotationDTO: Codable, Equatable {
    var entry: Date
    var text: String
}
