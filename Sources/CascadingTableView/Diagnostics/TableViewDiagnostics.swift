import Foundation

/// The one channel through which a ``TableView`` reports programming errors.
///
/// UIKit raises an exception for an invalid batch update, an unregistered reuse identifier or a
/// negative row count, which ends a test run. This table instead takes a documented fallback,
/// records a ``TableViewDiagnostic`` in ``reports`` and, depending on ``mode``, logs it or calls
/// your failure handler.
///
/// ```swift
/// table.diagnostics.mode = .strict { XCTFail($0.message) }   // fail the test on the first problem
/// ```
@MainActor
public final class TableViewDiagnostics {
    /// What the table does with a report, besides recording it.
    public enum Mode: Sendable {
        /// Record it only.
        case silent
        /// Record it and print its message to standard error. The default.
        case log
        /// Record it and call `failure` with it, for example `{ XCTFail($0.message) }`.
        case strict(failure: @MainActor (TableViewDiagnostic) -> Void)
    }

    /// The mode new tables start in. Defaults to ``Mode/log``.
    ///
    /// Process-wide configuration, readable and settable from any thread (each access takes a
    /// lock), so that a test suite can set it in XCTest's synchronous, nonisolated `setUp()`.
    /// Tables already made keep their mode.
    public nonisolated static var defaultMode: Mode {
        get { defaultModeStorage.value }
        set { defaultModeStorage.value = newValue }
    }

    private nonisolated static let defaultModeStorage = LockedValue<Mode>(.log)

    /// What the table does with a report, besides recording it.
    public var mode: Mode

    /// Every problem reported since the table was made or ``removeAll()`` was called, oldest first.
    public private(set) var reports: [TableViewDiagnostic] = []

    /// Creates a channel in ``defaultMode``.
    public init() {
        mode = Self.defaultMode
    }

    /// Forgets every recorded report.
    public func removeAll() {
        reports.removeAll()
    }

    /// Records a problem and handles it according to ``mode``.
    ///
    /// Inside a strict scope of the `CascadingTableTesting` product, the report also becomes a
    /// failure of the test that runs it; ``mode`` and ``reports`` are the same either way.
    ///
    /// - Parameter diagnostic: The problem found.
    public func report(_ diagnostic: TableViewDiagnostic) {
        reports.append(diagnostic)
        switch mode {
        case .silent:
            break
        case .log:
            FileHandle.standardError.write(Data("CascadingTableDelegate: \(diagnostic.message)\n".utf8))
        case .strict(let failure):
            failure(diagnostic)
        }
        TableDiagnosticsObservation.observer?(diagnostic)
    }
}
