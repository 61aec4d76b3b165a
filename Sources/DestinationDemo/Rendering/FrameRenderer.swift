import CascadingTableDelegate
import Foundation

/// Draws a table's viewport as a framed text picture: the library's snapshot of the table
/// (``tableSnapshot(of:options:)``, the text tests compare), in a box with a title, the
/// interactive mode's cursor and the scroll position.
@MainActor
public struct FrameRenderer {
    /// Characters inside the frame; longer lines are cut, ending in "…".
    public var width = 76

    public init() {}

    /// The picture of `table`'s viewport.
    ///
    /// - Parameters:
    ///   - table: The table.
    ///   - title: The frame's title.
    ///   - cursor: A row to mark with "▶", as the interactive mode's cursor.
    ///   - status: A line under the frame.
    public func render(_ table: TableView, title: String, cursor: IndexPath? = nil, status: String? = nil) -> String {
        var lines = ["┌" + String(repeating: "─", count: width) + "┐", boxed(" " + title), divider()]
        let cursorPrefix = cursor.map { "  [\($0.section), \($0.row)]" }
        for line in tableSnapshot(of: table).split(separator: "\n").map(String.init) {
            // The snapshot's row lines start with two spaces and the index path.
            if let cursorPrefix, line.hasPrefix(cursorPrefix + " ") {
                lines.append(boxed("▶" + line.dropFirst()))
            } else {
                lines.append(boxed(line))
            }
        }
        let offset = Int(table.contentOffset.y)
        let total = Int(table.contentSize.height)
        let shown = total > 0 ? min(100, (offset + Int(table.bounds.height)) * 100 / total) : 100
        lines.append(divider())
        lines.append(boxed(" scroll \(offset)/\(max(0, total - Int(table.bounds.height)))pt, \(shown)% seen"))
        lines.append("└" + String(repeating: "─", count: width) + "┘")
        if let status {
            lines.append(status)
        }
        return lines.joined(separator: "\n")
    }

    private func divider() -> String {
        "├" + String(repeating: "─", count: width) + "┤"
    }

    /// `text` padded or cut to the frame's width.
    private func boxed(_ text: String) -> String {
        var body = text.count > width ? String(text.prefix(width - 1)) + "…" : text
        body += String(repeating: " ", count: max(0, width - body.count))
        return "│" + body + "│"
    }
}
