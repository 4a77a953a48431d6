import Foundation

/// Where a build puts the old site for the moment between two renames, on a file system that
/// cannot exchange two folders in one: `OUTPUT.previous-PID`, beside the output. Found there
/// with no output, it is what a build killed in that moment left: the whole previous site,
/// which the next build puts back and `cellar deploy` names instead of deploying nothing.
public enum SwappedOutSite {
    private static let marker = ".previous-"

    /// The folder the build with process id `process` moves the site at `output` to.
    public static func path(of output: String, process: Int32) -> String {
        "\(output)\(marker)\(process)"
    }

    /// The folders builds moved the site at `output` (absolute) to and left there, if any.
    public static func leftBehind(by output: String) -> [String] {
        let url = URL(fileURLWithPath: output)
        let parent = url.deletingLastPathComponent().path
        let prefix = url.lastPathComponent + marker
        let siblings = (try? FileManager.default.contentsOfDirectory(atPath: parent)) ?? []
        return siblings.filter { $0.hasPrefix(prefix) && Int32($0.dropFirst(prefix.count)) != nil }.sorted()
            .map { (parent as NSString).appendingPathComponent($0) }
    }

    /// The id of the build that moved a site to `aside`, one of ``leftBehind(by:)``.
    public static func process(of aside: String, output: String) -> Int32? {
        Int32(aside.dropFirst(output.count + marker.count))
    }
}
