// cascading-migration-check: reports table methods that compile but are never called, because
// they use UIKit's Objective-C or Swift 2 names or labels that match no protocol requirement.
//
//     swift run --package-path <checkout of CascadingTableDelegate> cascading-migration-check Sources/
//
// Prints `file:line: warning: ...` per method (the form editors and CI logs link), and exits 1
// when it found any, 2 on a usage error, 0 otherwise.
import Foundation

let paths = CommandLine.arguments.dropFirst()
if paths.isEmpty || paths.contains("--help") || paths.contains("-h") {
    print("usage: cascading-migration-check <file or folder>...")
    print("Reports table methods spelled with old UIKit names, which compile but are never called.")
    exit(paths.isEmpty ? 2 : 0)
}

var files: [String] = []
for path in paths {
    guard let found = SwiftFiles.find(at: path) else {
        FileHandle.standardError.write(Data("cascading-migration-check: no such file or folder: \(path)\n".utf8))
        exit(2)
    }
    files += found
}

var count = 0
for file in files {
    guard let source = try? String(contentsOfFile: file, encoding: .utf8) else {
        FileHandle.standardError.write(Data("cascading-migration-check: cannot read \(file)\n".utf8))
        exit(2)
    }
    for finding in MigrationScanner.findings(in: source) {
        print("\(file):\(finding.line): warning: \(finding.message)")
        count += 1
    }
}
if count > 0 {
    print("cascading-migration-check: \(count) method(s) the table never calls, in \(files.count) file(s) checked")
    exit(1)
}
print("cascading-migration-check: no old table method names in \(files.count) file(s)")
