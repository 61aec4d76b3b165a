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

    /// Adds an observer, held weakly (the original held its observers strongly, and each section
    /// held the view model: neither was ever freed).
    func add(observer: any DestinationHeaderSectionViewModelObserver)
    func remove(observer: any DestinationHeaderSectionViewModelObserver)
}
