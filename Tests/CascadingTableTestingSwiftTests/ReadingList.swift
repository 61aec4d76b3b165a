import CascadingTableDelegate
import Foundation

/// A screen as a user of the library writes one: books to read and books read, described as
/// content under a root node, in a phone-sized headless table.
@MainActor
final class ReadingList {
    struct Book: Equatable, Sendable {
        var id: Int
        var title: String
        var author: String
        var isRead = false
    }

    private(set) var books: [Book]
    let table = TableView()
    let root: CascadingRootTableDelegate
    let shelf: DescribedTableDelegate

    init(
        books: [Book] = [
            Book(id: 1, title: "Kokoro", author: "Natsume Soseki"),
            Book(id: 2, title: "Snow Country", author: "Yasunari Kawabata"),
            Book(id: 3, title: "The Makioka Sisters", author: "Junichiro Tanizaki", isRead: true),
        ]
    ) {
        self.books = books
        shelf = DescribedTableDelegate(content: Self.content(of: books))
        root = CascadingRootTableDelegate(index: 0, childDelegates: [shelf], tableView: table)
    }

    /// Marks a book read: it moves from the first section to the second, in one animated batch.
    func markRead(_ id: Int) {
        books = books.map { $0.id == id ? Book(id: $0.id, title: $0.title, author: $0.author, isRead: true) : $0 }
        shelf.setContent(Self.content(of: books))
    }

    private static func content(of books: [Book]) -> DescribedContent {
        DescribedContent(sections: [
            SectionDescription(id: "to read", header: "To read", rows: books.filter { !$0.isRead }.map(row)),
            SectionDescription(id: "read", header: "Read", rows: books.filter(\.isRead).map(row)),
        ])
    }

    private static func row(_ book: Book) -> RowDescription {
        RowDescription(id: book.id, viewModel: book, cell: TableViewCell.self) { cell, book in
            cell.text = book.title
            cell.detailText = book.author
            cell.accessoryType = book.isRead ? .checkmark : .disclosureIndicator
        }
    }
}
