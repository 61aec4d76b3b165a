/// Counts the calls each node of the demo page receives and, when asked, prints each one as it is
/// routed: one line per call, indented by the node's depth (root, section, row).
@MainActor
public final class CallTracer {
    /// Whether every call is printed as it happens.
    public var isPrinting: Bool
    /// Where printed lines go.
    public var output: (String) -> Void
    /// Calls received per node name, in order of first call.
    public private(set) var counts: [(node: String, calls: Int)] = []
    private var positionOfNode: [String: Int] = [:]

    public init(printing: Bool = false, output: @escaping (String) -> Void = { print($0) }) {
        isPrinting = printing
        self.output = output
    }

    /// Records that `node`, at `depth` in the tree, received `call`.
    public func record(_ node: String, depth: Int, _ call: String) {
        if let position = positionOfNode[node] {
            counts[position].calls += 1
        } else {
            positionOfNode[node] = counts.count
            counts.append((node, 1))
        }
        if isPrinting {
            output(String(repeating: "  ", count: depth) + "-> \(node).\(call)")
        }
    }

    /// The total number of calls recorded.
    public var total: Int { counts.reduce(0) { $0 + $1.calls } }
}
