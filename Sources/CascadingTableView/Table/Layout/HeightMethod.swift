import Foundation

/// Where a height came from: the delegate method the user wrote (or a self-sizing cell), named in
/// reports so that the user knows which of their methods to fix.
enum HeightMethod: String {
    case heightForRowAt, estimatedHeightForRowAt
    case heightForHeaderInSection, estimatedHeightForHeaderInSection
    case heightForFooterInSection, estimatedHeightForFooterInSection
    /// A self-sizing row's cell.
    case preferredHeight
}

/// A bad height already reported in the current layout pass: which method, for which item.
struct ReportedHeight: Hashable {
    var method: HeightMethod
    var item: DisplayItem
}
