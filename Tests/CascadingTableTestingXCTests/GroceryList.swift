import CascadingTableDelegate
import Foundation

/// A screen as a user of the library writes one: a grocery list in sections, served by one flat
/// data source, in a phone-sized headless table.
@MainActor
final class GroceryList: TableViewDataSource, TableViewDelegate {
    var aisles: [(name: String, items: [String])]
    /// Items ticked off: their rows show a checkmark.
    var done: Set<String> = []
    let table = TableView()

    init(aisles: [(name: String, items: [String])] = [("Fruit", ["Apples", "Pears"]), ("Bakery", ["Bread"])]) {
        self.aisles = aisles
        table.register(TableViewCell.self, forCellReuseIdentifier: "item")
        table.dataSource = self
        table.delegate = self
    }

    func numberOfSections(in tableView: TableView) -> Int { aisles.count }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { aisles[section].items.count }

    func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? { aisles[section].name }

    func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> CGFloat {
        TableView.automaticDimension  // the style's height for a titled header; the default, 0, hides it
    }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let item = aisles[indexPath.section].items[indexPath.row]
        let cell = tableView.dequeueReusableCell(withIdentifier: "item", for: indexPath)
        cell.text = item
        cell.accessoryType = done.contains(item) ? .checkmark : .none
        return cell
    }
}
