import CascadingTableDelegate
import Foundation

/// A section's title in capitals ("INFORMATION", "REVIEW"), 41 points tall.
///
/// As in the original, each section that shows one makes its own and hands the table that same
/// view every time; it is not dequeued.
final class SectionHeaderView: TableViewHeaderFooterView {
    static func preferredHeight() -> CGFloat { 41 }

    static func view(headerText: String) -> SectionHeaderView {
        let view = SectionHeaderView()
        view.configure(headerText: headerText)
        return view
    }

    func configure(headerText: String) {
        text = headerText
    }
}
