/// Counts the calls each node of the demo page receives and, when asked, prints each one as it is
/// routed: one line per call, naming each node on the route with the index path (or section) it
/// received, which is local for a node that owns a range:
///
/// ```
/// cellForRowAt: root [4, 3] → ReviewsSection [4, 3] → ReviewList [0, 2] → ReviewRow(Ben 2) [0, 2]
/// ```
@MainActor
public final class CallTracer {
    /// One node on a call's route and what it received.
    public struct Stop: Equatable, Sendable {
        /// The node's name.
        public var node: String
        /// The index path (`[section, row]`) or section it received; empty for a call without one.
        public var received: String

        /// Creates a stop: `node` received `received`.
        public init(node: String, received: String) {
            self.node = node
            self.received = received
        }
    }

    /// Whether every call is printed as it happens.
    public var isPrinting: Bool
    /// Where printed lines go.
    public var output: (String) -> Void
    /// Calls received per node name, in order of first call.
    public private(set) var counts: [(node: String, calls: Int)] = []
    private var positionOfNode: [String: Int] = [:]

    /// Creates a tracer that counts calls and, when `printing`, writes each route to `output`.
    public init(printing: Bool = false, output: @escaping (String) -> Void = { print($0) }) {
        isPrinting = printing
        self.output = output
    }

    /// Records that `call` went through `route`, from the root down.
    public func record(_ call: String, route: [Stop]) {
        for stop in route {
            if let position = positionOfNode[stop.node] {
                counts[position].calls += 1
            } else {
                positionOfNode[stop.node] = counts.count
                counts.append((stop.node, 1))
            }
        }
        if isPrinting {
            output(
                "\(call): "
                    + route.map { $0.received.isEmpty ? $0.node : "\($0.node) \($0.received)" }.joined(separator: " → ")
            )
        }
    }

    /// The total number of calls recorded, counting once per node on each route.
    public var total: Int { counts.reduce(0) { $0 + $1.calls } }
}
