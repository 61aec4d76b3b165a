import Foundation

/// The check `assertTableSnapshot` makes: a snapshot against its reference file, writing the file
/// when the record mode says so. Separate from the assertion, so that it can be tested without
/// failing a test.
struct SnapshotComparison {
    /// What the check found; every case but `matched` fails the assertion with `message`.
    enum Outcome: Equatable {
        /// The snapshot equals the reference.
        case matched
        /// The reference was written: it was missing, or the mode records every reference.
        case recorded(message: String)
        /// The snapshot differs from the reference, which was left alone.
        case differs(message: String)
        /// The reference could not be read or written.
        case failed(message: String)

        /// The failure message, or nil for a match.
        var message: String? {
            switch self {
            case .matched: nil
            case .recorded(let message), .differs(let message), .failed(let message): message
            }
        }
    }

    let reference: SnapshotReference
    let snapshot: String
    let mode: SnapshotRecordMode

    /// Compares, or records, as the mode says.
    func run() -> Outcome {
        let path = reference.url.path
        let fileManager = FileManager.default
        guard mode != .all, fileManager.fileExists(atPath: path) else {
            return record(
                because: mode == .all
                    ? "\(SnapshotRecordMode.environmentVariable)=all: recorded snapshot \(reference.label) at \(path). "
                        + "Review it, then run the tests again without \(SnapshotRecordMode.environmentVariable)."
                    : "No reference for snapshot \(reference.label): recorded it at \(path). Review it, commit it and "
                        + "run the test again; a new reference fails once, so that none is accepted unseen.")
        }
        let stored: String
        do {
            stored = try String(contentsOf: reference.url, encoding: .utf8)
        } catch {
            return .failed(message: "Could not read the reference of snapshot \(reference.label) at \(path): \(error)")
        }
        let expected = Self.lines(of: stored)
        let actual = Self.lines(of: snapshot)
        guard expected != actual else { return .matched }
        let diff = LineDiff(old: expected, new: actual).lines()
        return .differs(
            message: (["Snapshot \(reference.label) does not match its reference \(path) (- reference, + now):"] + diff
                + [
                    "Run the test with \(SnapshotRecordMode.environmentVariable)=all to record the new snapshot as the "
                        + "reference."
                ]).joined(separator: "\n"))
    }

    private func record(because message: String) -> Outcome {
        do {
            try FileManager.default.createDirectory(
                at: reference.url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data((snapshot + "\n").utf8).write(to: reference.url, options: .atomic)
        } catch {
            return .failed(
                message: "Could not record snapshot \(reference.label) at \(reference.url.path): \(error)")
        }
        return .recorded(message: message)
    }

    /// A text's lines, the same whichever line endings an editor or a checkout gave the file,
    /// and with or without a final line break.
    static func lines(of text: String) -> [String] {
        var text = text.replacingOccurrences(of: "\r\n", with: "\n")
        if text.hasSuffix("\n") {
            text.removeLast()
        }
        return text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }
}
