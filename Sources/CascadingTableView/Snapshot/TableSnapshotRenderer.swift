import Foundation

/// Writes the lines of ``tableSnapshot(of:options:)``: the table's line, then each shown section
/// with its header, rows and footer. The rows' own lines are in `TableSnapshotRenderer+Rows.swift`.
///
/// It reads the table through its public API only (what is on screen, rectangles, state), so it
/// shows what a test could see, and asks the data source and delegate nothing.
@MainActor
struct TableSnapshotRenderer {
    let table: TableView
    let options: TableSnapshotOptions

    /// Indentation of the items of a section, and of the lines under an item.
    static let itemIndent = "  "
    static let detailIndent = "      "

    /// The first line: frame size, style, editing mode, offset and content height.
    func tableLine() -> String {
        var parts = [
            "TableView \(SnapshotText.points(table.frame.width)) x \(SnapshotText.points(table.frame.height))",
            Self.name(of: table.style),
        ]
        if table.isEditing {
            parts.append("editing")
        }
        if options.includesHeights {
            parts.append("offset \(SnapshotText.points(table.contentOffset.y))")
            parts.append("content height \(SnapshotText.points(table.contentSize.height))")
        }
        parts.append(options.extent == .viewport ? "viewport" : "whole content")
        return parts.joined(separator: ", ")
    }

    /// The lines of every section that shows something: its line, its header, its rows, its
    /// footer. With the whole content, every section, even one that shows nothing.
    func sectionLines() -> [String] {
        var rowsBySection: [Int: [IndexPath]] = [:]
        if let visibleRows = table.indexPathsForVisibleRows {  // never nil here: empty when none
            rowsBySection = Dictionary(grouping: visibleRows, by: \.section)
        }
        var lines: [String] = []
        for section in 0..<table.numberOfSections {
            let header = table.headerView(forSection: section)
            let footer = table.footerView(forSection: section)
            let rows =
                options.extent == .wholeContent
                ? (0..<table.numberOfRows(inSection: section)).map { IndexPath(row: $0, section: section) }
                : rowsBySection[section] ?? []
            guard options.extent == .wholeContent || header != nil || footer != nil || !rows.isEmpty else {
                continue
            }
            lines.append("section \(section), " + SnapshotText.count(table.numberOfRows(inSection: section), "row"))
            if let header {
                lines += supplementLines("header", header, height: table.rectForHeader(inSection: section).height)
            }
            for row in rows {
                lines += rowLines(row)
            }
            if let footer {
                lines += supplementLines("footer", footer, height: table.rectForFooter(inSection: section).height)
            }
        }
        return lines
    }

    /// A header's or footer's line: `title` and its text for the view the table makes for a
    /// section title, the class name and text for a view of the delegate's; then its own lines.
    private func supplementLines(_ kind: String, _ view: TableViewHeaderFooterView, height: CGFloat) -> [String] {
        var line = Self.itemIndent + kind
        if options.includesHeights {
            line += " " + SnapshotText.points(height) + "pt"
        }
        line += view.reuseIdentifier == titleViewReuseIdentifier ? " title" : " " + String(describing: type(of: view))
        if let text = view.text {
            line += " " + SnapshotText.quoted(text)
        }
        return [line] + SnapshotText.describedLines(of: view).map { Self.detailIndent + $0 }
    }

    private static func name(of style: TableView.Style) -> String {
        switch style {
        case .plain: "plain"
        case .grouped: "grouped"
        case .insetGrouped: "inset grouped"
        }
    }
}
