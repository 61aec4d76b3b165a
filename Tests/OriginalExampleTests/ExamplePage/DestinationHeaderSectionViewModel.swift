import Foundation

/// Told when the data of the page's header section changed.
@MainActor
protocol DestinationHeaderSectionViewModelObserver: AnyObject {
    func headerSectionDataChanged()
}

/// What the header section shows: the photo, the destination's name and place, its description.
@MainActor
protocol DestinationHeaderSectionViewModel: AnyObject {
    /// The name of the photo at the top (the original's image).
    var topPhotoName: String? { get }
    var destinationName: String? { get }
    var locationName: String? { get }
    var destinationDescription: String? { get }

    /// Adds an observer, held weakly (see `WeakObservers`).
    func add(observer: any DestinationHeaderSectionViewModelObserver)
}
