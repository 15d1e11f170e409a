/// The tree layout under `TaskTreeRows` and the live list, over plain indices so a large
/// list is laid out with arrays rather than dictionaries of IDs.
///
/// Nodes are `0 ..< nodeCount`; `matching` are the nodes the query selects, in its order.
/// A matching node's ancestors come along as context; siblings keep the order of their
/// first matching node; every node is listed (folding is a view's: the Task List's
/// `FoldedRows` leaves a folded parent's rows out of what it shows). Each node
/// is visited a bounded number of times, and cycles of parents (another program's writing)
/// are cut where the walk meets a node again.
enum TreeLayout {
    /// A row: 12 bytes (a list of 100,000 rows is laid out on every new sort or filter,
    /// and the arrays of it are most of the layout's cost in fresh memory).
    struct Node: Hashable, Sendable {
        private let storedNode: Int32
        private let storedDepth: Int32
        let isContext: Bool
        let hasChildRows: Bool

        var node: Int { Int(storedNode) }
        var depth: Int { Int(storedDepth) }

        init(node: Int, depth: Int, isContext: Bool, hasChildRows: Bool) {
            storedNode = Int32(node)
            storedDepth = Int32(clamping: depth)
            self.isContext = isContext
            self.hasChildRows = hasChildRows
        }
    }

    /// The most nodes a layout takes: a node is an `Int32`.
    static let nodeLimit = Int(Int32.max)

    /// `parent[n]`: the parent node of `n`, or -1.
    static func layout(nodeCount: Int, matching: [Int], parent: [Int]) -> [Node] {
        precondition(nodeCount <= nodeLimit, "a tree of more than \(nodeLimit) tasks")
        var rank = [Int32](repeating: -1, count: nodeCount)
        var isContext = [Bool](repeating: false, count: nodeCount)
        for (index, node) in matching.enumerated() where rank[node] < 0 { rank[node] = Int32(index) }
        // Each rank's nodes, ancestors first (a context parent sorts where its first match does).
        var order: [Int] = []
        order.reserveCapacity(matching.count)
        var added: [Int] = []
        for (index, node) in matching.enumerated() {
            added.removeAll(keepingCapacity: true)
            added.append(node)
            var ancestor = parent[node]
            while ancestor >= 0, rank[ancestor] < 0 {  // each step ranks a new node: no loop
                rank[ancestor] = Int32(index)
                isContext[ancestor] = true
                added.append(ancestor)
                ancestor = parent[ancestor]
            }
            order.append(contentsOf: added.reversed())
        }
        // Children as linked lists in rank order.
        var firstChild = [Int32](repeating: -1, count: nodeCount)
        var lastChild = [Int32](repeating: -1, count: nodeCount)
        var nextSibling = [Int32](repeating: -1, count: nodeCount)
        var roots: [Int] = []
        for node in order {
            let up = parent[node]
            guard up >= 0, rank[up] >= 0 else {
                roots.append(node)
                continue
            }
            if lastChild[up] >= 0 { nextSibling[Int(lastChild[up])] = Int32(node) } else { firstChild[up] = Int32(node) }
            lastChild[up] = Int32(node)
        }
        var nodes: [Node] = []
        nodes.reserveCapacity(order.count)
        var placed = [Bool](repeating: false, count: nodeCount)
        var placedCount = 0
        var stack: [(node: Int, depth: Int)] = []
        var kids: [Int] = []
        func emit(from root: Int) {
            stack.append((root, 0))
            while let (node, depth) = stack.popLast() {
                guard !placed[node] else { continue }
                placed[node] = true
                placedCount += 1
                let hasKids = firstChild[node] >= 0
                nodes.append(Node(node: node, depth: depth, isContext: isContext[node], hasChildRows: hasKids))
                guard hasKids else { continue }
                kids.removeAll(keepingCapacity: true)
                var child = Int(firstChild[node])
                while child >= 0 {
                    kids.append(child)
                    child = Int(nextSibling[child])
                }
                for kid in kids.reversed() { stack.append((kid, depth + 1)) }
            }
        }
        for root in roots { emit(from: root) }
        // Nodes in a cycle of parents have no root: the first of each is drawn top-level.
        if placedCount < order.count {
            for node in order where !placed[node] { emit(from: node) }
        }
        return nodes
    }
}
