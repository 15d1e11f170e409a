extension TaskLinks {
    /// The loop that making `id` wait for `blockers` would close, as the tasks along it
    /// from `id` back to `id` (`[A, B, A]`: A waits for B, which waits for A); nil when
    /// there is none. The shortest one, found breadth first over what each task waits for.
    public func loop(ifWaiting id: TaskID, for blockers: Set<TaskID>) -> [TaskID]? {
        if blockers.contains(id) { return [id, id] }
        var cameFrom: [TaskID: TaskID] = [:]
        var queue: [TaskID] = []
        for blocker in blockers.sorted() where cameFrom[blocker] == nil {
            cameFrom[blocker] = id
            queue.append(blocker)
        }
        var head = 0
        while head < queue.count {
            let current = queue[head]
            head += 1
            for next in dependsOf(current).sorted() {
                if next == id {
                    var path = [current, id]
                    var step = current
                    while let previous = cameFrom[step], previous != id {
                        path.insert(previous, at: 0)
                        step = previous
                    }
                    return [id] + path
                }
                guard cameFrom[next] == nil else { continue }
                cameFrom[next] = current
                queue.append(next)
            }
        }
        return nil
    }
}
