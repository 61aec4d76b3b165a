import CascadingTableNodes
import CascadingTestSupport
import Foundation

/// Builds root -> sections -> spy rows in one line: `rowCounts` gives each section's row count.
/// Sections are spies named `s<i>` wrapped in section nodes; rows are spies named `r<s>.<r>`.
@MainActor
package func makeSpyTree(_ rowCounts: [Int], log: CallLog) -> (root: CascadingRootTableDelegate, rows: [[SpyNode]]) {
    let rows = rowCounts.enumerated().map { section, count in
        (0..<count).map { SpyNode("r\(section).\($0)", log: log) }
    }
    let sections = rows.map { CascadingSectionTableDelegate(index: 0, childDelegates: $0) }
    return (CascadingRootTableDelegate(index: 0, childDelegates: sections), rows)
}
