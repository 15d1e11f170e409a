/// `taskdeck rm ID...`.
enum RemoveCommand {
    static let command = Command(
        name: "rm",
        summary: "delete tasks",
        usage: "rm ID...",
        examples: ["taskdeck rm 1a2b"],
        run: run)

    static func run(_ invocation: Invocation) throws {
        let service = try invocation.service(writable: true)
        let ids = try invocation.resolveIDs(service)
        invocation.report(try service.delete(ids: ids), verb: "Deleted")
    }
}
