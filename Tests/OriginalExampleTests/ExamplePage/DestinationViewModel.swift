import Foundation

/// The page's data, as the original Example's view model serves it.
///
/// It starts empty. ``refreshData(_:)`` answers after two seconds (on the page's clock) with the
/// destination's header, information and first three reviews (two more remain), tells the
/// header, review and information observers in that order, then calls its completion.
/// ``retrieveMoreRowViewModels(_:)`` answers after two seconds with the remaining reviews. A
/// refresh always brings the same data back: the reviews loaded since are dropped again.
@MainActor
final class DestinationViewModel {
    /// The two seconds the original's server took.
    static let responseDelay = 2.0

    /// The page's title, once data arrived.
    private(set) var destinationTitle: String?

    private let clock: VirtualClock
    private var headerObservers = WeakObservers()
    private var infoObservers = WeakObservers()
    private var reviewObservers = WeakObservers()

    private(set) var topPhotoName: String?
    private(set) var destinationName: String?
    private(set) var locationName: String?
    private(set) var destinationDescription: String?
    private(set) var locationCoordinate: LocationCoordinate?
    private(set) var locationInfo: [DestinationInfo] = []
    private(set) var averageRating = 0
    private(set) var rowViewModels: [DestinationReviewUserRowViewModel] = []
    private(set) var remainingRowViewModels = 0

    /// How many refreshes and review requests were answered.
    private(set) var answeredRequests = 0

    init(clock: VirtualClock) {
        self.clock = clock
    }

    /// Fetches the page's data again; tells the observers, then calls `completionHandler`.
    func refreshData(_ completionHandler: (@MainActor () -> Void)?) {
        clock.schedule(after: Self.responseDelay) { [weak self] in
            guard let self else { return }
            answeredRequests += 1
            destinationTitle = "Outdoor Adventures"
            fillHeaderSection()
            fillInfoSection()
            fillReviewSection()
            notifyObservers()
            completionHandler?()
        }
    }

    private func fillHeaderSection() {
        topPhotoName = "vacation-place"
        destinationName = "Under The Stars"
        locationName = "Hyrum State Park, Utah"
        destinationDescription =
            "Lorem ipsum dolor sit amet, consectetur adipiscing elit. Sed placerat tincidunt aliquet. Quisque "
            + "dictum nisi felis, vel aliquet metus congue ac. Curabitur dui arcu, sagittis vel urna non, "
            + "faucibus pellentesque sem."
    }

    private func fillInfoSection() {
        locationCoordinate = LocationCoordinate(latitude: 41.6122648, longitude: -111.8602992)
        locationInfo = [
            DestinationInfo(type: "Address", text: "Hyrum State Park, 405 W 300 S, Hyrum, UT 84319"),
            DestinationInfo(type: "Website", text: "stateparks.utah.gov"),
            DestinationInfo(type: "Phone", text: "+1 435-245-6866"),
        ]
    }

    private func fillReviewSection() {
        averageRating = 4
        let review = DestinationReviewUserRowViewModel(
            userName: "Alice",
            userReview: "Lorem ipsum dolor sit amet, consectetur adipiscing elit. Sed placerat tincidunt aliquet. "
                + "Quisque dictum nisi felis, vel aliquet metus congue ac.",
            rating: 4)
        rowViewModels = Array(repeating: review, count: 3)
        remainingRowViewModels = 2
    }

    private func notifyObservers() {
        notifyHeaderObservers()
        notifyReviewObservers()
        notifyInfoObservers()
    }

    private func notifyHeaderObservers() {
        for observer in headerObservers.all(as: (any DestinationHeaderSectionViewModelObserver).self) {
            observer.headerSectionDataChanged()
        }
    }

    private func notifyInfoObservers() {
        for observer in infoObservers.all(as: (any DestinationInfoSectionViewModelObserver).self) {
            observer.infoSectionDataChanged()
        }
    }

    private func notifyReviewObservers() {
        for observer in reviewObservers.all(as: (any DestinationReviewSectionViewModelObserver).self) {
            observer.reviewSectionDataChanged()
        }
    }
}

extension DestinationViewModel: DestinationHeaderSectionViewModel {
    func add(observer: any DestinationHeaderSectionViewModelObserver) { headerObservers.add(observer) }
}

extension DestinationViewModel: DestinationInfoSectionViewModel {
    func add(observer: any DestinationInfoSectionViewModelObserver) { infoObservers.add(observer) }
}

extension DestinationViewModel: DestinationReviewSectionViewModel {
    func add(observer: any DestinationReviewSectionViewModelObserver) { reviewObservers.add(observer) }

    func retrieveMoreRowViewModels(_ onCompleted: (@MainActor () -> Void)?) {
        clock.schedule(after: Self.responseDelay) { [weak self] in
            guard let self else { return }
            answeredRequests += 1
            let review = DestinationReviewUserRowViewModel(
                userName: "Bob",
                userReview: "Quisque dictum nisi felis, vel aliquet metus congue ac. Curabitur dui arcu, sagittis "
                    + "vel urna non, faucibus pellentesque sem.",
                rating: 4)
            rowViewModels += Array(repeating: review, count: remainingRowViewModels)
            remainingRowViewModels = 0
            notifyReviewObservers()
            onCompleted?()
        }
    }
}
