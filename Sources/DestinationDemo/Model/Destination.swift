import Foundation

/// A travel destination, the content of the demo page.
public struct Destination: Sendable {
    /// A line of the info list: what it is and its value.
    public struct Info: Sendable {
        public var label: String
        public var value: String
    }

    /// A user review.
    public struct Review: Sendable, Hashable {
        public var author: String
        public var stars: Int
        public var text: String
    }

    public var name: String
    public var summary: String
    public var info: [Info]
    public var rating: Double
    public var ratingCount: Int
    /// Every review the "server" has; the page shows them a page at a time.
    public var reviews: [Review]

    /// The destination the demo shows.
    public static let kyoto = Destination(
        name: "Fushimi Inari Taisha",
        summary: "Thousands of vermilion torii gates climb Mount Inari above Kyoto.",
        info: [
            Info(label: "Address", value: "68 Fukakusa Yabunouchicho, Kyoto"),
            Info(label: "Opening hours", value: "Open 24 hours"),
            Info(label: "Ticket price", value: "Free"),
            Info(label: "Getting there", value: "JR Inari Station, 1 min walk"),
        ],
        rating: 4.7, ratingCount: 12,
        reviews: (1...12).map { number in
            Review(
                author: ["Aiko", "Ben", "Chloe", "Daichi", "Eva", "Farid"][number % 6] + " \(number)",
                stars: [5, 4, 5, 5, 3, 4][number % 6],
                text: number % 3 == 0
                    ? "Go early; the upper trails are quiet and the view at Yotsutsuji is worth it."
                    : "Beautiful gates, busy near the entrance.")
        })
}
