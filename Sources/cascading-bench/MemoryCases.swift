import CascadingTableDelegate
import Foundation

/// `memory-row-nodes`, `memory-section-nodes`, `memory-described-rows`,
/// `memory-described-rows-one-by-one` and `memory-outline-rows`: resident bytes per row of a
/// laid-out table with one row node per row, with section nodes that answer for their rows
/// themselves, with a described table of sections of 1,000 described rows (each a
/// `RowDescription` described from one shared `RowKind`, with an `Int` view model and a fixed
/// height), with the same rows each described with its own cell class and closure (no target: the
/// cost of rows described one by one, kept in view), and with the kind's rows as an outline: in
/// each section, a tree of ten children per row (depth up to 3), all expanded.
///
/// Each is measured in a fresh child process (this executable, run with `--memory-probe`), so
/// memory freed by earlier cases and kept by the allocator cannot hide the growth.
@MainActor
func runMemoryCases(_ options: BenchOptions, report: BenchReport) {
    let rows = options.quick ? 10_000 : 1_000_000
    let kinds = [
        "row-nodes": "one row node per row", "section-nodes": "section nodes answering for their rows",
        "described-rows": "described rows of one kind",
        "described-rows-one-by-one": "described rows, each with its own cell class and closure",
        "outline-rows": "described rows of one kind in an expanded outline",
    ]
    for kind in ["row-nodes", "section-nodes", "described-rows", "described-rows-one-by-one", "outline-rows"]
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

/// The child process's work: builds the structure, prints its resident growth per row. With
/// `CASCADING_MEMORY_PARTS` set in the environment, a described kind is measured in steps
/// first, on standard error (see ``probeDescribedParts(rows:asOutline:handsOver:)``).
@MainActor
func runMemoryProbe(kind: String, rows: Int) {
    if ProcessInfo.processInfo.environment["CASCADING_MEMORY_PARTS"] != nil,
        kind == "described-rows" || kind == "outline-rows"
    {
        probeDescribedParts(
            rows: rows, asOutline: kind == "outline-rows",
            handsOver: ProcessInfo.processInfo.environment["CASCADING_MEMORY_PARTS"] == "handover")
    }
    let before = residentBytes()
    let root =
        switch kind {
        case "row-nodes": makeRowNodeTree(sections: max(1, rows / 1_000), rows: 1_000)
        case "described-rows": makeDescribedTree(rows: rows)
        case "described-rows-one-by-one": makeDescribedTree(rows: rows, oneByOne: true)
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

/// Measures a described table step by step, and writes per row, on standard error, what each
/// step added to the resident memory and to the bytes the allocator has handed out and not been
/// given back ("in use"): the content the app builds, the node made from it (the app still
/// holding its content), the app's content released, and the table laid out; or, `handsOver`
/// (`CASCADING_MEMORY_PARTS=handover`), the node made from content the app hands over, as
/// `memory-described-rows` and `memory-outline-rows` do, and the table laid out; then, apart from
/// the total, what asking the allocator to give back the memory it keeps changes. Resident
/// memory above the bytes in use is memory the allocator keeps for later allocations (freed
/// blocks between blocks in use are not given back to the system).
@MainActor
private func probeDescribedParts(rows: Int, asOutline: Bool, handsOver: Bool) {
    var steps: [(String, Int, Int)] = [("start", residentBytes(), bytesInUse())]
    func note(_ step: String) { steps.append((step, residentBytes(), bytesInUse())) }
    var content: DescribedContent? = describedContent(rows: rows, asOutline: asOutline)
    note("content built")
    let described: DescribedTableDelegate
    if handsOver {
        described = DescribedTableDelegate(content: content.take() ?? DescribedContent())
        note("node made, the content handed over")
    } else {
        described = DescribedTableDelegate(content: content ?? DescribedContent())
        note("node made")
        content = nil
        note("content released")
    }
    let root = CascadingRootTableDelegate(index: 0, childDelegates: [described])
    let table = TableView()
    root.prepare(tableView: table)
    table.layoutIfNeeded()
    note("table laid out")
    // Not part of the figure: what the allocator gives back when asked to (glibc's
    // `malloc_trim`), which tells the memory it keeps for later from the memory in use.
    if let symbol = dlsym(dlopen(nil, RTLD_NOW), "malloc_trim") {
        _ = unsafeBitCast(symbol, to: (@convention(c) (Int) -> Int32).self)(0)
        note("(then malloc_trim)")
    }
    withExtendedLifetime((root, table, content)) {}
    var lines = ["memory parts (\(asOutline ? "outline" : "flat")), bytes per row: step, resident, in use"]
    for index in steps.indices.dropFirst() {
        let (step, resident, inUse) = steps[index]
        lines.append(
            "  \(step): resident \((resident - steps[index - 1].1) / rows), in use \((inUse - steps[index - 1].2) / rows)"
        )
    }
    let laidOut = steps.firstIndex { $0.0 == "table laid out" } ?? steps.count - 1
    lines.append(
        "  total (start to table laid out): resident \((steps[laidOut].1 - steps[0].1) / rows), in use "
            + "\((steps[laidOut].2 - steps[0].2) / rows)")
    FileHandle.standardError.write(Data((lines.joined(separator: "\n") + "\n").utf8))
}

/// The bytes the allocator has handed out and not been given back, from glibc's
/// `malloc_stats` ("in use bytes", mmapped blocks included), which writes to standard error:
/// read through a pipe put in its place for the call. 0 where there is no such function.
private func bytesInUse() -> Int {
    guard let symbol = dlsym(dlopen(nil, RTLD_NOW), "malloc_stats") else { return 0 }
    let mallocStats = unsafeBitCast(symbol, to: (@convention(c) () -> Void).self)
    let pipe = Pipe()
    let savedError = dup(2)
    dup2(pipe.fileHandleForWriting.fileDescriptor, 2)
    mallocStats()
    dup2(savedError, 2)
    close(savedError)
    try? pipe.fileHandleForWriting.close()
    let text = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    // The last "in use bytes" line is the total, mmapped blocks included.
    let line = text.split(separator: "\n").last { $0.contains("in use bytes") }
    return line.flatMap { Int($0.split(separator: "=").last?.trimmingCharacters(in: .whitespaces) ?? "") } ?? 0
}

/// The process's resident memory in bytes, from /proc/self/statm (Linux); 0 where there is none.
private func residentBytes() -> Int {
    guard let statm = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8),
        let pages = statm.split(separator: " ").dropFirst().first.flatMap({ Int($0) })
    else { return 0 }
    return pages * 4096
}

/// Builds root -> a described table of sections of 1,000 described rows; `asOutline`, each
/// section's rows as a tree (row *i*'s children are rows 10*i* + 1 to 10*i* + 10), all expanded;
/// `oneByOne`, each row described with its own cell class and closure rather than from a kind.
@MainActor
private func makeDescribedTree(rows: Int, asOutline: Bool = false, oneByOne: Bool = false)
    -> CascadingRootTableDelegate
{
    let content = describedContent(rows: rows, asOutline: asOutline, oneByOne: oneByOne)
    return CascadingRootTableDelegate(index: 0, childDelegates: [DescribedTableDelegate(content: content)])
}

/// The content of ``makeDescribedTree(rows:asOutline:oneByOne:)``.
@MainActor
private func describedContent(rows: Int, asOutline: Bool, oneByOne: Bool = false) -> DescribedContent {
    // One kind for every row, as Documentation/DescribedContent.md recommends for long lists: the
    // rows share its cell class and closure and keep their `Int` view models in themselves.
    // `oneByOne` measures rows described as before kinds existed, each with its own object.
    let kind = RowKind(cell: TableViewCell.self) { (cell, id: Int) in cell.text = "\(id)" }
    var sections: [SectionDescription] = []
    for section in 0..<max(1, rows / 1_000) {
        var sectionRows: [RowDescription] = []
        sectionRows.reserveCapacity(1_000)
        for row in 0..<min(rows, 1_000) {
            let id = section * 1_000 + row
            let described =
                oneByOne
                ? RowDescription(id: id, viewModel: id, cell: TableViewCell.self) { cell, id in cell.text = "\(id)" }
                : kind.row(id: id, viewModel: id)
            sectionRows.append(described.height(benchHeight(row: row)))
        }
        sections.append(SectionDescription(id: section, rows: asOutline ? outlineRows(sectionRows) : sectionRows))
    }
    return DescribedContent(sections: sections)
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
