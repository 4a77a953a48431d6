import CellarFixtures
import CellarModel
import Foundation

/// `cellar fetch-images`: the pictures a fixtures folder's `goods.json` names by http(s) URL
/// downloaded into `images/imported/` (each URL once, several at a time, each checked as the
/// build checks a photo), and `goods.json` rewritten to name the files, every other byte of
/// it left as it was. A picture that cannot be fetched keeps its URL and is named in the
/// ``ImageFetchSummary``; `goods.json` is replaced whole or not at all.
public struct ImageFetch: Sendable {
    public let fixtures: String
    public let options: ImageFetchOptions

    public init(fixtures: String, options: ImageFetchOptions = ImageFetchOptions()) {
        self.fixtures = fixtures
        self.options = options
    }

    /// Fetches the pictures, calling `progress(done, total)` as each is done.
    public func run(progress: @escaping @Sendable (Int, Int) -> Void = { _, _ in }) async throws(ImageFetchError)
        -> ImageFetchSummary
    {
        let goodsPath = fixtures + "/goods.json"
        guard let goodsFile = FileManager.default.contents(atPath: goodsPath).map(Array.init) else {
            if FileManager.default.fileExists(atPath: fixtures + "/goods.csv") {
                throw ImageFetchError(
                    """
                    \(fixtures) keeps its goods in goods.csv: fetch-images reads and rewrites goods.json (write one \
                    from the spreadsheet, or put the pictures' files in images/ and their paths in goods.csv)
                    """
                )
            }
            throw ImageFetchError("\(goodsPath) does not exist: is \(fixtures) a fixtures folder?")
        }
        let pictures: RemotePictures
        do {
            pictures = try RemotePictures(goodsFile: goodsFile)
        } catch {
            throw ImageFetchError("\(fixtures)/\(error)")
        }
        var summary = ImageFetchSummary(
            unfetchable: pictures.unfetchable.map {
                ImageFetchFailure(
                    url: $0.url, places: $0.places, goodsIDs: $0.goodsIDs, problem: "not an http(s) URL: left as it is")
            })
        guard !pictures.fetchable.isEmpty else { return summary }
        let folder: PictureFolder
        do {
            folder = try PictureFolder(fixtures: fixtures)
        } catch {
            throw ImageFetchError(
                "cannot make \(fixtures)/\(PictureFolder.relativePath): \(error.localizedDescription)")
        }
        let outcomes = await download(pictures.fetchable, into: folder, progress: progress)
        var replacements: [String: String] = [:]
        for (picture, outcome) in zip(pictures.fetchable, outcomes) {
            switch outcome {
            case .success(let saved):
                replacements[picture.url] = saved.path
                if saved.bytes == nil { summary.reusedCount += 1 } else { summary.fetchedCount += 1 }
                summary.fetchedBytes += saved.bytes ?? 0
            case .failure(let problem):
                summary.failures.append(
                    ImageFetchFailure(
                        url: picture.url, places: picture.places, goodsIDs: picture.goodsIDs, problem: problem.problem))
            }
        }
        guard !replacements.isEmpty else { return summary }
        let rewritten = JSONStringRewrite.replacing(replacements, in: goodsFile)
        do {
            try WholeFile.write(Data(rewritten.bytes), to: goodsPath)
        } catch {
            throw ImageFetchError("cannot write \(goodsPath): \(error.localizedDescription) (it is as it was)")
        }
        summary.rewrittenCount = rewritten.count
        return summary
    }

    /// A picture in the folder: its path relative to the fixtures folder, and the bytes
    /// downloaded (`nil` when it was there from an earlier fetch).
    private struct Saved: Sendable {
        let path: String
        let bytes: Int?
    }

    /// Each picture's outcome, in the order given, at most ``ImageFetchOptions/connections`` at a time.
    private func download(
        _ pictures: [RemotePictures.Picture], into folder: PictureFolder,
        progress: @escaping @Sendable (Int, Int) -> Void
    ) async -> [Result<Saved, DownloadProblem>] {
        let downloader = PictureDownloader(options: options)
        let settings = options.settings
        var outcomes = [Result<Saved, DownloadProblem>?](repeating: nil, count: pictures.count)
        await withTaskGroup(of: (Int, Result<Saved, DownloadProblem>).self) { group in
            var next = 0
            var done = 0
            func start() {
                guard next < pictures.count else { return }
                let (index, url) = (next, pictures[next].url)
                next += 1
                if let path = folder.existing(url) {
                    group.addTask { (index, .success(Saved(path: path, bytes: nil))) }
                    return
                }
                group.addTask {
                    do throws(DownloadProblem) {
                        let data = try await downloader.download(url)
                        let fileExtension = try PictureBytes.checked(data, settings: settings)
                        do {
                            return (
                                index,
                                .success(
                                    Saved(
                                        path: try folder.save(data, of: url, fileExtension: fileExtension),
                                        bytes: data.count))
                            )
                        } catch {
                            return (index, .failure(DownloadProblem("cannot be saved: \(error.localizedDescription)")))
                        }
                    } catch {
                        return (index, .failure(error))
                    }
                }
            }
            for _ in 0..<max(1, options.connections) { start() }
            for await (index, outcome) in group {
                outcomes[index] = outcome
                done += 1
                progress(done, pictures.count)
                start()
            }
        }
        await downloader.shutDown()
        return outcomes.map { $0! }
    }
}

/// Why pictures could not be fetched at all.
public struct ImageFetchError: Error, Sendable, CustomStringConvertible {
    public let description: String

    init(_ description: String) {
        self.description = description
    }
}
