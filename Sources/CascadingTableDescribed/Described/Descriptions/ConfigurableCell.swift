import CascadingTableView
import Foundation

/// A cell that configures itself from a typed view model: the view model's type is the cell's
/// associated type, so a row can never hand a cell the wrong kind of model.
///
/// ```swift
/// struct Price: Equatable, Sendable { var amount: Int }
/// final class PriceCell: TableViewCell, ConfigurableCell {
///     func configure(with price: Price) { text = "\(price.amount) €" }
/// }
/// let row = RowDescription(id: "total", cell: PriceCell.self, viewModel: Price(amount: 12))
/// ```
@MainActor
public protocol ConfigurableCell: TableViewCell {
    /// What the cell shows.
    associatedtype ViewModel: Equatable & Sendable

    /// Shows `viewModel`. Called when the cell is handed out for its row, and again on the same
    /// cell whenever the row's view model changes.
    ///
    /// - Parameter viewModel: What to show.
    func configure(with viewModel: ViewModel)
}
