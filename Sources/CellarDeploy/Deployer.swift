import CellarHosting
import Crypto
import Foundation

/// Publishes a built site to an S3 bucket so the bucket holds exactly the site's files under
/// the prefix: lists the bucket, compares each file's MD5 with the object's ETag, uploads
/// what is new or changed in parallel (content-hashed files first, then other files, pages,
/// and the sitemaps and `robots.txt` that name pages last), each with its `Content-Type`,
/// `Cache-Control` (``SiteFileKind``) and, with gzip, `Content-Encoding`; then, only when every
/// upload went through, deletes the keys the site no longer has, refusing beyond
/// ``DeployOptions/maxDeletes`` before anything changes. No state of its own is kept: the
/// bucket's listing is the state, so it is read whole or the deploy stops before changing
/// anything (``ListingPage``); after any change the bucket is listed again and compared with
/// what the deploy stored (``BucketDifference``), and a difference fails the deploy.
public struct Deployer: Sendable {
    public let options: DeployOptions
    private let credentials: AWSCredentials

    public init(options: DeployOptions, credentials: AWSCredentials) {
        self.options = options
        self.credentials = credentials
    }

    /// What a first deploy of the site would upload (every file, in the order a deploy uploads
    /// them), found without the bucket: for a dry run without credentials, which cannot list
    /// the bucket to compare. `unavailable` says why the bucket was not compared.
    public static func firstDeploy(of options: DeployOptions, bucketUnavailable unavailable: String) throws(DeployError)
        -> DeploySummary
    {
        let start = Date()
        let site = try SiteFolder(opening: options.site)
        let files = try site.files()
        var summary = DeploySummary(destination: options.destination.description, dryRun: true)
        summary.bucketUnavailable = unavailable
        for kind in SiteFileKind.allCases {
            for file in files where SiteFileKind(path: file.path) == kind {
                summary.uploads.append((options.destination.key(of: file.path), "new"))
                summary.uploadedBytes += file.size
            }
        }
        summary.seconds = Date().timeIntervalSince(start)
        return summary
    }

    /// Files uploaded so far, of how many, and their bytes.
    public struct Progress: Sendable {
        public let done: Int
        public let total: Int
        public let bytes: Int
    }

    /// A file to upload.
    private struct Upload: Sendable {
        let file: SiteFolder.File
        let key: String
        let kind: SiteFileKind
        let reason: String
    }

    /// The bytes to store for a file: compressed when gzip applies.
    private struct Body {
        let data: Data
        let md5: Insecure.MD5Digest
        let contentType: String
        let isCompressed: Bool
    }

    public func deploy(progress: (@Sendable (Progress) -> Void)? = nil) async throws(DeployError) -> DeploySummary {
        let start = Date()
        let site = try SiteFolder(opening: options.site)
        let files = try site.files()
        let endpoint = try S3Endpoint(url: options.endpoint, region: options.region, bucket: options.destination.bucket)
        let client = S3Client(
            endpoint: endpoint, credentials: credentials, region: options.region, connections: options.jobs,
            retries: options.retries,
            timeout: options.timeout, deadline: DeployDeadline(seconds: options.deadline)
        )
        do {
            let summary = try await deploy(files, of: site, with: client, since: start, progress: progress)
            await client.shutDown()
            return summary
        } catch {
            await client.shutDown()
            throw error
        }
    }

    private func deploy(
        _ files: [SiteFolder.File], of site: SiteFolder, with client: S3Client, since start: Date,
        progress: (@Sendable (Progress) -> Void)?
    ) async throws(DeployError) -> DeploySummary {
        let remote: [String: S3Client.Object]
        do {
            remote = try await client.objects(withPrefix: options.destination.prefix)
        } catch {
            throw .listing(error.problem)
        }
        let uploads = try await plan(files, against: remote, in: site)
        let siteKeys = Set(files.map { options.destination.key(of: $0.path) })
        let deletes = remote.keys.filter { !siteKeys.contains($0) }.sorted()
        if options.maxDeletes >= 0 && deletes.count > options.maxDeletes {
            throw .tooManyDeletes(count: deletes.count, limit: options.maxDeletes, examples: Array(deletes.prefix(5)))
        }
        var summary = DeploySummary(destination: options.destination.description, dryRun: options.dryRun)
        summary.unchanged = files.count - uploads.count
        summary.deletes = deletes
        if options.dryRun {
            summary.uploads = uploads.map { ($0.key, $0.reason) }
            summary.uploadedBytes = uploads.reduce(0) { $0 + $1.file.size }
            summary.seconds = Date().timeIntervalSince(start)
            return summary
        }
        // What each key of the site holds once the deploy is done: as listed, or as uploaded.
        var stored = remote.filter { siteKeys.contains($0.key) }
        var failures: [KeyFailure] = []
        var done = 0
        for kind in SiteFileKind.allCases {
            let batch = uploads.filter { $0.kind == kind }
            let result = await upload(batch, with: client, in: site) { upload, object in
                done += 1
                stored[upload.key] = object
                summary.uploads.append((upload.key, upload.reason))
                summary.uploadedBytes += object.size
                progress?(Progress(done: done, total: uploads.count, bytes: summary.uploadedBytes))
            }
            failures += result
            // Pages must not name files that did not arrive.
            if !failures.isEmpty {
                throw .failedKeys(
                    failures: failures, untried: uploads.count - done - failures.count, deletesSkipped: true)
            }
        }
        for start in stride(from: 0, to: deletes.count, by: 1000) {
            let keys = Array(deletes[start..<min(start + 1000, deletes.count)])
            do {
                failures += try await client.delete(keys)
            } catch {
                failures += keys.map { KeyFailure(key: $0, problem: error.problem) }
            }
        }
        if !failures.isEmpty { throw .failedKeys(failures: failures, untried: 0, deletesSkipped: false) }
        if !uploads.isEmpty || !deletes.isEmpty {
            try await verify(stored, with: client)
        }
        summary.checkedKeys = stored.count
        summary.seconds = Date().timeIntervalSince(start)
        return summary
    }

    /// Lists the bucket again and fails unless it holds exactly `expected` under the prefix.
    /// A deploy that changed nothing needs no second listing: its first one, read whole,
    /// matched every file.
    private func verify(_ expected: [String: S3Client.Object], with client: S3Client) async throws(DeployError) {
        let listed: [String: S3Client.Object]
        do {
            listed = try await client.objects(withPrefix: options.destination.prefix)
        } catch {
            throw .unverified(error.problem)
        }
        let difference = BucketDifference(expected: expected, listed: listed)
        guard difference.isEmpty else { throw .verification(difference) }
    }

    /// The files to upload: new ones, and those whose bytes (compressed, with gzip) differ
    /// from the object's, by MD5; a file whose size differs is changed without reading it.
    private func plan(_ files: [SiteFolder.File], against remote: [String: S3Client.Object], in site: SiteFolder)
        async throws(DeployError) -> [Upload]
    {
        var uploads: [Upload] = []
        var toCompare: [(file: SiteFolder.File, key: String, eTag: String)] = []
        for file in files {
            let key = options.destination.key(of: file.path)
            let kind = SiteFileKind(path: file.path)
            guard let object = remote[key] else {
                uploads.append(Upload(file: file, key: key, kind: kind, reason: "new"))
                continue
            }
            if options.force {
                uploads.append(Upload(file: file, key: key, kind: kind, reason: "forced"))
            } else if !compresses(file) && object.size != file.size {
                uploads.append(Upload(file: file, key: key, kind: kind, reason: "changed"))
            } else {
                toCompare.append((file, key, object.eTag))
            }
        }
        // Hashing is the unchanged deploy's work: spread on all cores.
        let changedKeys: Set<String>
        do {
            changedKeys = try await withThrowingTaskGroup(of: [String].self) { group in
                let cores = ProcessInfo.processInfo.activeProcessorCount
                let chunkSize = max(64, (toCompare.count + cores * 4 - 1) / max(1, cores * 4))
                for chunkStart in stride(from: 0, to: toCompare.count, by: chunkSize) {
                    let chunk = toCompare[chunkStart..<min(chunkStart + chunkSize, toCompare.count)]
                    group.addTask {
                        try chunk.filter { try SignatureV4.hex(body(of: $0.file, in: site).md5) != $0.eTag }.map(\.key)
                    }
                }
                var keys = Set<String>()
                for try await changed in group { keys.formUnion(changed) }
                return keys
            }
        } catch let error as DeployError {
            throw error
        } catch {
            throw .site("\(error)")
        }
        uploads += toCompare.filter { changedKeys.contains($0.key) }.map {
            Upload(file: $0.file, key: $0.key, kind: SiteFileKind(path: $0.file.path), reason: "changed")
        }
        return uploads.sorted { ($0.kind, $0.key) < ($1.kind, $1.key) }
    }

    /// Uploads `batch`, at most ``DeployOptions/jobs`` at once, calling `uploaded` on this
    /// task with each upload done and the object it stored (the ETag the server answered
    /// with, else the bytes' MD5, and their size). Once a key has failed after its
    /// retries no upload starts (those under way finish): when the network or the server is
    /// down, every other key would spend its retries too.
    /// - Returns: the keys that failed after their retries.
    private func upload(
        _ batch: [Upload], with client: S3Client, in site: SiteFolder, uploaded: (Upload, S3Client.Object) -> Void
    ) async -> [KeyFailure] {
        await withTaskGroup(of: Result<(Upload, S3Client.Object), KeyFailure>.self) { group in
            var pending = batch.makeIterator()
            func addNext() {
                guard let upload = pending.next() else { return }
                group.addTask {
                    do throws(DeployError) {
                        let body = try body(of: upload.file, in: site)
                        var headers = ["content-type": body.contentType, "cache-control": upload.kind.cacheControl]
                        if body.isCompressed { headers["content-encoding"] = "gzip" }
                        let eTag: String?
                        do throws(S3RequestError) {
                            eTag = try await client.put(body.data, at: upload.key, md5: body.md5, headers: headers)
                        } catch {
                            throw .remote(error.problem)
                        }
                        return .success(
                            (upload, S3Client.Object(eTag: eTag ?? SignatureV4.hex(body.md5), size: body.data.count)))
                    } catch {
                        return .failure(KeyFailure(key: upload.key, problem: error.description))
                    }
                }
            }
            for _ in 0..<options.jobs { addNext() }
            var failures: [KeyFailure] = []
            for await result in group {
                switch result {
                case .success(let (upload, object)): uploaded(upload, object)
                case .failure(let failure): failures.append(failure)
                }
                if failures.isEmpty { addNext() }
            }
            return failures.sorted { $0.key < $1.key }
        }
    }

    private func compresses(_ file: SiteFolder.File) -> Bool {
        options.gzip && MediaType.isCompressible(MediaType.of(fileName: file.path))
    }

    private func body(of file: SiteFolder.File, in site: SiteFolder) throws(DeployError) -> Body {
        let contents = try site.contents(of: file)
        let type = MediaType.of(fileName: file.path)
        let data = compresses(file) ? Gzip.compressed(contents) : contents
        return Body(data: data, md5: Insecure.MD5.hash(data: data), contentType: type, isCompressed: compresses(file))
    }
}
