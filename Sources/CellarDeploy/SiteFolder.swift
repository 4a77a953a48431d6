import Foundation

/// A built site on disk, as a deploy reads it: every file but hidden ones and the hosts'
/// configuration files (`_headers`), each with its size.
struct SiteFolder: Sendable {
    let path: String

    /// A file of the site.
    struct File: Sendable {
        /// Relative to the site's root: `assets/style.3f2a9c81.css`.
        let path: String
        let size: Int
    }

    /// Files a host reads as its configuration rather than serving them; an S3 deploy sets
    /// their headers on each object instead.
    static let hostConfigurationFiles: Set<String> = ["_headers", "_redirects"]

    /// Refuses a folder that is missing or not a Cellar build: its `index.html` must name
    /// Cellar in `<meta name="generator">`, as every page the build writes does.
    func check() throws(DeployError) {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw .site("there is no site folder at \(path); run `cellar build` first, or name the folder with --site")
        }
        let index = (path as NSString).appendingPathComponent("index.html")
        guard let head = FileHandle(forReadingAtPath: index).map({ handle in defer { try? handle.close() }; return handle.readData(ofLength: 8192) }) else {
            throw .site("\(path) is not a Cellar build (it has no index.html); refusing to deploy it")
        }
        guard String(decoding: head, as: UTF8.self).contains("<meta name=\"generator\" content=\"Cellar") else {
            throw .site("\(path) is not a Cellar build (its index.html names no Cellar generator); refusing to deploy it")
        }
    }

    /// Every file to deploy, by path.
    func files() throws(DeployError) -> [File] {
        let root = URL(fileURLWithPath: path, isDirectory: true).standardizedFileURL
        guard let enumerator = FileManager.default.enumerator(
            at: root, includingPropertiesForKeys: [.isRegularFileKey, .fileSizeKey], options: [.skipsHiddenFiles]
        ) else { throw .site("cannot read \(path)") }
        var files: [File] = []
        let rootLength = root.path.hasSuffix("/") ? root.path.count : root.path.count + 1
        for case let url as URL in enumerator {
            guard let values = try? url.resourceValues(forKeys: [.isRegularFileKey, .fileSizeKey]), values.isRegularFile == true else { continue }
            let relative = String(url.standardizedFileURL.path.dropFirst(rootLength))
            if Self.hostConfigurationFiles.contains(relative) { continue }
            files.append(File(path: relative, size: values.fileSize ?? 0))
        }
        return files
    }

    /// The bytes of a file, as they are now.
    func contents(of file: File) throws(DeployError) -> Data {
        let full = (path as NSString).appendingPathComponent(file.path)
        guard let data = FileManager.default.contents(atPath: full) else {
            throw .site("cannot read \(full): it was removed or renamed since the deploy started; rebuild and rerun")
        }
        return data
    }
}
