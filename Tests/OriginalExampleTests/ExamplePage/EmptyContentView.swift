import CascadingTableDelegate
import Foundation

/// A blank view: the gap above the information list and the reviews, and under the rating.
final class EmptyContentView: TableViewHeaderFooterView {
    static func view() -> EmptyContentView { EmptyContentView() }
}
