import TaskDomain

/// An export: the text, and what the format could not hold (field and how many tasks had one).
public struct ExportDocument: Hashable, Sendable {
    public var text: String
    public var omitted: [OmittedField: Int]

    public init(text: String, omitted: [OmittedField: Int] = [:]) {
        self.text = text
        self.omitted = omitted
    }
}

/// One file of an export: its name, and what goes into it.
public struct ExportFile: Hashable, Sendable {
    public var name: String
    public var document: ExportDocument

    public init(name: String, document: ExportDocument) {
        self.name = name
        self.document = document
    }
}
