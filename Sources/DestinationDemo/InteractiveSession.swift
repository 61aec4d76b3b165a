import CascadingTableDelegate
import Foundation

/// The interactive mode's state: a cursor over the visible rows, and what each key does.
@MainActor
public final class InteractiveSession {
    /// A key the session understands.
    public enum Key: Equatable {
        case up, down, enter, loadMore, quit, other
    }

    public let page: DestinationPage
    /// The row under the cursor.
    public private(set) var cursor: IndexPath
    private var message = "j/k or arrows: move · Enter: tap · l: load more · q: quit"
    private let renderer = FrameRenderer()

    public init(page: DestinationPage = DestinationPage()) {
        self.page = page
        cursor = page.table.indexPathsForVisibleRows?.first ?? IndexPath(row: 0, section: 0)
    }

    /// Handles a key; returns false when the session ends.
    @discardableResult
    public func handle(_ key: Key) -> Bool {
        switch key {
        case .up, .down:
            moveCursor(by: key == .up ? -1 : 1)
        case .enter:
            if let selected = page.table.tapRow(at: cursor) {
                let review = page.tappedReview.map { " (review by \($0.author))" } ?? ""
                message = "Tapped row \(selected.row) of section \(selected.section)\(review)"
            }
        case .loadMore:
            let added = page.loadMoreReviews()
            message = added > 0 ? "Loaded \(added) more reviews" : "No more reviews"
        case .quit:
            return false
        case .other:
            message = "Unknown key: j/k or arrows, Enter, l, q"
        }
        return true
    }

    /// The current screen.
    public func render() -> String {
        renderer.render(page.table, title: page.destination.name, cursor: cursor, status: message)
    }

    /// Moves the cursor to the next or previous row, scrolling it into view.
    private func moveCursor(by step: Int) {
        var rows: [IndexPath] = []
        for section in 0..<page.table.numberOfSections {
            for row in 0..<page.table.numberOfRows(inSection: section) {
                rows.append(IndexPath(row: row, section: section))
            }
        }
        guard let position = rows.firstIndex(of: cursor) else { return }
        cursor = rows[min(max(position + step, 0), rows.count - 1)]
        page.table.scrollToRow(at: cursor, at: .none, animated: false)
    }

    /// The keys in a chunk of terminal input: arrows (escape sequences), j/k, Enter, l, q.
    public static func keys(in bytes: [UInt8]) -> [Key] {
        var keys: [Key] = []
        var index = 0
        while index < bytes.count {
            if bytes[index] == 0x1B, index + 2 < bytes.count, bytes[index + 1] == UInt8(ascii: "[") {
                keys.append(
                    bytes[index + 2] == UInt8(ascii: "A") ? .up : bytes[index + 2] == UInt8(ascii: "B") ? .down : .other
                )
                index += 3
                continue
            }
            switch bytes[index] {
            case UInt8(ascii: "k"): keys.append(.up)
            case UInt8(ascii: "j"): keys.append(.down)
            case 0x0A, 0x0D: keys.append(.enter)
            case UInt8(ascii: "l"): keys.append(.loadMore)
            case UInt8(ascii: "q"), 0x03, 0x04: keys.append(.quit)
            default: keys.append(.other)
            }
            index += 1
        }
        return keys
    }
}
