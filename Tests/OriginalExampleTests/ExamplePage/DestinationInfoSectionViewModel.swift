import Foundation

/// One line of the information list: what it is ("Address") and its text.
struct DestinationInfo: Equatable {
    let type: String
    let text: String
}

/// A place on the map, in degrees (the original's `CLLocationCoordinate2D`).
struct LocationCoordinate: Equatable {
    let latitude: Double
    let longitude: Double
}

/// Told when the data of the page's information sections changed.
@MainActor
protocol DestinationInfoSectionViewModelObserver: AnyObject {
    func infoSectionDataChanged()
}

/// What the map and information list sections show.
@MainActor
protocol DestinationInfoSectionViewModel: AnyObject {
    var locationCoordinate: LocationCoordinate? { get }
    var locationInfo: [DestinationInfo] { get }

    /// Adds an observer, held weakly.
    func add(observer: any DestinationInfoSectionViewModelObserver)
}
