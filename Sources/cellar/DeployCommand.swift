import ArgumentParser
import CellarDeploy
import CellarHTTP
import Foundation

/// `cellar deploy s3://BUCKET[/PREFIX]`: the built site to S3-compatible storage.
struct DeployCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "deploy",
        abstract:
            """
            Publish the built site to an S3 bucket (AWS, Cloudflare R2, MinIO, Backblaze B2 …): upload what is new or \
            changed, delete what is gone.
            """,
        discussion: """
            Credentials come from AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY (and AWS_SESSION_TOKEN), \
            else from the profile AWS_PROFILE (default: default) of ~/.aws/credentials; never from the command line.
            """
    )

    @Argument(help: "Where to publish: s3://BUCKET or s3://BUCKET/PREFIX.")
    var destination: String

    @Option(help: "The built site's folder.")
    var site = "site"

    @Option(help: "An S3-compatible server instead of AWS, e.g. https://ACCOUNT.r2.cloudflarestorage.com.")
    var endpoint: String?

    @Option(
        help: "The bucket's region (default: $AWS_REGION, else $AWS_DEFAULT_REGION, else us-east-1; R2 takes auto).")
    var region: String?

    @Flag(
        help:
            """
            List what would be uploaded and deleted; change nothing. Without credentials, list what a first deploy \
            would upload.
            """
    )
    var dryRun = false

    // Unconditional, so that `--max-deletes -1` is read as a number, not as an option.
    @Option(
        parsing: .unconditional,
        help: "Stop before changing anything when more keys than this would be deleted (-1: no limit).")
    var maxDeletes = DeployOptions.defaultMaxDeletes

    @Flag(
        help: "Store text files (HTML, CSS, JavaScript, JSON, XML, SVG …) gzip-compressed with Content-Encoding: gzip.")
    var gzip = false

    @Flag(help: "Upload every file, even unchanged ones (to apply new headers).")
    var force = false

    @Option(help: "Uploads at once.")
    var jobs = 16

    @Option(
        help: ArgumentHelp(
            "Seconds a request may wait for the server before it is abandoned as stalled and retried.",
            discussion: "A file's upload gets, besides, the time its bytes take at 64 KiB/s."
        ))
    var timeout = RequestTimeout().seconds

    @Option(
        help: "Seconds the whole deploy may take, retries included; past them it stops, naming the keys not uploaded.")
    var deadline: Double?

    @Flag(help: "Print nothing but errors.")
    var quiet = false

    func validate() throws {
        guard timeout > 0 else { throw ValidationError("--timeout must be more than 0 seconds") }
        if let deadline, deadline <= 0 { throw ValidationError("--deadline must be more than 0 seconds") }
    }

    func run() async throws {
        guard let location = S3Location(destination) else { throw DeployError.location(destination) }
        let environment = ProcessInfo.processInfo.environment
        let region = region ?? environment["AWS_REGION"] ?? environment["AWS_DEFAULT_REGION"] ?? "us-east-1"
        let options = DeployOptions(
            site: site, destination: location, endpoint: endpoint, region: region, dryRun: dryRun,
            maxDeletes: maxDeletes, gzip: gzip, force: force, jobs: jobs,
            timeout: RequestTimeout(seconds: timeout), deadline: deadline
        )
        let progress = quiet ? nil : UploadProgressLine.forTerminal()
        do {
            let credentials: AWSCredentials
            do {
                credentials = try AWSCredentials.find(in: environment)
            } catch  where dryRun {
                // A dry run without credentials still says what a first deploy would upload.
                let summary = try Deployer.firstDeploy(of: options, bucketUnavailable: "\(error)")
                if !quiet {
                    summary.plannedChanges.forEach { print($0) }
                    print(summary.line)
                }
                return
            }
            let summary = try await Deployer(options: options, credentials: credentials).deploy { progress?.show($0) }
            progress?.clear()
            if !quiet {
                if dryRun { summary.plannedChanges.forEach { print($0) } }
                print(summary.line)
            }
        } catch {
            progress?.clear()
            throw error
        }
    }
}

/// "Uploading 120/500 files (3.2 MB)" on standard error, only when it is a terminal.
private struct UploadProgressLine: Sendable {
    static func forTerminal() -> UploadProgressLine? {
        isatty(STDERR_FILENO) == 1 ? UploadProgressLine() : nil
    }

    func show(_ progress: Deployer.Progress) {
        FileHandle.standardError.write(
            Data(
                "\rUploading \(progress.done)/\(progress.total) files (\(DeploySummary.bytes(progress.bytes)))\u{1B}[K"
                    .utf8))
    }

    func clear() {
        FileHandle.standardError.write(Data("\r\u{1B}[K".utf8))
    }
}
