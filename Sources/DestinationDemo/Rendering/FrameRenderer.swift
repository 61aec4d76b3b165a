import CascadingTableDelegate
import Foundation

/// Draws what a table's viewport shows as a framed text picture: section headers and footers,
/// each visible row with its height, and the scroll position.
@MainActor
public struct FrameRenderer {
    /// Characters inside the frame.
    public var width = 46

    public init() {}

    /// The picture of `table`'s viewport.
    ///
    /// - Parameters:
    ///   - table: The table.
    ///   - title: The frame's title.
    ///   - cursor: A row to mark, as the interactive mode's cursor.
    ///   - status: A line under the frame.
    public func render(_ table: TableView, title: String, cursor: IndexPath? = nil, status: String? = nil) -> String {
        var lines = ["┌" + String(repeating: "─", count: width) + "┐", boxed(" " + title), divider()]
        var lastSection = -1
        for indexPath in table.indexPathsForVisibleRows ?? [] {
            let section = indexPath.section
            if section != lastSection {
                if lastSection >= 0, let footer = table.footerView(forSection: lastSection)?.text {
                    lines.append(boxed("   ( \(footer) )"))
                }
                if let header = table.headerView(forSection: section)?.text {
                    lines.append(boxed(" ▌" + header.uppercased()))
                }
                lastSection = section
            }
            guard let cell = table.cellForRow(at: indexPath) else { continue }
            let height = Int(table.rectForRow(at: indexPath).height)
            let marker = indexPath == cursor ? "▶" : (cell.isSelected ? "●" : " ")
            let text = [cell.text, cell.detailText].compactMap { $0 }.joined(separator: ": ")
            lines.append(boxed(" \(marker) \(text)", trailing: "\(height)pt "))
        }
        if lastSection >= 0, let footer = table.footerView(forSection: lastSection)?.text {
            lines.append(boxed("   ( \(footer) )"))
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

    /// `text` padded or cut to the frame's width, with `trailing` right-aligned.
    private func boxed(_ text: String, trailing: String = "") -> String {
        let room = width - trailing.count
        var body = text.count > room ? String(text.prefix(room - 1)) + "…" : text
        body += String(repeating: " ", count: max(0, room - body.count))
        return "│" + body + trailing + "│"
    }
}
