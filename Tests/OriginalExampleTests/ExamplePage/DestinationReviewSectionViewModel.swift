import Foundation

/// One user's review: who, what they wrote, and their stars.
struct DestinationReviewUserRowViewModel: Equatable {
    let userName: String
    let userReview: String
    let rating: Int
}

/// Told when the data of the page's review sections changed.
@MainActor
protocol DestinationReviewSectionViewModelObserver: AnyObject {
    func reviewSectionDataChanged()
}

/// What the rating and user review sections show, and how more reviews are fetched.
@MainActor
protocol DestinationReviewSectionViewModel: AnyObject {
    /// The average of every review's stars.
    var averageRating: Int { get }
    /// The reviews fetched so far.
    var rowViewModels: [DestinationReviewUserRowViewModel] { get }
    /// How many reviews are left to fetch with ``retrieveMoreRowViewModels(_:)``.
    var remainingRowViewModels: Int { get }

    /// Fetches the remaining reviews, adds them to ``rowViewModels``, tells the observers, then
    /// calls `onCompleted`.
    func retrieveMoreRowViewModels(_ onCompleted: (@MainActor () -> Void)?)

    /// Adds an observer, held weakly.
    func add(observer: any DestinationReviewSectionViewModelObserver)
}
