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

    /// Every file to deploy, by path: regular files (or links to them), hidden ones skipped.
    /// Read with `readdir` and `lstat`: Foundation's URL resource values cost about 100 µs a
    /// file on Linux, most of an unchanged deploy's time.
    func files() throws(DeployError) -> [File] {
        var files: [File] = []
        var folders = [""]
        while let folder = folders.popLast() {
            let fullFolder = folder.isEmpty ? path : path + "/" + folder
            guard let directory = opendir(fullFolder) else { throw .site("cannot read \(fullFolder)") }
            defer { closedir(directory) }
            while let entry = readdir(directory) {
                let name = withUnsafeBytes(of: entry.pointee.d_name) { bytes in
                    String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
                }
                if name.hasPrefix(".") { continue }
                let relative = folder.isEmpty ? name : folder + "/" + name
                let full = path + "/" + relative
                var status = stat()
                guard lstat(full, &status) == 0 else { continue }
                if status.st_mode & S_IFMT == S_IFLNK, stat(full, &status) != 0 || status.st_mode & S_IFMT != S_IFREG { continue }
                switch status.st_mode & S_IFMT {
                case S_IFDIR:
                    folders.append(relative)
                case S_IFREG where !Self.hostConfigurationFiles.contains(relative):
                    files.append(File(path: relative, size: Int(status.st_size)))
                default:
                    continue
                }
            }
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
