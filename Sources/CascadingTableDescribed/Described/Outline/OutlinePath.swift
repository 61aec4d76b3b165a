import Foundation

/// Where a row is in an outline's rows: its index among the top-level rows, then among its
/// parent's children, and so on down; and the edits that work on such places. Every walk keeps its
/// own stack, so a depth of 10,000 cannot overflow the thread's.
enum OutlinePath {
    /// The path of the row with `id` in `rows` and their descendants, depth first; nil when no row
    /// has it.
    ///
    /// - Complexity: O(*n*) for *n* rows of the outline.
    static func find(_ id: DescribedID, in rows: [RowDescription]) -> [Int]? {
        var found: [Int]?
        visit(rows) { row, path in
            guard row.id == id else { return true }
            found = path()
            return false
        }
        return found
    }

    /// Calls `body` with each row of `rows` and their descendants, depth first, and with a function
    /// that gives the row's path, until `body` returns false. The one walk of an outline's rows:
    /// it keeps its own stack.
    ///
    /// - Complexity: O(*n*) for *n* rows, plus `body` (and O(*d*) for each path asked, *d* deep).
    static func visit(
        _ rows: [RowDescription], _ body: (_ row: RowDescription, _ path: () -> [Int]) -> Bool
    ) {
        var stack: [(rows: [RowDescription], next: Int)] = [(rows, 0)]
        while !stack.isEmpty {
            let top = stack.count - 1
            guard stack[top].next < stack[top].rows.count else {
                stack.removeLast()
                continue
            }
            let index = stack[top].next
            stack[top].next += 1
            guard body(stack[top].rows[index], { stack.map { $0.next - 1 } }) else { return }
            let children = stack[top].rows[index].children
            if !children.isEmpty {
                stack.append((children, 0))
            }
        }
    }

    /// Calls `body` with the children of the row at `path` in `rows` (the top-level rows for an
    /// empty path), and keeps what it makes of them.
    ///
    /// - Complexity: O(*d* + *c*) for a path *d* rows deep to a row of *c* children, plus `body`.
    static func withChildren<Result>(
        at path: [Int], of rows: inout [RowDescription], _ body: (inout [RowDescription]) -> Result
    ) -> Result {
        // The arrays along the path, each taken out of its parent so that it is the only
        // reference to its buffer, changed, and put back from the bottom up.
        var chain: [[RowDescription]] = [rows]
        rows = []
        for index in path {
            let children = chain[chain.count - 1][index].children
            chain[chain.count - 1][index].children = []
            chain.append(children)
        }
        let result = body(&chain[chain.count - 1])
        for level in stride(from: path.count, to: 0, by: -1) {
            let children = chain.removeLast()
            chain[level - 1][path[level - 1]].children = children
        }
        rows = chain[0]
        return result
    }
}
