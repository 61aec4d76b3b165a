import Foundation

/// Where a section-level item sits: its header, or its footer.
///
/// Headers and footers are laid out, displayed and reused alike; they differ only in which
/// data source and delegate methods answer for them. Those calls live here, so the layout and
/// display code has one path for both.
enum SectionSupplement: CaseIterable {
    case header, footer
}

extension SectionSupplement {
    /// The display item of this kind for `section`.
    func item(_ section: Int) -> DisplayItem {
        self == .header ? .header(section) : .footer(section)
    }

    /// The name of the delegate's exact-height method, for reports.
    var heightMethod: HeightMethod {
        self == .header ? .heightForHeaderInSection : .heightForFooterInSection
    }

    /// The name of the delegate's estimated-height method, for reports.
    var estimatedHeightMethod: HeightMethod {
        self == .header ? .estimatedHeightForHeaderInSection : .estimatedHeightForFooterInSection
    }

    /// The delegate's exact height (`heightForHeaderInSection` or `heightForFooterInSection`).
    @MainActor
    func height(_ delegate: any TableViewDelegate, _ table: TableView, _ section: Int) -> CGFloat {
        switch self {
        case .header: delegate.tableView(table, heightForHeaderInSection: section)
        case .footer: delegate.tableView(table, heightForFooterInSection: section)
        }
    }

    /// The delegate's estimated height.
    @MainActor
    func estimatedHeight(_ delegate: any TableViewDelegate, _ table: TableView, _ section: Int) -> CGFloat {
        switch self {
        case .header: delegate.tableView(table, estimatedHeightForHeaderInSection: section)
        case .footer: delegate.tableView(table, estimatedHeightForFooterInSection: section)
        }
    }

    /// The data source's title (`titleForHeaderInSection` or `titleForFooterInSection`).
    @MainActor
    func title(_ dataSource: any TableViewDataSource, _ table: TableView, _ section: Int) -> String? {
        switch self {
        case .header: dataSource.tableView(table, titleForHeaderInSection: section)
        case .footer: dataSource.tableView(table, titleForFooterInSection: section)
        }
    }

    /// The delegate's view (`viewForHeaderInSection` or `viewForFooterInSection`).
    @MainActor
    func view(_ delegate: any TableViewDelegate, _ table: TableView, _ section: Int) -> TableViewHeaderFooterView? {
        switch self {
        case .header: delegate.tableView(table, viewForHeaderInSection: section)
        case .footer: delegate.tableView(table, viewForFooterInSection: section)
        }
    }

    /// Tells the delegate the view will be displayed.
    @MainActor
    func willDisplay(
        _ view: TableViewHeaderFooterView, _ delegate: any TableViewDelegate, _ table: TableView, _ section: Int
    ) {
        switch self {
        case .header: delegate.tableView(table, willDisplayHeaderView: view, forSection: section)
        case .footer: delegate.tableView(table, willDisplayFooterView: view, forSection: section)
        }
    }

    /// Tells the delegate the view is no longer displayed.
    @MainActor
    func didEndDisplaying(
        _ view: TableViewHeaderFooterView, _ delegate: any TableViewDelegate, _ table: TableView, _ section: Int
    ) {
        switch self {
        case .header: delegate.tableView(table, didEndDisplayingHeaderView: view, forSection: section)
        case .footer: delegate.tableView(table, didEndDisplayingFooterView: view, forSection: section)
        }
    }

    /// The supplement an item is, and its section; nil for a row.
    static func of(_ item: DisplayItem) -> (kind: SectionSupplement, section: Int)? {
        switch item {
        case .header(let section): (.header, section)
        case .footer(let section): (.footer, section)
        case .row: nil
        }
    }
}
