import Foundation

/// Finds the Swift files to scan.
enum SwiftFiles {
    /// The `.swift` files at `path`: the file itself, or every one in the folder and its
    /// subfolders, sorted, skipping hidden files and folders (so `.build` and `.git` too).
    /// Nil when nothing exists at `path`.
    static func find(at path: String) -> [String]? {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { return nil }
        guard isDirectory.boolValue else { return [path] }
        let root = URL(fileURLWithPath: path)
        guard
            let enumerator = FileManager.default.enumerator(
                at: root, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles])
        else { return [] }
        var files: [String] = []
        for case let url as URL in enumerator where url.pathExtension == "swift" {
            files.append(path.hasSuffix("/") ? path + relative(url, to: root) : path + "/" + relative(url, to: root))
        }
        return files.sorted()
    }

    private static func relative(_ url: URL, to root: URL) -> String {
        let rootPath = root.standardizedFileURL.path
        let filePath = url.standardizedFileURL.path
        return filePath.hasPrefix(rootPath + "/") ? String(filePath.dropFirst(rootPath.count + 1)) : filePath
    }
}
