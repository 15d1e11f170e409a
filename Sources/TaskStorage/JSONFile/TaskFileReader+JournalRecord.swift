import TaskDomain

// MARK: - Journal records and history changes

extension TaskFileReader {
    /// Reads a journal record's JSON (`{"ops":[{"after":…,"before":…,"id":…},…],"seq":N}`,
    /// a history step's change has the same shape), handing each operation to
    /// `eachOperation` as soon as it is read; returns `seq`, or nil when the `Codable` path
    /// must decide (after some operations may have been handed over: the caller starts
    /// again). Its tasks are read as the task file's are, so a change of a million tasks
    /// reads in seconds where `JSONDecoder` took minutes. Anything the record's shape does
    /// not hold (another key, a key twice, a value of the wrong type) is the slow path's.
    static func readRecord(_ buffer: UnsafeBufferPointer<UInt8>,
                           eachOperation: (Journal.Record.Operation) throws -> Void) throws -> Int? {
        var reader = TaskFileReader(bytes: buffer)
        var seq: Int?
        var sawOperations = false
        do {
            try reader.object { reader, key in
                switch key {
                case "seq":
                    guard seq == nil, case .integer(let value) = try reader.value(), let number = Int(exactly: value) else {
                        throw Unreadable()
                    }
                    seq = number
                case "ops":
                    guard !sawOperations else { throw Unreadable() }
                    sawOperations = true
                    try reader.array { reader in try eachOperation(try reader.operation()) }
                default: throw Unreadable()
                }
            }
            reader.skipWhitespace()
            guard reader.index == buffer.count, sawOperations, let seq else { return nil }
            return seq
        } catch is Unreadable {
            return nil
        }
    }

    /// One operation: its task's ID and the task before and after (either absent or `null`).
    private mutating func operation() throws -> Journal.Record.Operation {
        var id: String?
        var before: TaskDTO??, after: TaskDTO??
        try object { reader, key in
            switch key {
            case "id":
                guard id == nil else { throw Unreadable() }
                id = try reader.string()
            case "before":
                guard before == nil else { throw Unreadable() }
                before = .some(try reader.optional { try $0.task().0 })
            case "after":
                guard after == nil else { throw Unreadable() }
                after = .some(try reader.optional { try $0.task().0 })
            default: throw Unreadable()
            }
        }
        guard let id else { throw Unreadable() }
        return Journal.Record.Operation(id: id, before: before ?? nil, after: after ?? nil)
    }
}
