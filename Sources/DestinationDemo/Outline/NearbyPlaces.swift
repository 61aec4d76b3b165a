import Foundation

/// Places near the destination, by region, city and place: the content of the outline screen.
///
/// The model is the app's: plain values, with no expansion in them. Which rows are open is the
/// outline node's state, kept by identifier through every change of the model (see
/// ``NearbyPlacesScreen``).
public struct NearbyPlaces: Sendable, Equatable {
    /// A place to visit, with its distance and, for a large site, the sights within it.
    public struct Place: Sendable, Equatable {
        public var name: String
        /// Kilometres from the destination.
        public var distance: Double
        /// The sights within the place; empty for most.
        public var sights: [String] = []
    }

    /// A city and its places.
    public struct City: Sendable, Equatable {
        public var name: String
        public var places: [Place]
    }

    /// A region and its cities.
    public struct Region: Sendable, Equatable {
        public var name: String
        public var cities: [City]
    }

    /// The regions, nearest first.
    public var regions: [Region]

    /// The places around Fushimi Inari Taisha, the demo's destination.
    public static let aroundFushimiInari = NearbyPlaces(regions: [
        Region(
            name: "Kansai",
            cities: [
                City(
                    name: "Kyoto",
                    places: [
                        Place(
                            name: "Fushimi Inari Taisha", distance: 0.1,
                            sights: ["Senbon Torii", "Yotsutsuji intersection", "Mount Inari summit"]),
                        Place(name: "Tofuku-ji", distance: 1.5),
                        Place(name: "Kiyomizu-dera", distance: 3.6),
                        Place(name: "Kinkaku-ji", distance: 11),
                    ]),
                City(
                    name: "Uji",
                    places: [Place(name: "Byodo-in", distance: 8), Place(name: "Ujigami Shrine", distance: 8.3)]),
                City(
                    name: "Nara",
                    places: [Place(name: "Todai-ji", distance: 33), Place(name: "Kasuga Taisha", distance: 34)]),
                City(
                    name: "Osaka",
                    places: [Place(name: "Osaka Castle", distance: 40), Place(name: "Dotonbori", distance: 42)]),
                // Mie prefecture, Ise's, is counted in Kansai or in Chubu depending on who is asked:
                // the server's regrouping (`regroupIse()`) moves it between the two.
                City(
                    name: "Ise",
                    places: [
                        Place(name: "Ise Grand Shrine", distance: 120), Place(name: "Okage Yokocho", distance: 121),
                    ]),
            ]),
        Region(
            name: "Chubu",
            cities: [
                City(
                    name: "Nagoya",
                    places: [Place(name: "Atsuta Shrine", distance: 128), Place(name: "Nagoya Castle", distance: 130)])
            ]),
        Region(
            name: "Kanto",
            cities: [
                City(
                    name: "Kamakura", places: [Place(name: "Great Buddha of Kamakura", distance: 345)]),
                City(
                    name: "Tokyo",
                    places: [Place(name: "Meiji Jingu", distance: 365), Place(name: "Senso-ji", distance: 370)]),
            ]),
    ])

    /// The region Ise is counted in now.
    public var iseRegion: String? {
        regions.first { $0.cities.contains { $0.name == "Ise" } }?.name
    }

    /// Moves Ise, with its places, from Kansai to Chubu or back, as the server's regrouping does;
    /// in Chubu it comes first (it is nearer than Nagoya), in Kansai last.
    public mutating func regroupIse() {
        guard let from = regions.firstIndex(where: { $0.cities.contains { $0.name == "Ise" } }),
            let position = regions[from].cities.firstIndex(where: { $0.name == "Ise" })
        else { return }
        let toChubu = regions[from].name == "Kansai"
        guard let to = regions.firstIndex(where: { $0.name == (toChubu ? "Chubu" : "Kansai") }) else { return }
        let ise = regions[from].cities.remove(at: position)
        regions[to].cities.insert(ise, at: toChubu ? 0 : regions[to].cities.endIndex)
    }
}
