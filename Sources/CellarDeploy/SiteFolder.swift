import CellarHosting
import Foundation

/// A built site on disk, as a deploy reads it: every file but hidden ones and the hosts'
/// configuration files (`_headers`), each with its size.
///
/// The folder is opened once and every file read relative to it: when a build publishes a new
/// site in its place meanwhile (``SwappedOutSite``, the build's one-rename exchange), the deploy
/// goes on reading the site it opened, whose files the build then removes, so a file that can
/// no longer be read fails the deploy: it never uploads a mix of the two sites.
final class SiteFolder: Sendable {
    let path: String
    private let descriptor: Int32

    /// A file of the site.
    struct File: Sendable {
        /// Relative to the site's root: `assets/style.3f2a9c81.css`.
        let path: String
        let size: Int
    }

    /// Files a host reads as its configuration rather than serving them; an S3 deploy sets
    /// their headers on each object instead.
    static let hostConfigurationFiles: Set<String> = ["_headers", "_redirects"]

    /// Opens the folder, refusing one that is missing or not a Cellar build: its `index.html`
    /// must name Cellar in `<meta name="generator">`, as every page the build writes does. A
    /// missing folder whose site a build left aside while publishing is named as such.
    init(opening path: String) throws(DeployError) {
        self.path = path
        descriptor = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else {
            let absolute = URL(fileURLWithPath: path).standardizedFileURL.path
            if let aside = SwappedOutSite.leftBehind(by: absolute).first {
                throw .site(
                    """
                    the publish of \(path) did not finish: a build stopped while putting the new site in place, and \
                    the previous site is in \(aside); run `cellar build` to finish it
                    """
                )
            }
            throw .site("there is no site folder at \(path); run `cellar build` first, or name the folder with --site")
        }
        let index = openat(descriptor, "index.html", O_RDONLY | O_CLOEXEC)
        guard index >= 0 else {
            close(descriptor)
            throw .site("\(path) is not a Cellar build (it has no index.html); refusing to deploy it")
        }
        let head = FileHandle(fileDescriptor: index, closeOnDealloc: true).readData(ofLength: 8192)
        guard String(decoding: head, as: UTF8.self).contains("<meta name=\"generator\" content=\"Cellar") else {
            close(descriptor)
            throw .site(
                "\(path) is not a Cellar build (its index.html names no Cellar generator); refusing to deploy it")
        }
    }

    deinit {
        close(descriptor)
    }

    /// Every file to deploy, by path: regular files (or links to them), hidden ones skipped.
    /// Read with `readdir` and `lstat`: Foundation's URL resource values cost about 100 µs a
    /// file on Linux, most of an unchanged deploy's time.
    func files() throws(DeployError) -> [File] {
        var files: [File] = []
        var folders = [""]
        while let folder = folders.popLast() {
            let fullFolder = folder.isEmpty ? path : path + "/" + folder
            let folderDescriptor = openat(descriptor, folder.isEmpty ? "." : folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
            guard folderDescriptor >= 0, let directory = fdopendir(folderDescriptor) else {
                if folderDescriptor >= 0 { close(folderDescriptor) }
                throw .site("cannot read \(fullFolder)")
            }
            defer { closedir(directory) }
            while let entry = readdir(directory) {
                let name = withUnsafeBytes(of: entry.pointee.d_name) { bytes in
                    String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
                }
                if name.hasPrefix(".") { continue }
                let relative = folder.isEmpty ? name : folder + "/" + name
                var status = stat()
                guard fstatat(descriptor, relative, &status, AT_SYMLINK_NOFOLLOW) == 0 else { continue }
                if status.st_mode & S_IFMT == S_IFLNK,
                    fstatat(descriptor, relative, &status, 0) != 0 || status.st_mode & S_IFMT != S_IFREG
                {
                    continue
                }
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

    /// The bytes of a file of the site opened, as they are now.
    func contents(of file: File) throws(DeployError) -> Data {
        let full = (path as NSString).appendingPathComponent(file.path)
        let opened = openat(descriptor, file.path, O_RDONLY | O_CLOEXEC)
        guard opened >= 0 else {
            guard isStillAt(path) else {
                throw .site(
                    """
                    cannot read \(full): a build published a new site at \(path) during the deploy, and nothing of it \
                    was uploaded; rerun the deploy
                    """
                )
            }
            throw .site("cannot read \(full): it was removed or renamed since the deploy started; rebuild and rerun")
        }
        let handle = FileHandle(fileDescriptor: opened, closeOnDealloc: true)
        do {
            return try handle.readToEnd() ?? Data()
        } catch {
            throw .site("cannot read \(full): \(error.localizedDescription)")
        }
    }

    /// Whether the folder opened is still the one at `path`.
    private func isStillAt(_ path: String) -> Bool {
        var opened = stat()
        var current = stat()
        return fstat(descriptor, &opened) == 0 && stat(path, &current) == 0 && opened.st_ino == current.st_ino
            && opened.st_dev == current.st_dev
    }
}
