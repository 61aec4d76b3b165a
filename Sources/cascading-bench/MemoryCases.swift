import CascadingTableDelegate
import Foundation

/// `memory-row-nodes`, `memory-section-nodes`, `memory-described-rows` and `memory-outline-rows`:
/// resident bytes per row of a laid-out table with one row node per row, with section nodes that
/// answer for their rows themselves, with a described table of sections of 1,000 described rows
/// (each a `RowDescription` with an `Int` view model and a fixed height), and with the same rows
/// as an outline: in each section, a tree of ten children per row (depth up to 3), all expanded.
///
/// Each is measured in a fresh child process (this executable, run with `--memory-probe`), so
/// memory freed by earlier cases and kept by the allocator cannot hide the growth.
@MainActor
func runMemoryCases(_ options: BenchOptions, report: BenchReport) {
    let rows = options.quick ? 10_000 : 1_000_000
    let kinds = [
        "row-nodes": "one row node per row", "section-nodes": "section nodes answering for their rows",
        "described-rows": "described rows", "outline-rows": "described rows in an expanded outline",
    ]
    for kind in ["row-nodes", "section-nodes", "described-rows", "outline-rows"]
    where options.includes("memory-\(kind)") {
        guard let perRow = probeInChildProcess(kind: kind, rows: rows) else {
            report.summarize("memory-\(kind): the child process gave no figure (needs /proc/self/statm).")
            continue
        }
        report.addBytesPerRow(perRow, name: "memory-\(kind)-\(sizeLabel(rows))")
        report.summarize("memory: \(perRow) bytes per row with \(kinds[kind] ?? kind).")
    }
}

/// Runs `--memory-probe <kind> <rows>` in a child process and reads the bytes per row it prints.
private func probeInChildProcess(kind: String, rows: Int) -> Int? {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
    process.arguments = ["--memory-probe", kind, String(rows)]
    let output = Pipe()
    process.standardOutput = output
    do {
        try process.run()
    } catch {
        return nil
    }
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return String(decoding: data, as: UTF8.self).split(separator: "\n").last.flatMap { Int($0) }
}

/// The child process's work: builds the structure, prints its resident growth per row.
@MainActor
func runMemoryProbe(kind: String, rows: Int) {
    let before = residentBytes()
    let root =
        switch kind {
        case "row-nodes": makeRowNodeTree(sections: max(1, rows / 1_000), rows: 1_000)
        case "described-rows": makeDescribedTree(rows: rows)
        case "outline-rows": makeDescribedTree(rows: rows, asOutline: true)
        default: makeSectionNodeTree(rows: rows)
        }
    let table = TableView()
    root.prepare(tableView: table)
    table.layoutIfNeeded()
    let after = residentBytes()
    withExtendedLifetime((root, table)) {}
    print(before > 0 ? max(0, after - before) / rows : "")
}

/// The process's resident memory in bytes, from /proc/self/statm (Linux); 0 where there is none.
private func residentBytes() -> Int {
    guard let statm = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8),
        let pages = statm.split(separator: " ").dropFirst().first.flatMap({ Int($0) })
    else { return 0 }
    return pages * 4096
}

/// Builds root -> a described table of sections of 1,000 described rows; `asOutline`, each
/// section's rows as a tree (row *i*'s children are rows 10*i* + 1 to 10*i* + 10), all expanded.
@MainActor
private func makeDescribedTree(rows: Int, asOutline: Bool = false) -> CascadingRootTableDelegate {
    var sections: [SectionDescription] = []
    for section in 0..<max(1, rows / 1_000) {
        var sectionRows: [RowDescription] = []
        sectionRows.reserveCapacity(1_000)
        for row in 0..<min(rows, 1_000) {
            let id = section * 1_000 + row
            sectionRows.append(
                RowDescription(id: id, viewModel: id, cell: TableViewCell.self) { cell, id in cell.text = "\(id)" }
                    .height(benchHeight(row: row)))
        }
        sections.append(SectionDescription(id: section, rows: asOutline ? outlineRows(sectionRows) : sectionRows))
    }
    let described = DescribedTableDelegate(content: DescribedContent(sections: sections))
    return CascadingRootTableDelegate(index: 0, childDelegates: [described])
}

/// `rows` as an expanded outline: row *i*'s children are rows 10*i* + 1 to 10*i* + 10; returns
/// the top-level row (row 0), its subtree holding every row. Built leaves first, without
/// recursion.
@MainActor
private func outlineRows(_ rows: [RowDescription]) -> [RowDescription] {
    var built = rows
    for index in rows.indices.reversed() {
        guard 10 * index + 1 < rows.count else { continue }
        let children = (10 * index + 1)..<min(rows.count, 10 * index + 11)
        built[index] = built[index].children(Array(built[children])).expanded()
    }
    return rows.isEmpty ? [] : [built[0]]
}
