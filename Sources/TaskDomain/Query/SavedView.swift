/// A named filter from the config file (`[views.work] filter = "+work !>=medium"`): a tab
/// of the app after the built-in ones, and `taskdeck list work`.
public struct SavedView: Hashable, Sendable {
    public let name: String
    public let filter: FilterExpression
    /// The order the view shows its tasks in; nil keeps the order in effect.
    public let sort: TaskSort?

    public init(name: String, filter: FilterExpression, sort: TaskSort? = nil) {
        self.name = name
        self.filter = filter
        self.sort = sort
    }
}
