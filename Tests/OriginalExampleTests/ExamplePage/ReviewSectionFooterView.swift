import CascadingTableDelegate
import Foundation

/// The "2 more" button under the reviews, with the activity indicator that replaces its title
/// while more reviews load. 46 points tall. A tap on the view is a tap on its button.
final class ReviewSectionFooterView: TableViewHeaderFooterView {
    /// Called when the user taps the button.
    var onButtonTapped: (@MainActor () -> Void)?

    /// Whether the activity indicator shows (and the button's title is hidden).
    private(set) var isLoading = false

    /// The button's title.
    var buttonText: String? {
        get { text }
        set { text = newValue }
    }

    required init(reuseIdentifier: String?) {
        super.init(reuseIdentifier: reuseIdentifier)
        onTap = { view in (view as? ReviewSectionFooterView)?.onButtonTapped?() }
    }

    static func preferredHeight() -> CGFloat { 46 }

    static func view() -> ReviewSectionFooterView { ReviewSectionFooterView() }

    func startActivityIndicator() {
        isLoading = true
    }

    func stopActivityIndicator() {
        isLoading = false
    }
}
