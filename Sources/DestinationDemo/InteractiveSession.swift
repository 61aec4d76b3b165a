import CascadingTableDelegate
import Foundation

/// The interactive mode's state: a cursor over the rows, what each key does, and the swipe actions
/// or context menu items on offer.
@MainActor
public final class InteractiveSession {
    /// A key the session understands.
    public enum Key: Equatable {
        case up, down, enter, loadMore, quit, other
        /// Swipe the row under the cursor from an edge, revealing its actions.
        case swipe(TableView.SwipeEdge)
        /// Swipe the row under the cursor all the way from the trailing edge.
        case fullSwipe
        /// Long-press the row under the cursor, showing its context menu.
        case menu
        /// Choose the numbered swipe action or menu item (1 is the first).
        case choose(Int)
        /// Close the swipe or menu showing.
        case close
    }

    /// The keys, as the on-screen help and `--help` list them.
    public static let help =
        "j/k move · Enter tap · l load more · s/S swipe left/right · f full swipe · m menu · 1-9 choose · x close · q quit"

    public let page: DestinationPage
    /// The row under the cursor.
    public private(set) var cursor: IndexPath
    /// What the digits choose now: the revealed swipe actions' titles, or the menu's title paths.
    public private(set) var choices: [[String]] = []
    private var choosingMenu = false
    private var message = InteractiveSession.help
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
            close()
            moveCursor(by: key == .up ? -1 : 1)
        case .enter:
            close()
            if let selected = page.table.tapRow(at: cursor) {
                let review = page.tappedReview.map { " (review by \($0.author))" } ?? ""
                message = "Tapped row \(selected.row) of section \(selected.section)\(review)"
            }
        case .loadMore:
            close()
            let added = page.loadMoreReviews()
            message = added > 0 ? "Loaded \(added) more reviews" : "No more reviews"
        case .swipe(let edge):
            swipe(from: edge)
        case .fullSwipe:
            close()
            message = page.table.fullSwipeRow(at: cursor) ? actionResult() : "Only reviews can be swiped"
        case .menu:
            showMenu()
        case .choose(let number):
            choose(number)
        case .close:
            close()
            message = InteractiveSession.help
        case .quit:
            return false
        case .other:
            message = "Unknown key. " + InteractiveSession.help
        }
        return true
    }

    /// The current screen, with the status line under it.
    public func render() -> String {
        renderer.render(page.table, title: page.destination.name, cursor: cursor, status: message)
    }

    private func swipe(from edge: TableView.SwipeEdge) {
        close()
        guard let actions = page.table.swipeRow(at: cursor, edge: edge) else {
            message = "Only reviews can be swiped"
            return
        }
        choices = actions.map { [$0.title ?? ""] }
        message = "Swiped \(edge == .trailing ? "left" : "right"): " + numbered(choices) + " · x closes"
    }

    private func showMenu() {
        close()
        page.table.longPressRow(at: cursor)
        guard let menu = page.table.presentedContextMenu else {
            message = "Only reviews have a menu"
            return
        }
        choosingMenu = true
        choices = Self.paths(in: menu)
        message = "\(menu.title): " + numbered(choices) + " · x closes"
    }

    private func choose(_ number: Int) {
        guard choices.indices.contains(number - 1) else {
            message = choices.isEmpty ? "Nothing to choose: s swipes a review, m opens its menu" : "No choice \(number)"
            return
        }
        let choice = choices[number - 1]
        let done =
            choosingMenu
            ? page.table.performContextMenuAction(titled: choice) : page.table.tapSwipeAction(at: number - 1)
        choices = []
        choosingMenu = false
        message = done ? actionResult() : "\(choice.joined(separator: " › ")) did nothing"
    }

    /// Closes a swipe or menu showing, and forgets its choices.
    private func close() {
        if choosingMenu {
            page.table.dismissContextMenu()
        } else if page.table.indexPathForSwipedRow != nil {
            // Swiping a row that cannot be swiped closes the open one, as a tap elsewhere would.
            page.table.setEditing(false, animated: true)
        }
        choices = []
        choosingMenu = false
    }

    private func actionResult() -> String {
        page.lastReviewAction ?? "Done"
    }

    private func numbered(_ choices: [[String]]) -> String {
        choices.enumerated().map { "\($0.offset + 1) \($0.element.joined(separator: " › "))" }
            .joined(separator: "  ")
    }

    /// The title paths of a menu's actions, in order: a submenu's title, then its action's.
    static func paths(in menu: Menu, prefix: [String] = []) -> [[String]] {
        menu.children.flatMap { element -> [[String]] in
            switch element {
            case let submenu as Menu:
                paths(in: submenu, prefix: submenu.options.contains(.displayInline) ? prefix : prefix + [submenu.title])
            case let action as Action where !action.attributes.contains(.hidden):
                [prefix + [action.title]]
            default:
                []
            }
        }
    }

    /// Moves the cursor to the next or previous row, scrolling it into view.
    private func moveCursor(by step: Int) {
        let rows = allRows()
        guard let position = rows.firstIndex(of: cursor) else { return }
        cursor = rows[min(max(position + step, 0), rows.count - 1)]
        page.table.scrollToRow(at: cursor, at: .none, animated: false)
    }

    private func allRows() -> [IndexPath] {
        (0..<page.table.numberOfSections).flatMap { section in
            (0..<page.table.numberOfRows(inSection: section)).map { IndexPath(row: $0, section: section) }
        }
    }
}
