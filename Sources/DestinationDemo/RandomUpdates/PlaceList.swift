import CascadingTableDelegate
import Foundation

/// A place to visit in Kyoto: one row of the random-updates screen.
public struct Place: Equatable, Sendable {
    /// The row's identity: never reused, so an inserted place is never mistaken for a deleted one.
    public var id: Int
    /// The place's name; several places may share one.
    public var name: String
    /// How many readers went there; changing it reconfigures the row.
    public var visits: Int

    /// The cell's text.
    public var text: String { "\(name) #\(id)" }
    /// The cell's detail.
    public var detail: String { visits == 1 ? "1 visit" : "\(visits) visits" }
}

/// The content the random-updates mode changes: places grouped in named sections. A value, so the
/// screen shows it through ``DescribedContent`` and each step can be compared with the one before.
public struct PlaceList: Equatable, Sendable {
    /// A section: its name (its identity and its header) and its places.
    public struct Group: Equatable, Sendable {
        /// The section's identity and header.
        public var name: String
        /// The rows, in order.
        public var places: [Place]
    }

    /// The sections, in order.
    public var groups: [Group]
    private var nextID: Int

    /// The most rows and sections a step lets the list grow to, so one screen shows it all.
    static let maximumPlaces = 11
    static let maximumGroups = 4
    private static let groupNames = ["Temples", "Shrines", "Gardens", "Markets", "Walks", "Views"]
    private static let placeNames = [
        "Kinkaku-ji", "Ginkaku-ji", "Kiyomizu-dera", "Nishiki", "Arashiyama", "Gion", "Nijo Castle", "Tofuku-ji",
        "Ryoan-ji", "Heian Shrine", "Pontocho", "Daitoku-ji", "Yasaka", "Kurama", "Ohara",
    ]

    /// Three sections of three places.
    public init() {
        groups = []
        nextID = 0
        for name in Self.groupNames.prefix(3) {
            groups.append(Group(name: name, places: (0..<3).map { _ in makePlace() }))
        }
    }

    /// The content the described node shows: one section per group, one row per place.
    public var content: DescribedContent {
        DescribedContent(
            sections: groups.map { group in
                SectionDescription(
                    id: group.name, header: HeaderFooterDescription(stringLiteral: group.name),
                    rows: group.places.map { place in
                        RowDescription(id: place.id, viewModel: place, cell: TableViewCell.self) { cell, place in
                            cell.text = place.text
                            cell.detailText = place.detail
                        }
                        .height(32)
                    })
            })
    }

    /// How many places there are.
    public var placeCount: Int { groups.reduce(0) { $0 + $1.places.count } }

    /// Makes one to three random changes; returns what each was, in words.
    public mutating func randomStep(using random: inout DemoRandomGenerator) -> [String] {
        (0...random.int(below: 3)).compactMap { _ in randomChange(using: &random) }
    }

    /// One random change, or nil when the one drawn cannot be made (a move with one place, say).
    private mutating func randomChange(using random: inout DemoRandomGenerator) -> String? {
        switch random.int(below: 9) {
        case 0, 1: return insertPlace(using: &random)
        case 2: return deletePlace(using: &random)
        case 3, 4: return movePlace(using: &random)
        case 5, 6: return visitPlace(using: &random)
        case 7: return random.int(below: 2) == 0 ? insertGroup(using: &random) : deleteGroup(using: &random)
        default: return moveGroup(using: &random)
        }
    }

    private mutating func insertPlace(using random: inout DemoRandomGenerator) -> String? {
        guard !groups.isEmpty, placeCount < Self.maximumPlaces else { return nil }
        let group = random.int(below: groups.count)
        let place = makePlace()
        groups[group].places.insert(place, at: random.int(below: groups[group].places.count + 1))
        return "add \(place.text) to \(groups[group].name)"
    }

    private mutating func deletePlace(using random: inout DemoRandomGenerator) -> String? {
        guard let (group, row) = randomPlace(using: &random) else { return nil }
        let place = groups[group].places.remove(at: row)
        return "remove \(place.text)"
    }

    private mutating func movePlace(using random: inout DemoRandomGenerator) -> String? {
        guard let (group, row) = randomPlace(using: &random) else { return nil }
        let place = groups[group].places.remove(at: row)
        let target = random.int(below: groups.count)
        groups[target].places.insert(place, at: random.int(below: groups[target].places.count + 1))
        return "move \(place.text) to \(groups[target].name)"
    }

    private mutating func visitPlace(using random: inout DemoRandomGenerator) -> String? {
        guard let (group, row) = randomPlace(using: &random) else { return nil }
        groups[group].places[row].visits += 1 + random.int(below: 5)
        return "count visits to \(groups[group].places[row].text)"
    }

    private mutating func insertGroup(using random: inout DemoRandomGenerator) -> String? {
        let unused = Self.groupNames.filter { name in !groups.contains { $0.name == name } }
        guard groups.count < Self.maximumGroups, !unused.isEmpty else { return nil }
        let count = min(random.int(below: 3), Self.maximumPlaces - placeCount)
        let group = Group(name: unused[random.int(below: unused.count)], places: (0..<count).map { _ in makePlace() })
        groups.insert(group, at: random.int(below: groups.count + 1))
        return "add section \(group.name)"
    }

    private mutating func deleteGroup(using random: inout DemoRandomGenerator) -> String? {
        guard groups.count > 1 else { return nil }
        return "remove section \(groups.remove(at: random.int(below: groups.count)).name)"
    }

    private mutating func moveGroup(using random: inout DemoRandomGenerator) -> String? {
        guard groups.count > 1 else { return nil }
        let group = groups.remove(at: random.int(below: groups.count))
        groups.insert(group, at: random.int(below: groups.count + 1))
        return "move section \(group.name)"
    }

    /// A random place's section and row, or nil when there are none.
    private func randomPlace(using random: inout DemoRandomGenerator) -> (group: Int, row: Int)? {
        guard placeCount > 0 else { return nil }
        var index = random.int(below: placeCount)
        for (group, places) in groups.map(\.places).enumerated() {
            if index < places.count { return (group, index) }
            index -= places.count
        }
        return nil
    }

    private mutating func makePlace() -> Place {
        defer { nextID += 1 }
        return Place(id: nextID, name: Self.placeNames[nextID % Self.placeNames.count], visits: 0)
    }
}
