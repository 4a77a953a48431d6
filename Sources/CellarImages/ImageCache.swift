import Foundation

/// Encoded photos kept between builds, outside the output: a photo whose bytes and settings
/// were encoded before is not encoded again, whichever folder the build writes to.
///
/// `images/ladders/<key>` describes the ladder of the photo whose bytes and settings hash to
/// `key`; `images/files/<hash>.<ext>` holds each rendition by its own bytes' hash. Files are
/// written under a temporary name and renamed, so a build stopped midway, or two at once,
/// leave no half-written entry.
public struct ImageCache: Sendable {
    /// The cache folder; `images/` inside it is this cache's.
    public let directory: String
    public let settings: ImageSettings
    private let encoder: PhotoEncoder

    public init(directory: String, settings: ImageSettings = ImageSettings()) {
        self.directory = directory
        self.settings = settings
        encoder = PhotoEncoder(settings: settings)
    }

    /// `$XDG_CACHE_HOME/cellar`, else `~/.cache/cellar`.
    public static var defaultDirectory: String {
        let environment = ProcessInfo.processInfo.environment
        if let cache = environment["XDG_CACHE_HOME"], cache.hasPrefix("/") { return cache + "/cellar" }
        return (environment["HOME"] ?? NSHomeDirectory()) + "/.cache/cellar"
    }

    /// The photo's ladder, from the cache or encoded now and kept.
    /// - Returns: the ladder, and how many files were encoded for it (0 when it was cached).
    public func ladder(of source: Data) throws(ImageProblem) -> (ladder: ImageLadder, encodedFiles: Int) {
        // Hashed apart, then together: no copy of the photo's bytes with the settings appended.
        let key = Vips.sha256(Data((Vips.sha256(source) + " " + settings.cacheIdentity).utf8))
        let entry = folder("ladders") + "/" + key
        if let ladder = readLadder(at: entry),
            ladder.files.allSatisfy({ FileManager.default.fileExists(atPath: path(of: $0)) })
        {
            return (ladder, 0)
        }
        let (ladder, files) = try encoder.encode(source)
        do {
            try FileManager.default.createDirectory(atPath: folder("files"), withIntermediateDirectories: true)
            try FileManager.default.createDirectory(atPath: folder("ladders"), withIntermediateDirectories: true)
            for (rendition, bytes) in files { try write(bytes, to: path(of: rendition)) }
            try write(Data(text(of: ladder).utf8), to: entry)
        } catch {
            throw ImageProblem("cannot write the image cache in \(directory): \(error.localizedDescription)")
        }
        return (ladder, files.count)
    }

    /// Where a rendition's bytes are.
    public func path(of rendition: ImageLadder.Rendition) -> String {
        folder("files") + "/" + rendition.contentHash + "." + rendition.format.fileExtension
    }

    private func folder(_ name: String) -> String {
        directory + "/images/" + name
    }

    private func write(_ data: Data, to path: String) throws {
        let temporary = path + ".\(getpid()).\(UInt64.random(in: 0...UInt64.max)).tmp"
        try data.write(to: URL(fileURLWithPath: temporary))
        guard rename(temporary, path) == 0 else {
            let problem = String(cString: strerror(errno))
            unlink(temporary)
            throw CocoaError(
                .fileWriteUnknown, userInfo: [NSLocalizedDescriptionKey: "cannot rename \(temporary): \(problem)"])
        }
    }

    /// `width height alpha`, then a line per rendition (`format width height hash`), the share
    /// image's last.
    private func text(of ladder: ImageLadder) -> String {
        let line = { (rendition: ImageLadder.Rendition) in
            "\(rendition.format.rawValue) \(rendition.width) \(rendition.height) \(rendition.contentHash)\n"
        }
        return "\(ladder.width) \(ladder.height) \(ladder.hasAlpha ? 1 : 0)\n" + ladder.renditions.map(line).joined()
            + line(ladder.share)
    }

    /// The ladder an entry describes; `nil` when there is none or it cannot be read (it is
    /// encoded again).
    private func readLadder(at path: String) -> ImageLadder? {
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return nil }
        let lines = text.split(separator: "\n").map { $0.split(separator: " ") }
        guard lines.count >= 2, lines[0].count == 3, let width = Int(lines[0][0]), let height = Int(lines[0][1]) else {
            return nil
        }
        var renditions: [ImageLadder.Rendition] = []
        for fields in lines.dropFirst() {
            guard fields.count == 4, let format = ImageFormat(rawValue: String(fields[0])),
                let width = Int(fields[1]), let height = Int(fields[2]), fields[3].count == 64
            else { return nil }
            renditions.append(
                ImageLadder.Rendition(format: format, width: width, height: height, contentHash: String(fields[3])))
        }
        let share = renditions.removeLast()
        return ImageLadder(
            width: width, height: height, hasAlpha: lines[0][2] == "1", renditions: renditions, share: share)
    }
}
