import Testing

/// Where a test called a helper of this module: the place its failures are reported at.
struct CallerLocation: Sendable {
    var fileID: StaticString
    var filePath: StaticString
    var line: UInt
    var column: UInt

    /// The same place, as Swift Testing names it.
    var sourceLocation: SourceLocation {
        SourceLocation(fileID: "\(fileID)", filePath: "\(filePath)", line: Int(line), column: Int(column))
    }
}
